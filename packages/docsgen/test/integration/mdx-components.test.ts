import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import type { BuildContext } from "../../cli/cache/context.ts";
import { diskContext } from "../../cli/cache/disk-context.ts";
import { memoryContext } from "../../cli/cache/memory-context.ts";
import { cacheSettings } from "../../cli/cache/settings.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { buildFailure } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 34, build step 1: docs whose MDX imports the site's own components (fixture: mdx-components, a
// Highlight with props and children, a stateful counter, a Badge with a CSS module, a Steps wrapper around
// markdown; `export const` and `{expressions}`), compiled with @mdx-js/mdx from docsgen's processed tree and
// rendered with the site's code; a plain .md doc and an MDX doc with only theme components keep their path.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

async function buildQuietly(
  site: string,
  options: { outDir?: string; context?: (config: Awaited<ReturnType<typeof resolveConfig>>) => BuildContext } = {},
) {
  const config = await resolveConfig({ siteDir: site, ...(options.outDir ? { outDir: options.outDir } : {}) });
  return build(config, quiet, options.context?.(config) ?? coldContext({ threads: 1 }));
}

/** Output-relative path → contents. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile())
      out.set(join(e.parentPath, e.name).slice(dir.length + 1), readFileSync(join(e.parentPath, e.name), "latin1"));
  return out;
}

let site: string;
let result: Awaited<ReturnType<typeof buildQuietly>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
/** The content region of a built page. */
const content = (rel: string) => {
  const html = read(rel).replaceAll("<!-- -->", "");
  return html.slice(html.indexOf('id="__docsgen_content"'), html.indexOf("</article>"));
};

beforeAll(async () => {
  site = copyFixture("mdx-components");
  result = await buildQuietly(site);
}, 60_000);

describe("MDX docs that use the site's own components", () => {
  it("render the components with their props and children, without mdx-unsupported warnings", () => {
    const html = content("docs/components/index.html");
    expect(html).toContain(
      '<span class="highlight" style="background-color:#25c2a0;border-radius:2px;color:#fff;padding:0.2rem">Docusaurus green</span>',
    );
    expect(html).toMatch(/<button type="button" class="click-counter">Pressed 0 times<\/button>/);
    expect(html).toMatch(/<span class="[\w-]*badge[\w-]*">new<\/span>/);
    expect(result.diagnostics.filter((d) => d.code === "mdx-unsupported")).toEqual([]);
  });

  it("evaluate `export const` and {expressions}", () => {
    expect(content("docs/components/index.html")).toContain("The crew of 4 is led by Ada.");
  });

  it("keep what docsgen does to markdown: heading ids and TOC, admonitions, highlighted code, final links, images, sanitized HTML", () => {
    const html = content("docs/components/index.html");
    expect(html).toMatch(/<h2 id="counting"[^>]*>Counting<a [^>]*href="#counting"/);
    expect(result.pages.find((p) => p.route === "/docs/components")?.toc).toEqual([
      expect.objectContaining({ id: "counting", text: "Counting" }),
    ]);
    expect(html).toContain('<div class="theme-admonition theme-admonition-tip admonition alert alert--success">');
    expect(html).toContain('<div class="codeBlockTitle">check.js</div>');
    expect(html).toMatch(/<span style="color:[^"]+">const<\/span>/);
    // Inside a component's children: the markdown is processed (a final link, highlighted code).
    expect(html).toMatch(
      /<section class="steps"><p class="steps__title">Before the shift<\/p><ol>\s*<li>\s*<p>Read the <a href="\/docs\/intro">introduction<\/a>\.<\/p>[\s\S]*codeBlockTitle[\s\S]*<\/section>/,
    );
    expect(html).toMatch(/<img src="\/img\/lamp.svg" alt="A lamp"/);
    expect(html).toContain(
      '<div class="raw-note">Raw <b>HTML</b> is still sanitized.<img src="/img/lamp.svg" alt=""/>',
    );
    expect(html).not.toContain("onerror");
  });

  it("load the page's own script and its CSS module's stylesheet beside docsgen's client", () => {
    const html = read("docs/components/index.html");
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringMatching(/^\/assets\/entry-/),
      expect.stringMatching(/^\/assets\/site\/mdx-\d+-/),
    ]);
    const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/site\/[^"]+)"/g)].map((m) => m[1]);
    expect(css.some((href) => /badge/.test(read(href.slice(1))))).toBe(true);
    // The client's router loads the page (its script hydrates it), as it loads React pages.
    expect(html).toMatch(/"reactRoutes":\[[^\]]*"\/docs\/components"/);
    // React is the entry's: the page's script and its chunks hold no second copy (cli/react/entry-react.ts).
    const own = [
      scripts[1].slice(1),
      ...readdirSync(join(site, "build/assets/site/chunks")).map((f) => `assets/site/chunks/${f}`),
    ];
    for (const file of own) expect(read(file), file).not.toContain("react.transitional.element");
    expect(read(scripts[0].slice(1))).toContain("react.transitional.element");
  });

  it("render an MDX page of the pages folder with them too", () => {
    expect(content("index.html")).toContain(
      '<span class="highlight" style="background-color:#b45309;border-radius:2px;color:#fff;padding:0.2rem">Field notes</span> for night crews.',
    );
    expect(result.diagnostics.filter((d) => d.code === "home-missing")).toEqual([]);
  });

  it("take components used without an import from the site's src/theme/MDXComponents, and render docsgen's own elements once", () => {
    const html = content("docs/everywhere/index.html");
    expect(html).toContain(
      'No import needed: <span class="highlight" style="background-color:#7c3aed;border-radius:2px;color:#fff;padding:0.2rem">global highlight</span>.',
    );
    // The map spreads @theme-original/MDXComponents: its headings and links are docsgen's, not added again.
    expect(html.match(/class="hash-link"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/docs/intro">Back to the introduction</a>');
    expect(result.diagnostics.filter((d) => d.code === "unbuilt")).toEqual([]);
  });

  it("leave plain markdown and theme-only MDX pages as they were", () => {
    expect(read("docs/components/index.html")).toContain("data-docsgen-mdx");
    for (const rel of ["docs/intro/index.html", "docs/tabs/index.html"]) {
      const html = read(rel);
      expect(html).not.toContain("/assets/site/");
      expect(html).not.toContain("data-docsgen-mdx");
    }
  });
});

describe("failures on a page with the site's components", () => {
  it("a component that throws while rendering names the page, the component and its source line", async () => {
    const broken = copyFixture("mdx-components");
    writeFileSync(
      join(broken, "src/components/ClickCounter.tsx"),
      'export default function ClickCounter(): never {\n  throw new Error("no lamp oil");\n}\n',
    );
    const [d] = await buildFailure(broken);
    expect(d).toMatchObject({ severity: "error", code: "site-render" });
    // The counter is on other pages too (through a partial, in a blog post): the first to render is named.
    const users = [
      "docs/components.mdx",
      "docs/partials.mdx",
      "docs/checklist.md",
      "blog/2026-03-09-lamp-room/index.mdx",
    ];
    expect(users).toContain(d.file);
    expect(d.message).toMatch(
      /^the component ClickCounter \(src\/components\/ClickCounter\.tsx:2:\d+\) threw while this page rendered: no lamp oil/,
    );
  });

  it("a file outside the site is not imported, from the MDX or from a component (issue 36's containment rule)", async () => {
    const broken = copyFixture("mdx-components");
    const outside = join(broken, "../outside-secret.js");
    writeFileSync(outside, 'export default "the secret";\n');
    const file = join(broken, "docs/components.mdx");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        "'@site/src/components/Steps'",
        `'${relative(dirname(file), outside).split(sep).join("/")}'`,
      ),
    );
    writeFileSync(
      join(broken, "src/components/Leak.tsx"),
      'import secret from "/etc/hostname";\nexport default secret;\n',
    );
    writeFileSync(join(broken, "docs/leak.mdx"), 'import Leak from "@site/src/components/Leak";\n\n<Leak />\n');
    const diagnostics = await buildFailure(broken);
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: "path-outside", file: "docs/components.mdx", line: 9 }),
        expect.objectContaining({ code: "path-outside", file: "src/components/Leak.tsx", line: 1 }),
      ]),
    );
    for (const d of diagnostics) expect(d.message).toContain("is outside the site folder");
  });

  it("an import that cannot be resolved names the MDX file and the import's line", async () => {
    const broken = copyFixture("mdx-components");
    const file = join(broken, "docs/components.mdx");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("'@site/src/components/Steps'", "'@site/src/components/Stairs'"),
    );
    const diagnostics = await buildFailure(broken);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        code: "site-code",
        file: "docs/components.mdx",
        line: 9,
        message: expect.stringContaining('Could not resolve "@site/src/components/Stairs"'),
      }),
    ]);
  });
});

describe("HTML elements whose attributes read the site's code", () => {
  it("are rendered by it, as in Docusaurus: a CSS module's class, in an mdx-code-block's imports too", async () => {
    const copy = copyFixture("mdx-components");
    writeFileSync(join(copy, "docs/boxes.module.css"), ".box { border: 1px solid #0f766e; }\n");
    writeFileSync(
      join(copy, "docs/boxes.mdx"),
      [
        "---",
        "title: Boxes",
        "---",
        "",
        "```mdx-code-block",
        "import styles from './boxes.module.css';",
        'import { Badge } from "@site/src/components/Badge"',
        "```",
        "",
        '<div className={styles.box} title="A box" onClick={styles.box} data-kind={styles.box}>',
        "  <Badge>new</Badge> **inside**",
        "</div>",
        "",
        "<a className={styles.box} href={styles.box}>link</a>",
        "",
      ].join("\n"),
    );
    const built = await buildQuietly(copy);
    const html = readFileSync(join(copy, "build/docs/boxes/index.html"), "utf8");
    expect(html).toMatch(/<div title="A box" class="boxes_box" data-kind="boxes_box">/);
    expect(html).toContain("<strong>inside</strong>");
    expect(html).toMatch(/<a class="boxes_box">link<\/a>/);
    const sheet = html.match(/href="\/(assets\/site\/mdx-[^"]+\.css)"/)?.[1];
    expect(readFileSync(join(copy, "build", sheet ?? "missing"), "utf8")).toContain(".boxes_box{");
    const messages = built.diagnostics
      .filter((d) => d.file === "docs/boxes.mdx")
      .map((d) => `${d.line} ${d.code} ${d.message}`);
    // `onClick={…}` is code, kept for the browser (issue 48); `href` could make the site's value a URL.
    expect(messages).toEqual([
      "14 html-unsafe the attribute href of <a> reads the site's code, which may make it a URL",
    ]);
  });
});

describe("rebuilds of a site with the site's components", () => {
  const editCounter = (dir: string) => {
    const file = join(dir, "src/components/ClickCounter.tsx");
    writeFileSync(file, readFileSync(file, "utf8").replace("{label} {count} times", "{label} {count} times so far"));
  };

  it("watch (memory): editing a component rebuilds the page that uses it, and equals a cold build", async () => {
    const dir = copyFixture("mdx-components");
    const context = memoryContext({ threads: 1 });
    await buildQuietly(dir, { context: () => context });
    editCounter(dir);
    const again = await buildQuietly(dir, { context: () => context });
    expect(again.changed).toContain("docs/components/index.html");
    // The blog post that uses it, its list page, and the doc whose partial does.
    expect(again.changed).toEqual(
      expect.arrayContaining(["blog/2026/03/09/lamp-room/index.html", "blog/index.html", "docs/checklist/index.html"]),
    );
    expect(again.changed).not.toContain("docs/intro/index.html");
    expect(again.changed).not.toContain("blog/2026/03/02/plain-notes/index.html");
    expect(readFileSync(join(dir, "build/docs/components/index.html"), "utf8").replaceAll("<!-- -->", "")).toContain(
      "Pressed 0 times so far",
    );
    await buildQuietly(dir, { outDir: "cold-out" });
    expect(files(join(dir, "build"))).toEqual(files(join(dir, "cold-out")));
    await context.dispose();
  });

  it("disk cache: a page with the site's components is rendered with the current code, and equals a cold build", async () => {
    const dir = copyFixture("mdx-components");
    const cache = join(dir, "node_modules/.cache/docsgen-build");
    const context = (config: Parameters<typeof cacheSettings>[0]) =>
      diskContext(cacheSettings(config, cache), { threads: 1 });
    await buildQuietly(dir, { context });
    editCounter(dir);
    const again = await buildQuietly(dir, { context });
    expect(again.changed).toContain("docs/components/index.html");
    expect(readFileSync(join(dir, "build/docs/components/index.html"), "utf8").replaceAll("<!-- -->", "")).toContain(
      "Pressed 0 times so far",
    );
    await buildQuietly(dir, { outDir: "cold-out" });
    expect(files(join(dir, "build"))).toEqual(files(join(dir, "cold-out")));
  });
});
