import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { EN } from "../../shared/locales/en.ts";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { PageData, SiteData } from "../../shared/site-data.ts";
import { DocPage } from "../../templates/DocPage.tsx";
import { StringsContext } from "../../templates/strings-context.ts";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 37 part 1: a 3-version Docusaurus site (versions.json, versioned_docs/, versioned_sidebars/) builds
// every version at Docusaurus's routes, each with its own sidebar, links resolved within the version.
// Fixture: versioned-site.

let site: string;
let result: CliResult;
const read = (rel: string, dir = site) => readFileSync(join(dir, "build", rel), "utf8");
const links = (html: string) => [...html.matchAll(/href="(\/docs[^"#]*)/g)].map((m) => m[1]);

/** A copy of the fixture with its config's docs options replaced by `docs` (JS source), built. */
async function buildWith(docs: string): Promise<{ dir: string; result: CliResult }> {
  const dir = copyFixture("versioned-site");
  const file = join(dir, "docusaurus.config.js");
  const source = readFileSync(file, "utf8");
  writeFileSync(file, source.replace(/docs: \{\n\s+sidebarPath[\s\S]*?\n {8}\},\n/, `docs: ${docs},\n`));
  return { dir, result: await buildInProcess(dir) };
}

beforeAll(async () => {
  site = copyFixture("versioned-site");
  result = await buildInProcess(site);
});

describe("a versioned Docusaurus site", () => {
  it("builds without unbuilt or ignored-option warnings about versions", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("[unbuilt]");
    expect(result.stderr).not.toContain("docs.versions is ignored");
  });

  it("serves the last version at /docs/, the current one at /docs/next/, the others at /docs/<name>/", () => {
    expect(read("docs/intro/index.html")).toContain("Ferry 2 moves files");
    expect(read("docs/next/intro/index.html")).toContain("Ferry 3 (next) moves files");
    expect(read("docs/1.0/intro/index.html")).toContain("Ferry 1 copies files");
    expect(read("docs/guides/sync/index.html")).toContain("Ferry 2 syncs one way");
    // A slug is relative to its version's route.
    expect(read("docs/1.0/setup/index.html")).toContain("Build Ferry 1 from source");
  });

  it("resolves markdown links within the version of the page", () => {
    expect(links(read("docs/next/intro/index.html"))).toContain("/docs/next/guides/install");
    expect(links(read("docs/intro/index.html"))).toContain("/docs/guides/install");
    expect(links(read("docs/1.0/intro/index.html"))).toContain("/docs/1.0/setup");
    expect(links(read("docs/1.0/setup/index.html"))).toContain("/docs/1.0/intro");
  });

  it("gives each version its own sidebar", () => {
    const sidebar = (rel: string) => [
      ...new Set(links(read(rel).split('aria-label="Docs sidebar"')[1].split("</nav>")[0])),
    ];
    expect(sidebar("docs/1.0/intro/index.html")).toEqual(["/docs/1.0/intro", "/docs/1.0/setup"]);
    expect(sidebar("docs/next/guides/sync/index.html")).toEqual([
      "/docs/next/intro",
      "/docs/next/guides/install",
      "/docs/next/guides/sync",
    ]);
    expect(sidebar("docs/guides/sync/index.html")).toEqual([
      "/docs/intro",
      "/docs/guides/install",
      "/docs/guides/sync",
    ]);
  });
});

describe("the version badge and banners", () => {
  const banner = (rel: string) =>
    read(rel).match(/<div class="theme-doc-version-banner[^"]*" role="alert">(.*?)<\/div><\/div>/)?.[1];

  it("shows the badge with the version's label on every version's docs", () => {
    expect(read("docs/intro/index.html")).toContain(
      '<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>',
    );
    expect(read("docs/1.0/setup/index.html")).toContain(">Version: 1.0.x</span>");
    expect(read("docs/next/intro/index.html")).toContain(">Version: Next</span>");
  });

  it("has no banner on the last version, unreleased on the current one, unmaintained on older ones", () => {
    expect(banner("docs/intro/index.html")).toBeUndefined();
    // Docusaurus's words (theme.docs.versions.*).
    expect(banner("docs/next/guides/sync/index.html")).toBe(
      '<div>This is unreleased documentation for Ferry Next version.</div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/guides/sync" data-docs-version="2.0">latest version</a></b> (2.0).',
    );
    expect(banner("docs/1.0/intro/index.html")).toContain(
      "This is documentation for Ferry 1.0.x, which is no longer actively maintained.",
    );
    expect(banner("docs/1.0/intro/index.html")).toContain(
      '<a href="/docs/intro" data-docs-version="2.0">latest version</a>',
    );
  });

  it("links a doc the latest version does not have to the latest version's main doc", () => {
    expect(banner("docs/1.0/setup/index.html")).toContain(
      '<a href="/docs/intro" data-docs-version="2.0">latest version</a>',
    );
  });

  it("versions.<name>.banner and badge override the defaults", async () => {
    const { dir, result } = await buildWith(
      '{ sidebarPath: "./sidebars.js", versions: { "1.0": { banner: "none", badge: false }, "2.0": { banner: "unmaintained" } } }',
    );
    expect(result.code, result.stderr).toBe(0);
    const html = read("docs/1.0/intro/index.html", dir);
    expect(html).not.toContain("theme-doc-version-banner");
    expect(html).not.toContain("theme-doc-version-badge");
    expect(read("docs/intro/index.html", dir)).toContain("which is no longer actively maintained.");
  });

  it("an older version's generated category page has the unmaintained banner and the badge, as its docs do", async () => {
    const dir = copyFixture("versioned-site");
    const category = { type: "category", label: "More", link: { type: "generated-index" }, items: ["install"] };
    const sidebars = join(dir, "versioned_sidebars/version-1.0-sidebars.json");
    writeFileSync(sidebars, JSON.stringify({ docs: ["intro", category] }));
    const built = await buildInProcess(dir);
    expect(built.code, built.stderr).toBe(0);
    const html = read("docs/1.0/category/more/index.html", dir);
    expect(html).toMatch(
      /<div class="theme-doc-version-banner[^"]*" role="alert"><div>This is documentation for Ferry 1.0.x, which is no longer actively maintained.<\/div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="\/docs\/intro" data-docs-version="2.0">latest version<\/a><\/b> \(2.0\)./,
    );
    expect(html).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: 1.0.x</span>');
    // What the client hydrates: the doc template renders the same page from its data and its sidebar (the
    // client reads the banner back from the page, as it reads a doc's content).
    const data = JSON.parse(read("docs/1.0/category/more/page-data.json", dir)) as PageData;
    const sidebar = JSON.parse(read(data.sidebarUrl?.slice(1) ?? "", dir)) as SidebarNode[];
    const { site: siteData } = JSON.parse(/<script id="__docsgen_data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    const contentHtml = /<div id="__docsgen_content">(.*?)<\/div><header>/s.exec(html)?.[1];
    expect(contentHtml).toBe(data.contentHtml);
    const props = { site: siteData as SiteData, page: data.page, sidebar, contentHtml: data.contentHtml };
    const doc = renderToString(createElement(StringsContext, { value: EN.ui }, createElement(DocPage, props)));
    expect(html).toContain(doc);
    // The last version's category page (the current one's sidebars file has none): no banner.
    expect(read("docs/intro/index.html", dir)).not.toContain("theme-doc-version-banner");
  });
});

describe("the docs options of versions", () => {
  it("includeCurrentVersion: false builds no /docs/next/", async () => {
    const { dir, result } = await buildWith('{ sidebarPath: "./sidebars.js", includeCurrentVersion: false }');
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(dir, "build/docs/next"))).toBe(false);
    expect(read("docs/intro/index.html", dir)).toContain("Ferry 2 moves files");
  });

  it("onlyIncludeVersions builds those versions only; lastVersion moves the /docs/ route", async () => {
    const { dir, result } = await buildWith(
      '{ sidebarPath: "./sidebars.js", lastVersion: "current", onlyIncludeVersions: ["current", "2.0"] }',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read("docs/intro/index.html", dir)).toContain("Ferry 3 (next) moves files");
    expect(read("docs/2.0/intro/index.html", dir)).toContain("Ferry 2 moves files");
    expect(existsSync(join(dir, "build/docs/1.0"))).toBe(false);
    expect(existsSync(join(dir, "build/docs/next"))).toBe(false);
  });

  it("an older version's edit link points into its versioned_docs/ folder", async () => {
    const { dir, result } = await buildWith(
      '{ sidebarPath: "./sidebars.js", editUrl: "https://code.example.com/ferry/edit/main/" }',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read("docs/1.0/setup/index.html", dir)).toContain(
      'href="https://code.example.com/ferry/edit/main/versioned_docs/version-1.0/install.md"',
    );
    expect(read("docs/next/intro/index.html", dir)).toContain(
      'href="https://code.example.com/ferry/edit/main/docs/intro.md"',
    );
  });

  it("versions.<name>.path sets a version's route segment", async () => {
    const { dir, result } = await buildWith(
      '{ sidebarPath: "./sidebars.js", versions: { current: { path: "edge" } } }',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read("docs/edge/intro/index.html", dir)).toContain("Ferry 3 (next) moves files");
  });

  it("a route two versions produce is reported as a duplicate route", async () => {
    const { result } = await buildWith('{ sidebarPath: "./sidebars.js", versions: { "1.0": { path: "" } } }');
    expect(result.stderr).toContain("[route-duplicate] route /docs/intro is produced twice");
  });

  it("an unknown version in onlyIncludeVersions is an error at its line", async () => {
    const { result } = await buildWith('{ sidebarPath: "./sidebars.js", onlyIncludeVersions: ["3.0"] }');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /docusaurus\.config\.js:\d+: error \[config-invalid\] presets\[0\]\[1\]\.docs\.onlyIncludeVersions names unknown versions: 3\.0/,
    );
  });
});

describe("the version navbar items", () => {
  /** The bar's part of the navbar (the drawer repeats its items). */
  const bar = (rel: string, dir = site) =>
    read(rel, dir).split('class="theme-layout-navbar')[1].split("navbar-sidebar__backdrop")[0];
  /** The version dropdown: its button's label and class, and each entry's label, href and whether it is active. */
  const dropdown = (rel: string, dir = site) => {
    const html = bar(rel, dir);
    const button = html.match(
      /<div class="dropdown[^"]*"><button[^>]*class="([^"]*)"[^>]*>([^<]*)<\/button><ul class="dropdown__menu">(.*?)<\/ul>/,
    );
    if (!button) return undefined;
    const entries = [...button[3].matchAll(/<a class="([^"]*)" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({
      label: m[3],
      href: m[2],
      active: m[1].includes("--active"),
    }));
    return { label: button[2], active: button[1].includes("navbar__link--active"), entries };
  };
  /** A navbar link by its label: href and whether it is active. */
  const link = (rel: string, label: string, dir = site) => {
    const m = bar(rel, dir).match(
      new RegExp(`<a class="navbar__item navbar__link([^"]*)" href="([^"]*)"[^>]*>${label}</a>`),
    );
    return m ? { href: m[2], active: m[1].includes("--active") } : undefined;
  };

  it("builds them without the warning that they are left out", () => {
    expect(result.stderr).not.toContain("does not render the version items");
  });

  it("the dropdown links each version's copy of the doc, else that version's main doc, and shows the version read", () => {
    expect(dropdown("docs/guides/sync/index.html")).toEqual({
      label: "2.0",
      active: true,
      entries: [
        { label: "Next", href: "/docs/next/guides/sync", active: false },
        { label: "2.0", href: "/docs/guides/sync", active: true },
        { label: "1.0.x", href: "/docs/1.0/intro", active: false },
      ],
    });
    expect(dropdown("docs/1.0/setup/index.html")).toEqual({
      label: "1.0.x",
      active: true,
      entries: [
        { label: "Next", href: "/docs/next/intro", active: false },
        { label: "2.0", href: "/docs/intro", active: false },
        { label: "1.0.x", href: "/docs/1.0/setup", active: true },
      ],
    });
  });

  it("outside the docs, the dropdown and the version item show the last version and link its main doc", () => {
    expect(dropdown("index.html")?.label).toBe("2.0");
    expect(dropdown("index.html")?.entries.map((e) => e.href)).toEqual([
      "/docs/next/intro",
      "/docs/intro",
      "/docs/1.0/intro",
    ]);
    expect(link("index.html", "2.0")).toEqual({ href: "/docs/intro", active: false });
  });

  it("a version's docs tag pages are in that version", () => {
    expect(dropdown("docs/1.0/tags/transfer/index.html")?.label).toBe("1.0.x");
    expect(read("docs/1.0/tags/transfer/index.html")).toMatch(/<html [^>]*class="[^"]*\bdocs-version-1\.0\b/);
  });

  it("the version item and the docs sidebar item follow the version read", () => {
    expect(link("docs/1.0/setup/index.html", "1.0.x")?.href).toBe("/docs/1.0/intro");
    expect(link("docs/1.0/setup/index.html", "Docs")).toEqual({ href: "/docs/1.0/intro", active: true });
    expect(link("docs/next/intro/index.html", "Docs")).toEqual({ href: "/docs/next/intro", active: true });
  });

  it("marks the version links so the client remembers the reader's choice", () => {
    expect(bar("docs/intro/index.html")).toContain('href="/docs/1.0/intro" data-docs-version="1.0"');
    // The banner's link to the latest version is a choice too (Docusaurus saves it).
    expect(read("docs/1.0/intro/index.html")).toMatch(
      /<a href="\/docs\/intro" data-docs-version="2.0">latest version<\/a>/,
    );
  });

  it("dropdownItemsBefore/After surround the versions; dropdownActiveClassDisabled marks nothing active", async () => {
    const dir = copyFixture("versioned-site");
    const file = join(dir, "docusaurus.config.js");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        '{ type: "docsVersionDropdown", position: "right" }',
        '{ type: "docsVersionDropdown", position: "right", dropdownActiveClassDisabled: true, dropdownItemsBefore: [{ type: "html", value: "<b>Pick</b>" }], dropdownItemsAfter: [{ to: "/versions", label: "All versions" }] }',
      ),
    );
    mkdirSync(join(dir, "src/pages"), { recursive: true });
    writeFileSync(join(dir, "src/pages/versions.md"), "# Versions\n\nEvery release.\n");
    const built = await buildInProcess(dir);
    expect(built.code, built.stderr).toBe(0);
    const html = bar("docs/intro/index.html", dir);
    expect(html).toMatch(
      /<ul class="dropdown__menu"><li><div class="dropdown__link"><b>Pick<\/b><\/div><\/li><li><a[^>]*>Next<\/a>/,
    );
    expect(dropdown("docs/intro/index.html", dir)).toEqual({
      label: "2.0",
      active: false,
      entries: [
        { label: "Next", href: "/docs/next/intro", active: false },
        { label: "2.0", href: "/docs/intro", active: false },
        { label: "1.0.x", href: "/docs/1.0/intro", active: false },
        { label: "All versions", href: "/versions", active: false },
      ],
    });
  });
});

describe("what search engines and tools read of a versioned site", () => {
  it("every version's page is its own canonical URL, as in Docusaurus", () => {
    expect(read("docs/1.0/intro/index.html")).toContain(
      '<link rel="canonical" href="https://ferry.example.com/docs/1.0/intro">',
    );
    expect(read("sitemap.xml")).toContain("<loc>https://ferry.example.com/docs/1.0/intro</loc>");
  });

  it("a page says its version to search crawlers and in its <html> class", () => {
    const html = read("docs/1.0/intro/index.html");
    expect(html).toContain('<meta name="docusaurus_version" content="1.0">');
    expect(html).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-1.0">');
    expect(html).toMatch(/<html [^>]*class="[^"]*\bdocs-version-1\.0\b/);
    expect(read("docs/next/intro/index.html")).toMatch(/<html [^>]*class="[^"]*\bdocs-version-current\b/);
  });

  it("versions.<name>.noIndex keeps a version out of search engines and the sitemap; className names it", async () => {
    const { dir, result } = await buildWith(
      '{ sidebarPath: "./sidebars.js", versions: { "1.0": { noIndex: true, className: "old-docs" } } }',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("noIndex");
    const html = read("docs/1.0/intro/index.html", dir);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(/<html [^>]*class="[^"]*\bold-docs\b/);
    expect(read("docs/intro/index.html", dir)).not.toContain('name="robots"');
    const sitemap = read("sitemap.xml", dir);
    expect(sitemap).not.toContain("/docs/1.0/");
    expect(sitemap).toContain("<loc>https://ferry.example.com/docs/intro</loc>");
  });

  it("llms.txt lists the last version's docs once, not every version's copy", () => {
    const llms = read("llms.txt");
    expect(llms).toContain("https://ferry.example.com/docs/guides/sync.md");
    expect(llms).not.toContain("/docs/1.0/");
    expect(llms).not.toContain("/docs/next/");
    expect(llms).not.toContain("version-");
    // Each version's page keeps its markdown twin.
    expect(existsSync(join(site, "build/docs/1.0/intro.md"))).toBe(true);
  });
});

describe("the version hooks on a React page", () => {
  it("useVersions and useLatestVersion list the versions, with their paths and main docs", async () => {
    const dir = copyFixture("versioned-site");
    writeFileSync(
      join(dir, "src/pages/versions.js"),
      `import Link from "@docusaurus/Link";
import { useActiveVersion, useLatestVersion, useVersions } from "@docusaurus/plugin-content-docs/client";

const mainDoc = (version) => version.docs.find((doc) => doc.id === version.mainDocId);

export default function Versions() {
  const latest = useLatestVersion();
  return (
    <main>
      <p id="latest">{latest.label} at {latest.path}{useActiveVersion() ? " (active)" : ""}</p>
      <ul>
        {useVersions().map((version) => (
          <li key={version.name}>
            <Link to={mainDoc(version).path}>{version.name}: {version.label}{version.isLast ? " (last)" : ""}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
`,
    );
    const built = await buildInProcess(dir);
    expect(built.code, built.stderr).toBe(0);
    const html = read("versions/index.html", dir).replaceAll("<!-- -->", "");
    expect(html).toContain('<p id="latest">2.0 at /docs</p>');
    expect(html).toContain('<a href="/docs/next/intro">current: Next</a>');
    expect(html).toContain('<a href="/docs/intro">2.0: 2.0 (last)</a>');
    expect(html).toContain('<a href="/docs/1.0/intro">1.0: 1.0.x</a>');
  });
});

describe("the version hooks in a doc's own components", () => {
  it("useActiveVersion gives the version of the doc that renders the component (react-native-website's links)", async () => {
    const dir = copyFixture("versioned-site");
    mkdirSync(join(dir, "src/components"), { recursive: true });
    writeFileSync(
      join(dir, "src/components/Branch.js"),
      `import { useActiveDocContext, useActiveVersion } from "@docusaurus/plugin-content-docs/client";

export default function Branch() {
  const version = useActiveVersion();
  const same = useActiveDocContext().activeVersion?.name === version?.name;
  return <code className="branch">{version ? version.label : "none"}{same ? "" : " (differs)"}</code>;
}
`,
    );
    const mdx = 'import Branch from "@site/src/components/Branch";\n\n# Branch\n\nThe branch: <Branch />\n';
    writeFileSync(join(dir, "docs/branch.mdx"), mdx);
    writeFileSync(join(dir, "versioned_docs/version-1.0/branch.mdx"), mdx);
    writeFileSync(join(dir, "versioned_docs/version-2.0/branch.mdx"), mdx);
    const built = await buildInProcess(dir);
    expect(built.code, built.stderr).toBe(0);
    const branch = (rel: string) =>
      /<code class="branch">([^<]*)<\/code>/.exec(read(rel, dir).replaceAll("<!-- -->", ""))?.[1];
    expect(branch("docs/next/branch/index.html")).toBe("Next");
    expect(branch("docs/1.0/branch/index.html")).toBe("1.0.x");
    expect(branch("docs/branch/index.html")).toBe("2.0");
  });
});
