import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ShardedSearch } from "../../client/search/sharded-search.ts";
import { buildFailure, buildQuietly } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";
import { diskFetcher } from "../helpers/search-fetch.ts";

// Issue 34, parts 2–4 and 6: a Docusaurus site's React pages (src/pages/*.tsx) are compiled with esbuild,
// rendered on the server with docsgen's React inside docsgen's shell, and hydrated by a bundle of their own
// (fixture: react-site, the classic template's home page with a hero, features with a CSS module,
// ThemedImage, BrowserOnly and a counter; a showcase page; a partial in src/pages/_partials/).

let site: string;
let result: Awaited<ReturnType<typeof buildQuietly>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const lineOf = (file: string, needle: string) =>
  readFileSync(join(site, file), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

beforeAll(async () => {
  site = copyFixture("react-site");
  // The site's own node_modules holds another React: the pages must use docsgen's (one React for everything).
  mkdirSync(join(site, "node_modules/react"), { recursive: true });
  writeFileSync(join(site, "node_modules/react/package.json"), '{"name":"react","version":"0.0.1","main":"index.js"}');
  writeFileSync(join(site, "node_modules/react/index.js"), 'throw new Error("the site\'s own React was loaded");');
  result = await buildQuietly(site);
}, 60_000);

describe("React pages of a Docusaurus site", () => {
  it("are in the search index with the title and text their components rendered, split at their h2s", async () => {
    const base = "/beacon/";
    const search = await ShardedSearch.open(base, diskFetcher(join(site, "build"), base).get);
    const alerts = (await search.search("muted")).find((hit) => hit.url === `${base}guide`);
    expect(alerts?.anchor).toBe("alerts");
    expect(alerts?.title).toBe("Guide");
    // The hero's text is found too; the navbar and footer around a page are not its text.
    expect((await search.search("Beacon")).some((hit) => hit.url === base)).toBe(true);
    const fragments = readdirSync(join(site, "build/search/p")).map((f) =>
      readFileSync(join(site, "build/search/p", f), "utf8"),
    );
    const guide = fragments.find((f) => f.includes(`"${base}guide"`)) ?? "";
    expect(guide).toContain('["Alerts","alerts","Read how to configure it. interval: 1m');
    expect(guide).toContain("Every minute.");
    expect(guide).not.toContain("Copyright");
  });

  it("become routes by Docusaurus's rules: index is the folder's route, partials (_) are not pages", () => {
    expect(result.pages.map((p) => p.route)).toEqual(expect.arrayContaining(["/", "/showcase"]));
    expect(result.pages.some((p) => p.route.includes("_partials"))).toBe(false);
    expect(result.diagnostics.filter((d) => d.file?.startsWith("src/pages"))).toEqual([]);
    expect(result.diagnostics.some((d) => d.code === "home-missing")).toBe(false);
  });

  it("render the hero with Infima's classes, and the site config from useDocusaurusContext", () => {
    const home = read("index.html");
    expect(home).toMatch(
      /<header class="hero hero--primary pages_heroBanner"><div class="container"><h1 class="hero__title">Beacon<\/h1><p class="hero__subtitle">Signals for every service<\/p>/,
    );
    expect(home).toContain('<div class="col col--4"><div class="text--center padding-horiz--md">');
    // docsgen's shell: navbar and footer around the page.
    expect(home).toContain('class="theme-layout-navbar navbar');
    expect(home).toContain("Copyright © Beacon contributors.");
  });

  it("give siteConfig the config's customFields and themeConfig, as useDocusaurusContext does in Docusaurus", () => {
    expect(read("index.html").replaceAll("<!-- -->", "")).toContain(
      '<p class="release">Release 2.4 (3 regions) · Beacon · light · https://beacon.example.com/beacon/ · img/favicon.ico</p>',
    );
  });

  it("make an SVG required by a component a React component, as Docusaurus does (the classic template's features)", () => {
    expect(read("index.html")).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120" class="styles_featureSvg" stroke-width="2" role="img"><title>Easy</title><rect ',
    );
  });

  it("take title and description from @theme/Layout's props", () => {
    const home = read("index.html");
    expect(home).toContain("<title>Hello from Beacon | Beacon</title>");
    expect(home).toContain('<meta name="description" content="Beacon watches your services.">');
    expect(read("showcase/index.html")).toContain("<title>Showcase | Beacon</title>");
  });

  it("scope CSS modules, with the page's stylesheet linked from that page only", () => {
    const home = read("index.html");
    expect(home).toContain('<section class="styles_features">');
    const css = home.match(/<link rel="stylesheet" href="\/beacon\/(assets\/site\/[^"]+\.css)">/);
    expect(css).not.toBeNull();
    const sheet = read(css?.[1] ?? "");
    expect(sheet).toContain(".styles_features{");
    expect(sheet).toContain(".pages_heroBanner{");
    expect(read("docs/intro/index.html")).not.toContain("assets/site/");
  });

  it("make a dynamic import() a chunk of its own, fetched only by the page that imports it", () => {
    const html = read("playground/index.html");
    // BrowserOnly's fallback on the server: the browser-only editor's module never loads there.
    expect(html).toContain('<p class="editor-loading">Loading the editor…</p>');
    expect(html).not.toContain("query-editor");
    const script = html.match(/<script type="module" src="\/beacon\/(assets\/site\/[^"]+\.js)"/)?.[1] ?? "missing";
    const lazy = [...read(script).matchAll(/import\("\/beacon\/(assets\/site\/chunks\/[^"]+\.js)"\)/g)].map(
      (m) => m[1],
    );
    const editor = lazy.filter((chunk) => read(chunk).includes("aroffrano"));
    expect(editor).toHaveLength(1);
    const [chunk] = editor;
    // Neither this page's HTML nor its script's static imports name it, nor any other page's script.
    expect(html).not.toContain(chunk);
    expect(read(script).replace(/import\("[^"]+"\)/g, "")).not.toContain(chunk?.slice("assets/site/".length));
    const others = readdirSync(join(site, "build/assets/site")).filter(
      (f) => f.endsWith(".js") && `assets/site/${f}` !== script,
    );
    for (const other of others) expect(read(`assets/site/${other}`)).not.toContain(chunk?.slice("assets/site/".length));
    expect(read("index.html")).not.toContain(chunk?.slice("assets/site/".length));
    // Its CSS module's stylesheet, which nothing else links, is linked by the chunk as it loads.
    const css = read(chunk ?? "").match(
      /^await new Promise\(.*?href="\/beacon\/(assets\/site\/chunks\/[^"]+\.css)"/,
    )?.[1];
    expect(read(css ?? "missing")).toMatch(/\.styles_editor\{border:1px solid/);
  });

  it("style the Infima classes docsgen's stylesheet lacks from the infima package, only those the page uses", () => {
    const sheets = (html: string) =>
      [...html.matchAll(/<link rel="stylesheet" href="\/beacon\/(assets\/site\/infima-[^"]+)">/g)].map((m) => m[1]);
    const [infima, ...more] = sheets(read("index.html"));
    expect(more).toEqual([]);
    const css = read(infima);
    expect(css).toContain(".text--center{");
    expect(css).toContain(".padding-horiz--md{");
    expect(css).toContain(".col--4{");
    expect(css).not.toMatch(/\.hero|\.button|\.card/);
    // The showcase page uses only classes docsgen styles.
    expect(sheets(read("showcase/index.html"))).toEqual([]);
  });

  it("give @docusaurus/Link and useBaseUrl the base URL; links that leave the site open in a new tab", () => {
    const home = read("index.html");
    expect(home).toContain('<a href="/beacon/docs/intro" class="button button--secondary button--lg">');
    expect(home).toContain('src="/beacon/img/dashboard-light.svg"');
    expect(home).toContain('src="/beacon/img/dashboard-dark.svg"');
    const showcase = read("showcase/index.html");
    expect(showcase).toContain('<a href="https://status.example.com" target="_blank" rel="noopener noreferrer">');
    expect(showcase).toContain('<a href="/beacon/">our home page</a>');
  });

  it("render BrowserOnly's fallback and the components' first state on the server", () => {
    const home = read("index.html");
    expect(home).toContain('<p class="browser-only">Loading your time zone…</p>');
    expect(home).toContain("Clicked <!-- -->0<!-- --> times");
    expect(home).toContain('class="themedComponent themedComponent--light"');
  });

  it("load their own script, not docsgen's entry; a doc page loads the entry only", () => {
    const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts(read("index.html"))).toEqual([expect.stringMatching(/^\/beacon\/assets\/site\/page-[^/]+\.js$/)]);
    expect(scripts(read("docs/intro/index.html"))).toEqual([`/beacon/${result.assets.js}`]);
    // What the page's script imports is in the output, under the base URL.
    const entry = scripts(read("index.html"))[0].slice("/beacon/".length);
    const imports = [...read(entry).matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const url of imports) {
      expect(url).toMatch(/^\/beacon\/assets\/site\//);
      expect(() => read(url.slice("/beacon/".length))).not.toThrow();
    }
  });
});

describe("a doc page of a site with React pages", () => {
  it("has the same first-load JS and CSS as without them (no component bundle)", async () => {
    const plain = copyFixture("react-site");
    // The same routes as markdown pages: the docs link to them.
    rmSync(join(plain, "src/pages"), { recursive: true });
    mkdirSync(join(plain, "src/pages"));
    writeFileSync(join(plain, "src/pages/index.md"), "# Beacon\n");
    writeFileSync(join(plain, "src/pages/showcase.md"), "# Showcase\n");
    const without = await buildQuietly(plain);
    expect(result.assets).toEqual(without.assets);
    expect(result.weight()).toEqual(without.weight());
    const head = (dir: string) =>
      readFileSync(join(dir, "build/docs/intro/index.html"), "utf8").match(
        /<link rel="stylesheet"[\s\S]*?<\/script>/,
      )?.[0];
    expect(head(site)).toBe(head(plain));
  }, 60_000);
});

describe("failures in the site's code are located, and the previous output stays", () => {
  const outputOf = (dir: string) =>
    readdirSync(join(dir, "build"), { recursive: true })
      .map(String)
      .sort()
      .map((f) => [f, f.endsWith(".html") ? readFileSync(join(dir, "build", f), "utf8") : ""]);

  it("a Docusaurus module docsgen does not provide: site-module at the import", async () => {
    const before = outputOf(site);
    writeFileSync(
      join(site, "src/pages/cards.tsx"),
      'import DocCardList from "@theme/DocCardList";\n\nexport default function Cards() {\n  return <DocCardList />;\n}\n',
    );
    try {
      const [d, ...rest] = await buildFailure(site);
      expect(rest).toEqual([]);
      expect(d).toMatchObject({ severity: "error", code: "site-module", file: "src/pages/cards.tsx", line: 1 });
      expect(d.message).toContain('"@theme/DocCardList" is not provided by docsgen');
      expect(outputOf(site)).toEqual(before);
    } finally {
      rmSync(join(site, "src/pages/cards.tsx"));
    }
  }, 60_000);

  it("a component that throws while rendering: site-render naming the page, the component and its line", async () => {
    const before = outputOf(site);
    writeFileSync(
      join(site, "src/components/Uptime.tsx"),
      "export default function Uptime({ of }: { of?: number[] }) {\n  const last = of!.at(-1);\n  return <span>{last}</span>;\n}\n",
    );
    writeFileSync(
      join(site, "src/pages/uptime.tsx"),
      'import Uptime from "@site/src/components/Uptime";\n\nexport default function Page() {\n  return <Uptime />;\n}\n',
    );
    try {
      const [d] = await buildFailure(site);
      expect(d).toMatchObject({ severity: "error", code: "site-render", file: "src/pages/uptime.tsx" });
      expect(d.message).toMatch(
        /^the component Uptime \(src\/components\/Uptime\.tsx:2:\d+\) threw while this page rendered: /,
      );
      expect(d.hint).toContain("at Uptime (src/components/Uptime.tsx:2:");
      expect(outputOf(site)).toEqual(before);
    } finally {
      rmSync(join(site, "src/pages/uptime.tsx"));
    }
  }, 60_000);

  it("a browser global at a module's top level: located, with the BrowserOnly hint", async () => {
    writeFileSync(
      join(site, "src/pages/width.tsx"),
      "const width = window.innerWidth;\n\nexport default function Width() {\n  return <p>{width}</p>;\n}\n",
    );
    try {
      const [d] = await buildFailure(site);
      expect(d).toMatchObject({
        code: "site-render",
        file: "src/pages/width.tsx",
        line: lineOf("src/pages/width.tsx", "window"),
      });
      expect(d.message).toContain("window is not defined");
      expect(d.hint).toContain("<BrowserOnly>");
    } finally {
      rmSync(join(site, "src/pages/width.tsx"));
    }
  }, 60_000);
});

describe("an iframe a React page renders", () => {
  it("has its origin in the content security policy's frame-src of every page, as the markdown's iframes", async () => {
    const copy = copyFixture("react-site");
    writeFileSync(
      join(copy, "src/pages/video.tsx"),
      'export default function Video() {\n  return <iframe title="demo" src="https://player.example.com/embed/1" />;\n}\n',
    );
    const built = await buildQuietly(copy);
    expect(built.diagnostics.filter((d) => d.message.includes("player.example.com"))).toEqual([]);
    const policy = (rel: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        readFileSync(join(copy, "build", rel), "utf8"),
      )?.[1];
    for (const rel of ["video/index.html", "index.html", "docs/intro/index.html"])
      expect(policy(rel), rel).toMatch(/frame-src 'self' https:\/\/player\.example\.com/);
    // The fixture itself renders no iframe: its policy allows none.
    expect(read("index.html")).not.toContain("player.example.com");
  });
});

describe("what Docusaurus's webpack accepts in the site's code", () => {
  it("Sass is compiled as docusaurus-plugin-sass compiles it; /x imports resolve from static/, then the site", async () => {
    const copy = copyFixture("react-site");
    mkdirSync(join(copy, "static/data"), { recursive: true });
    writeFileSync(join(copy, "static/data/team.json"), '{"size": 3}\n');
    writeFileSync(join(copy, "src/pages/_spacing.scss"), "$gap: 4px;\n@mixin roomy { padding: $gap * 2; }\n");
    writeFileSync(
      join(copy, "src/pages/team.module.scss"),
      '@use "spacing";\n.team {\n  @include spacing.roomy;\n  &:hover { color: red; }\n}\n',
    );
    writeFileSync(
      join(copy, "src/pages/team.tsx"),
      [
        'import { usePluralForm, useWindowSize } from "@docusaurus/theme-common";',
        'import team from "/data/team.json";',
        'import styles from "./team.module.scss";',
        "export default function Team() {",
        "  const { selectMessage } = usePluralForm();",
        "  const size = useWindowSize();",
        '  return <p className={styles.team ?? "plain"} data-size={size}>{selectMessage(team.size, "one person|{n} people").replace("{n}", String(team.size))}</p>;',
        "}",
        "",
      ].join("\n"),
    );
    const built = await buildQuietly(copy);
    expect(built.diagnostics.filter((d) => /sass/i.test(d.message))).toEqual([]);
    const html = readFileSync(join(copy, "build/team/index.html"), "utf8");
    const scoped = html.match(/<p class="([^"]+)" data-size="ssr">3 people<\/p>/)?.[1];
    expect(scoped).toMatch(/team/);
    expect(scoped).not.toBe("plain");
    const sheet = html.match(/href="\/[^"]*?(assets\/site\/[^"]+\.css)"/)?.[1];
    const css = readFileSync(join(copy, "build", sheet ?? "missing"), "utf8");
    expect(css).toContain(`.${scoped}{padding:8px}`);
    expect(css).toContain(`.${scoped}:hover{color:red}`);
  });

  it("a Sass error fails the build at its file and line", async () => {
    const copy = copyFixture("react-site");
    writeFileSync(join(copy, "src/pages/broken.module.scss"), ".a {\n  color: $undefined-colour;\n}\n");
    writeFileSync(
      join(copy, "src/pages/broken.tsx"),
      'import styles from "./broken.module.scss";\nexport default () => <p className={styles.a}>x</p>;\n',
    );
    const [error] = await buildFailure(copy);
    expect(error).toMatchObject({ code: "site-code", file: "src/pages/broken.module.scss", line: 2 });
    expect(error?.message).toContain("Undefined variable");
  });
});
