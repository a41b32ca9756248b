import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 33, part 4: a Docusaurus site's scripts, stylesheets, head tags and gtag (fixture:
// docusaurus-analytics) are written where Docusaurus writes them, and the site's CSP, in every form the
// build writes it, names exactly the origins they and the content's iframes need. Values that would break
// out of the policy are located errors. test/e2e/analytics-csp.test.ts loads the pages in Chromium.

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const head = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
const policyOf = (html: string) =>
  (/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? "").replaceAll("&#39;", "'");

beforeAll(async () => {
  site = copyFixture("docusaurus-analytics");
  result = await buildInProcess(site);
});

describe("the config's tags", () => {
  it("builds with no warning about scripts, stylesheets, headTags or gtag", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/scripts|stylesheets|headTags|gtag/);
  });

  it("are in the head in Docusaurus's order, after the page's tags and before docsgen's stylesheet", () => {
    const h = head(read("docs/tour/index.html"));
    const order = [
      '<script type="application/ld+json">',
      '<link rel="preconnect" href="https://www.google-analytics.com">',
      '<link rel="preconnect" href="https://www.googletagmanager.com">',
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-BEACON1"></script>',
      "gtag('config', 'G-BEACON1', { 'anonymize_ip': true });\ngtag('config', 'G-BEACON2', { 'anonymize_ip': true });;",
      '<link rel="preconnect" href="https://cdn.example.net">',
      "<script>window.beaconReady = true;</script>",
      '<link rel="stylesheet" href="https://cdn.example.org/katex@0.16.11/dist/katex.min.css" type="text/css" integrity="sha384-',
      '<script src="https://cdn.example.net/widgets/feedback.js" async></script>',
      '<script src="/js/local.js"></script>',
      '<link rel="stylesheet" href="/assets/styles-',
      '<script type="module" src="/assets/entry-',
    ];
    const at = order.map((tag) => h.indexOf(tag));
    expect(
      at.every((i) => i >= 0),
      JSON.stringify(at),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // One gtag.js for every id (Google's advice, Docusaurus's output).
    expect(h.match(/gtag\/js/g)).toHaveLength(1);
    // The body gets nothing: gtag has no noscript part.
    expect(read("docs/tour/index.html")).toContain('<body class="navigation-with-keyboard">\n<script>');
  });

  it("are on every page, the not-found page included", () => {
    for (const rel of ["docs/intro/index.html", "404.html"])
      expect(read(rel)).toContain('<script src="https://cdn.example.net/widgets/feedback.js" async></script>');
  });

  it("are on the React home page (src/pages/index.tsx) too, in the same place, under the same policy (issue 47)", () => {
    const home = read("index.html");
    expect(home).toContain("Take the tour");
    const tags = (html: string) => {
      const h = head(html);
      return h.slice(h.indexOf('<link rel="preconnect"'), h.indexOf('<link rel="stylesheet" href="/assets/styles-'));
    };
    expect(tags(home)).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-BEACON1"></script>');
    // The same tags, in the same order, as on a doc page.
    expect(tags(home)).toBe(tags(read("docs/tour/index.html")));
    expect(policyOf(home)).toBe(policyOf(read("docs/tour/index.html")));
  });
});

describe("the policy", () => {
  const headers = () => JSON.parse(read(".docsgen/headers.json"))["Content-Security-Policy"] as string;

  it("names the config's origins, Google's for gtag, the iframes' origins, and hashes the inline scripts", () => {
    const csp = headers();
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toMatch(
      /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){4} https:\/\/\*\.googletagmanager\.com https:\/\/cdn\.example\.net$/,
    );
    expect(directive("style-src")).toBe("style-src 'self' 'unsafe-inline' https://cdn.example.org");
    expect(directive("font-src")).toBe("font-src 'self' data: https://cdn.example.org");
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive("img-src")).toBe(
      "img-src 'self' data: https: https://*.google-analytics.com https://*.googletagmanager.com",
    );
    expect(directive("frame-src")).toBe("frame-src 'self' https://www.video.example.com https://player.example.org");
    expect(csp).not.toContain("unsafe-inline' https://*.google");
    expect(directive("script-src")).not.toContain("unsafe");
  });

  it("is the same in the <meta> of every page (less frame-ancestors) and in the nginx include", () => {
    const csp = headers();
    const meta = csp.replace("; frame-ancestors 'self'", "");
    for (const rel of ["index.html", "docs/tour/index.html", "docs/intro/index.html", "404.html"])
      expect(policyOf(read(rel))).toBe(meta);
    expect(read(".docsgen/nginx-headers.conf")).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  it("the build summary lists the added origins, and one info line names the iframe origins", () => {
    const out = result.stdout + result.stderr;
    expect(out).toContain(
      "docsgen: the content security policy allows, for the config's scripts, stylesheets and tags: script-src https://*.googletagmanager.com https://cdn.example.net;",
    );
    const frames = out.split("\n").filter((l) => l.includes("iframes in the content"));
    expect(frames).toEqual([
      "docsgen: frame-src allows the iframes in the content: https://www.video.example.com (docs/tour.mdx), https://player.example.org (docs/tour.mdx)",
    ]);
  });
});

describe("a second build, from the build cache", () => {
  it("keeps the iframe origins of the cached pages in the policy", async () => {
    const before = read(".docsgen/headers.json");
    const again = await buildInProcess(site);
    expect(again.code, again.stderr).toBe(0);
    expect(read(".docsgen/headers.json")).toBe(before);
    expect(again.stdout + again.stderr).toContain(
      "frame-src allows the iframes in the content: https://www.video.example.com",
    );
  });
});

describe("the same keys in site.config.ts (docsgen's own format)", () => {
  it("are written and allowed alike", async () => {
    const own = copyFixture("basic");
    const file = join(own, "site.config.ts");
    const keys = `  scripts: [{ src: "https://cdn.example.net/widgets/feedback.js", async: true }],
  stylesheets: ["https://cdn.example.org/k.css"],
  headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: "https://cdn.example.net" } }],
  googleTagManager: { containerId: "GTM-ABC123" },
`;
    writeFileSync(file, readFileSync(file, "utf8").replace("export default {\n", `export default {\n${keys}`));
    const r = await buildInProcess(own);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("config-ignored");
    const html = readFileSync(join(own, "build", "404.html"), "utf8");
    expect(html).toContain('<script src="https://cdn.example.net/widgets/feedback.js" async></script>');
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example.org/k.css">');
    expect(html).toContain(
      '<body class="navigation-with-keyboard">\n<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123"',
    );
    const csp = policyOf(html);
    expect(csp).toContain("https://cdn.example.net");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.org;");
    expect(csp).toContain("frame-src 'self' https://www.googletagmanager.com;");
  });
});

describe("a site without scripts, analytics or iframes", () => {
  it("keeps docsgen's own policy and head: nothing added, nothing printed", async () => {
    const basic = copyFixture("basic");
    const r = await buildInProcess(basic);
    expect(r.code, r.stderr).toBe(0);
    const csp = JSON.parse(readFileSync(join(basic, "build", ".docsgen/headers.json"), "utf8"))[
      "Content-Security-Policy"
    ] as string;
    expect(csp).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'$/,
    );
    const html = readFileSync(join(basic, "build", "404.html"), "utf8");
    expect(html).not.toMatch(/<script (async )?src="http|<link rel="(preconnect|stylesheet)" href="http/);
    expect(r.stdout + r.stderr).not.toMatch(/content security policy allows|iframes in the content/);
  });
});

describe("values that would break out of the policy or a script", () => {
  const refused: [string, string, string][] = [
    ['"https://cdn.example.net/widgets/feedback.js"', '"https://cdn.example.net;script-src *;/x.js"', "scripts[0].src"],
    ['"https://cdn.example.net/widgets/feedback.js"', '"https://cdn.example.net\\n/x.js"', "scripts[0].src"],
    ['"https://cdn.example.net/widgets/feedback.js"', '"https://cdn.example.net\'/x.js"', "scripts[0].src"],
    ['"https://cdn.example.org/katex', '"https://cdn.example.org\\"x/katex', "stylesheets[0].href"],
    ['href: "https://cdn.example.net" }', 'href: "https://a.example.net; img-src *" }', "headTags[0].attributes.href"],
    ['"G-BEACON2"', "\"G-X'); alert(1); ('\"", "presets[0][1].gtag.trackingID[1]"],
  ];
  it.each(refused)("%s as %s is a located error at %s, and no output is written", async (from, to, path) => {
    const copy = copyFixture("docusaurus-analytics");
    const file = join(copy, "docusaurus.config.js");
    const source = readFileSync(file, "utf8");
    expect(source).toContain(from);
    const changed = source.replace(from, to);
    writeFileSync(file, changed);
    const r = await buildInProcess(copy);
    expect(r.code).toBe(1);
    const line = changed.split("\n").findIndex((l) => l.includes(to.split("\\n")[0].slice(0, 30))) + 1;
    expect(r.stderr).toContain(`docusaurus.config.js:${line}: error [config-invalid] ${path} `);
    expect(existsSync(join(copy, "build"))).toBe(false);
  });
});
