import { describe, expect, it } from "vitest";
import { configSchema as CONFIG_SHAPE } from "../../../cli/config/schema.ts";
import { applyDefaults, validate } from "../../../cli/config/validate.ts";

const valid = { title: "t", url: "https://x.test", themeConfig: { navbar: { title: "n", items: [] } } };

describe("config validation", () => {
  it("accepts a minimal config", () => {
    expect(validate(valid, CONFIG_SHAPE)).toEqual([]);
  });

  it("rejects unknown keys and suggests the nearest valid one", () => {
    const problems = validate({ ...valid, onBrokenLink: "warn" }, CONFIG_SHAPE);
    expect(problems).toEqual([
      { path: "onBrokenLink", message: "is not a known option", hint: 'Did you mean "onBrokenLinks"?' },
    ]);
  });

  it("names the path and the wrong value's type", () => {
    const problems = validate({ ...valid, onBrokenMarkdownImages: "explode", baseUrl: 3 }, CONFIG_SHAPE);
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      'onBrokenMarkdownImages must be "ignore" | "log" | "warn" | "throw", got string "explode"',
      "baseUrl must be a string, got number 3",
    ]);
  });

  it("checks markdown.sanitize, the widening of the raw HTML allow-list (issue 36)", () => {
    const widened = { ...valid, markdown: { sanitize: { tagNames: ["svg"], attributes: { svg: ["viewbox"] } } } };
    expect(validate(widened, CONFIG_SHAPE)).toEqual([]);
    const problems = validate(
      { ...valid, markdown: { sanitize: { tagNames: "svg", protocols: { src: "data" }, tags: [] } } },
      CONFIG_SHAPE,
    );
    expect(problems.map((p) => `${p.path} ${p.message}${p.hint ? ` (${p.hint})` : ""}`)).toEqual([
      'markdown.sanitize.tagNames must be an array, got string "svg"',
      'markdown.sanitize.protocols.src must be an array, got string "data"',
      "markdown.sanitize.tags is not a known option (Known options: tagNames, attributes, protocols.)",
    ]);
  });

  it("reports missing required fields deep in the tree", () => {
    const problems = validate(
      { title: "t", url: "u", themeConfig: { navbar: { items: [{ label: 3 }] } } },
      CONFIG_SHAPE,
    );
    expect(problems.map((p) => p.path)).toEqual(["themeConfig.navbar.items[0].label"]);
  });
});

describe("navbar items: one shape per type", () => {
  const items = (...list: unknown[]) => ({ ...valid, themeConfig: { navbar: { title: "n", items: list } } });

  it("names an item of unknown type and lists the known shapes", () => {
    const [problem] = validate(items({ type: "dropdwn", label: "x" }), CONFIG_SHAPE);
    expect(problem.path).toBe("themeConfig.navbar.items[0]");
    expect(problem.message).toBe('({"type":"dropdwn","label":"x"}) has unknown type "dropdwn"');
    expect(problem.hint).toMatch(/^Expected \{ type: "docSidebar", sidebarId, label\?, docsPluginId\?, position\?/);
    expect(problem.hint).toContain('{ type: "dropdown", label?, items, position?, className?, aria-label? }');
  });

  // Issue 15: what Docusaurus accepts never stops the build. Issue 50: a custom type is the site's code's to
  // draw; the build draws it or warns (model/navbar-custom.ts), so validation says nothing of it.
  it("keeps custom items as written, unchecked, in place and without defaults", () => {
    const config = items({ type: "custom-user", label: "u", anything: [1] }, { label: "x", to: "/x" });
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
    // It stays in place, untouched, so the items after it keep their config paths.
    const out = applyDefaults(config, CONFIG_SHAPE) as { themeConfig: { navbar: { items: unknown[] } } };
    expect(out.themeConfig.navbar.items).toEqual([
      { type: "custom-user", label: "u", anything: [1] },
      { label: "x", to: "/x", position: "left" },
    ]);
  });

  // Issue 49: items of another docs instance are built (model/navbar.ts resolves their docsPluginId).
  it("takes items with a docsPluginId as any other", () => {
    const config = items(
      { type: "docSidebar", sidebarId: "s", docsPluginId: "api" },
      { type: "dropdown", label: "D", items: [{ type: "doc", docId: "a", docsPluginId: "api" }] },
    );
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
  });

  it("warns once per key Docusaurus accepts and docsgen ignores, and drops it", () => {
    const config = {
      ...valid,
      themeConfig: { navbar: { title: "n", items: [], hideOnScroll: true, style: "dark" }, prism: {} },
    };
    const problems = validate(config, CONFIG_SHAPE);
    expect(problems.map((p) => `${p.path} ${p.warning}`)).toEqual([
      "themeConfig.navbar.hideOnScroll true",
      "themeConfig.prism true",
    ]);
    expect(problems[0].message).toMatch(/^is ignored by docsgen: /);
    const out = applyDefaults(config, CONFIG_SHAPE) as { themeConfig: { navbar: object } };
    expect(Object.keys(out.themeConfig.navbar)).toEqual(["title", "items", "style"]);
  });

  it("reads the navbar and footer styles, both logos and the blog sidebar's grouping, as Docusaurus accepts them", () => {
    const logo = { src: "l.svg", srcDark: "d.svg", className: "brand", alt: "L" };
    const config = {
      ...valid,
      themeConfig: {
        navbar: { items: [], style: "primary", logo },
        footer: { style: "light", logo: { ...logo, href: "https://a.test", width: 160, style: { opacity: 1 } } },
        blog: { sidebar: { groupByYear: false } },
      },
    };
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
    const bad = { ...valid, themeConfig: { navbar: { items: [], style: "light" } } };
    const refused = validate(bad, CONFIG_SHAPE).filter((p) => !p.warning);
    expect(refused.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'themeConfig.navbar.style: must be "dark" | "primary", got string "light"',
    ]);
  });

  it("accepts className and aria-label on items, and a logo without alt", () => {
    const config = {
      ...valid,
      themeConfig: {
        navbar: {
          title: "n",
          logo: { src: "img/logo.svg" },
          items: [{ label: "x", to: "/x", className: "c", "aria-label": "X" }],
        },
      },
    };
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
  });

  it("checks each type's own keys: a docSidebar item needs a sidebarId", () => {
    const problems = validate(items({ type: "docSidebar", label: "x" }, { label: "y", sidebarId: "s" }), CONFIG_SHAPE);
    expect(problems.map((p) => `${p.path} ${p.message} ${p.warning ?? false}`)).toEqual([
      "themeConfig.navbar.items[0].sidebarId is required false",
      // Docusaurus passes a link's other keys to it as attributes: a warning, not an error (issue 33).
      "themeConfig.navbar.items[1].sidebarId is ignored by docsgen: Docusaurus passes it to the link as an attribute; docsgen keeps `target`, `rel`, `className` and `aria-label` true",
    ]);
  });
});

describe("defaults come from the schema", () => {
  it("fills every left-out key, nested objects included, without changing the input", () => {
    const input = structuredClone(valid);
    const out = applyDefaults(input, CONFIG_SHAPE) as Record<string, unknown>;
    expect(input).toEqual(valid);
    expect(out).toMatchObject({
      tagline: "",
      baseUrl: "/",
      version: "0.0.0",
      titleDelimiter: "|",
      i18n: { defaultLocale: "zh-CN", locales: ["zh-CN"] },
      onBrokenLinks: "throw",
      onBrokenMarkdownImages: "throw",
      docs: { path: "docs", routeBasePath: "docs", versionLabel: "Next" },
      pages: { path: "pages" },
      blog: { postsPerPage: 10, blogSidebarCount: 5, feedOptions: { type: ["rss", "atom"], limit: 20 } },
      staticDir: "static",
      themeConfig: {
        colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      },
    });
  });

  it("fills defaults inside array items of each type", () => {
    const out = applyDefaults(
      { ...valid, themeConfig: { navbar: { title: "n", items: [{ label: "a", to: "/" }] } } },
      CONFIG_SHAPE,
    ) as { themeConfig: { navbar: { items: unknown[] } } };
    expect(out.themeConfig.navbar.items).toEqual([{ label: "a", to: "/", position: "left" }]);
  });
});

// Issue 33, part 2: every config Docusaurus's validation accepts builds; what docsgen does not use is a
// warning (config-ignored), never an error. Cases from Docusaurus's documented config shapes.
describe("what Docusaurus accepts", () => {
  const errors = (config: unknown) => validate(config, CONFIG_SHAPE).filter((p) => !p.warning);
  const warned = (config: unknown) =>
    validate(config, CONFIG_SHAPE)
      .filter((p) => p.warning)
      .map((p) => p.path);
  const navbarWith = (...list: unknown[]) => ({ ...valid, themeConfig: { navbar: { title: "n", items: list } } });

  it("an item with `items` and no `type` is a dropdown", () => {
    const config = navbarWith({ label: "More", position: "right", items: [{ label: "A", to: "/a" }] });
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
    const out = applyDefaults(config, CONFIG_SHAPE) as { themeConfig: { navbar: { items: { type?: string }[] } } };
    expect(out.themeConfig.navbar.items[0].type).toBe("dropdown");
  });

  it("the GitHub icon link: an href with className and aria-label, no label", () => {
    const icon = {
      href: "https://example.com/r",
      position: "right",
      className: "header-github-link",
      "aria-label": "GitHub",
    };
    expect(validate(navbarWith(icon), CONFIG_SHAPE)).toEqual([]);
  });

  it("every navbar item type, and a dropdown without a label", () => {
    const config = navbarWith(
      { type: "doc", docId: "intro", label: "Docs" },
      { type: "docSidebar", sidebarId: "s", label: "S" },
      { type: "default", to: "/x", label: "X" },
      { type: "dropdown", items: [{ type: "html", value: "<b>x</b>" }] },
      { type: "html", value: "<i>y</i>" },
      { type: "search", position: "right" },
      { type: "localeDropdown" },
      { type: "docsVersionDropdown" },
      { type: "docsVersion" },
      { type: "custom-thing", anything: 1 },
    );
    expect(errors(config)).toEqual([]);
  });

  it("the footer forms: columns (a null title too), links without columns, style and logo", () => {
    const footer = (links: unknown) => ({
      ...valid,
      themeConfig: { navbar: { items: [] }, footer: { style: "dark", logo: { src: "l.svg" }, links } },
    });
    expect(errors(footer([{ title: null, items: [{ label: "A", to: "/a" }] }]))).toEqual([]);
    expect(errors(footer([{ label: "A", href: "https://a.test" }, { html: "<b>B</b>" }]))).toEqual([]);
    expect(warned(footer([]))).toEqual([]);
  });

  // A public site's config (real-sites survey, issue 50): `rel: null` stopped the build with eight errors.
  it("a link's `rel: null` or `target: null` is no attribute, as React writes none", () => {
    const config = navbarWith({
      label: "Community",
      items: [{ href: "https://forum.example.test/", label: "Forum", target: "_blank", rel: null }],
    });
    expect(validate(config, CONFIG_SHAPE)).toEqual([]);
    const out = applyDefaults(config, CONFIG_SHAPE) as { themeConfig: { navbar: { items: { items: object[] }[] } } };
    expect(out.themeConfig.navbar.items[0].items[0]).toEqual({
      position: "left",
      href: "https://forum.example.test/",
      label: "Forum",
      target: "_blank",
    });
    expect(errors(navbarWith({ href: "https://a.test", target: null }))).toEqual([]);
    // Outside link attributes a null is still the wrong type.
    expect(errors({ ...valid, themeConfig: { navbar: { title: null } } }).map((p) => p.path)).toEqual([
      "themeConfig.navbar.title",
    ]);
  });

  it("no navbar, or a navbar without a title", () => {
    expect(validate({ title: "t", url: "https://x.test" }, CONFIG_SHAPE)).toEqual([]);
    expect(
      validate({ title: "t", url: "https://x.test", themeConfig: { navbar: { items: [] } } }, CONFIG_SHAPE),
    ).toEqual([]);
  });

  it("keys of real Docusaurus configs are warnings at their path, not errors", () => {
    const config = {
      ...valid,
      organizationName: "o",
      projectName: "p",
      trailingSlash: false,
      scripts: [{ src: "https://a.test/x.js", async: true }],
      stylesheets: ["https://a.test/x.css"],
      headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: "https://a.test" } }],
      clientModules: ["./src/x.js"],
      customFields: { a: 1 },
      future: { v4: true },
      markdown: { mermaid: true, format: "detect" },
      docs: { showLastUpdateTime: true, exclude: ["**/x.md"], remarkPlugins: [], recmaPlugins: [] },
      blog: { editUrl: "https://e.test", feedOptions: { type: "all", xslt: true } },
      themeConfig: {
        navbar: { title: "n", items: [] },
        algolia: { appId: "a", apiKey: "k", indexName: "i" },
        prism: { additionalLanguages: ["bash"] },
        docs: { sidebar: { hideable: true } },
        zoom: { selector: "img" },
      },
    };
    expect(errors(config)).toEqual([]);
    expect(warned(config).sort()).toEqual(
      [
        // exclude is honoured (content/content-files.ts); remarkPlugins run (config/markdown-plugins.ts); recmaPlugins act on compiled JavaScript, which docsgen has not.
        "docs.recmaPlugins",
        "blog.feedOptions.xslt",
        "blog.editUrl",
        "markdown.format",
        "themeConfig.prism",
        "themeConfig.docs",
        "themeConfig.zoom",
        "organizationName",
        "projectName",
        "trailingSlash",
        // clientModules run on every page (client-modules/).
        "future",
      ].sort(),
    );
  });

  it("themeConfig.algolia: DocSearch's options; what docsgen does not pass on is warned, a missing key refused", () => {
    const algolia = {
      appId: "A",
      apiKey: "k",
      indexName: "i",
      contextualSearch: false,
      searchParameters: { facetFilters: ["type:content"], hitsPerPage: 5 },
      externalUrlRegex: "other\\.example",
      replaceSearchResultPathname: { from: "/a/", to: "/b/" },
      placeholder: "Search",
      searchPagePath: "search",
      insights: true,
      askAi: "assistant",
      initialQuery: "x",
    };
    const config = { ...valid, themeConfig: { ...valid.themeConfig, algolia } };
    expect(errors(config)).toEqual([]);
    expect(warned(config).sort()).toEqual(
      [
        "themeConfig.algolia.searchPagePath",
        "themeConfig.algolia.insights",
        "themeConfig.algolia.askAi",
        "themeConfig.algolia.initialQuery",
      ].sort(),
    );
    const missing = { ...valid, themeConfig: { ...valid.themeConfig, algolia: { apiKey: "k", indexName: "i" } } };
    expect(errors(missing).map((p) => p.path)).toEqual(["themeConfig.algolia.appId"]);
    expect(errors({ ...valid, search: "lunr" }).map((p) => p.path)).toEqual(["search"]);
  });

  it("customFields: any values, for the site's React code (useDocusaurusContext)", () => {
    const config = { ...valid, customFields: { a: 1, nested: { list: ["x"] } } };
    expect(errors(config)).toEqual([]);
    expect(warned(config)).toEqual([]);
  });

  it('feedOptions.type: one type, "all", a list, or null', () => {
    for (const type of ["rss", "all", ["atom", "json"], null]) {
      expect(errors({ ...valid, blog: { feedOptions: { type } } })).toEqual([]);
    }
  });

  it("top-level keys Docusaurus refuses stay errors with the nearest key", () => {
    expect(validate({ ...valid, tagLine: "x" }, CONFIG_SHAPE)).toEqual([
      { path: "tagLine", message: "is not a known option", hint: 'Did you mean "tagline"?' },
    ]);
  });
});
