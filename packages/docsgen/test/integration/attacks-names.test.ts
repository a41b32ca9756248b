import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { NGINX_REDIRECTS } from "../../cli/plugins/redirects/redirects.ts";
import { NGINX_HEADERS } from "../../cli/write/security-headers.ts";
import { buildInProcess } from "../helpers/build.ts";
import { REPO } from "../helpers/cli.ts";
import { BASE, startNginx } from "../helpers/servers.ts";

// Issue 47, items 1, 2 and 5: every name that becomes a path, and every config value that reaches the CSP or
// the HTML, is validated where it is read, with a located error; nothing from the output configures nginx.
// Each row is an attack on a small site of its own (a site.config.ts, or a docusaurus.config.js): the files
// it changes, and the located diagnostic the build must print (file:line, severity, code, config path).

type Config = Record<string, unknown>;

interface Attack {
  name: string;
  /** Merged over the base config (a key set to undefined is removed). */
  config?: Config;
  /** A docusaurus.config.js instead of site.config.ts. */
  docusaurus?: boolean;
  files?: Record<string, string>;
  /** The diagnostic, as the build prints it. */
  expected: RegExp;
  /** Default: the build fails. */
  warning?: true;
}

const BASE_CONFIG: Config = {
  title: "Names",
  url: "https://example.test",
  baseUrl: "/",
  i18n: { defaultLocale: "en", locales: ["en"] },
};

/** A site in a temp folder: the config written one key a line (so problems have lines), a doc, the files. */
function site(attack: Pick<Attack, "config" | "docusaurus" | "files">): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-names-"));
  const config = JSON.stringify({ ...BASE_CONFIG, ...attack.config }, null, 2);
  const file = attack.docusaurus ? "docusaurus.config.js" : "site.config.ts";
  writeFileSync(join(dir, file), attack.docusaurus ? `module.exports = ${config};\n` : `export default ${config};\n`);
  const files = { "docs/intro.md": "# Intro\n\nHello.\n", ...attack.files };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const redirects = (from: unknown, to = "/docs/intro") => ({
  plugins: [["@docusaurus/plugin-client-redirects", { redirects: [{ from, to }] }]],
});

const ATTACKS: Attack[] = [
  // Item 1: nothing from the output configures the server.
  {
    name: "a static file in .docsgen/ (nginx would include it)",
    files: { "static/.docsgen/nginx-redirect-x.conf": "location = /x { alias /etc/passwd; }\n" },
    expected:
      /^static\/\.docsgen\/nginx-redirect-x\.conf: error \[path-reserved\] this static file cannot be published at \.docsgen\//m,
  },
  {
    name: "a static file in .DocsGen/ (the same folder on a case-insensitive disk)",
    files: { "static/.DocsGen/headers.json": "{}" },
    expected: /^static\/\.DocsGen\/headers\.json: error \[path-reserved\]/m,
  },
  {
    name: "a doc whose slug lands in .docsgen/",
    config: { docs: { routeBasePath: "/" } },
    files: { "docs/x.md": "---\nslug: /.docsgen/nginx-redirect-x.conf\n---\n# X\n" },
    expected:
      /^docs\/x\.md: error \[path-reserved\] the page's route \/\.docsgen\/nginx-redirect-x\.conf cannot be built/m,
  },
  {
    name: "the docs' route base path is .docsgen",
    config: { docs: { routeBasePath: ".docsgen" } },
    expected: /^docs\/intro\.md: error \[path-reserved\] the page's route \/\.docsgen\/intro/m,
  },
  {
    name: "a redirect from .docsgen/",
    docusaurus: true,
    config: redirects("/.docsgen/nginx-redirect-x.conf"),
    expected:
      /^docusaurus\.config\.js:\d+: error \[path-reserved\] plugins\[0\]\[1\]\.redirects\[0\] redirects from "\/\.docsgen\/nginx-redirect-x\.conf"/m,
  },
  // Item 2: locale names.
  {
    name: 'a locale named "../../X" (the whole locale was written outside the output)',
    config: { i18n: { defaultLocale: "en", locales: ["en", "../../X"] } },
    expected:
      /^site\.config\.ts:\d+: error \[config-invalid\] i18n\.locales\[1\] \("\.\.\/\.\.\/X"\) is not a locale name/m,
  },
  {
    name: "a locale named a/b",
    config: { i18n: { defaultLocale: "en", locales: ["en", "a/b"] } },
    expected: /error \[config-invalid\] i18n\.locales\[1\] \("a\/b"\) is not a locale name/,
  },
  {
    name: "a locale name with CR/LF",
    config: { i18n: { defaultLocale: "en", locales: ["en", "fr\r\nSet-Cookie: x=1"] } },
    expected: /error \[config-invalid\] i18n\.locales\[1\] \("fr\\r\\nSet-Cookie: x=1"\) is not a locale name/,
  },
  {
    name: "a locale name with HTML",
    config: { i18n: { defaultLocale: "en", locales: ["en", '"><img src=x onerror=alert(1)>'] } },
    expected: /error \[config-invalid\] i18n\.locales\[1\] .* is not a locale name/,
  },
  {
    name: "a default locale named ..",
    config: { i18n: { defaultLocale: "..", locales: [".."] } },
    expected: /error \[config-invalid\] i18n\.defaultLocale \("\.\."\) is not a locale name/,
  },
  ...["assets", "search", "docs", "Assets"].map(
    (name): Attack => ({
      name: `a locale named ${name}, a folder of docsgen's own output`,
      config: { i18n: { defaultLocale: "en", locales: ["en", name] } },
      expected: new RegExp(
        `^site\\.config\\.ts:\\d+: error \\[config-invalid\\] i18n\\.locales\\[1\\] \\("${name}"\\) names a folder of the output`,
        "m",
      ),
    }),
  ),
  {
    name: "a locale named like the blog's route base path, in a docusaurus.config",
    docusaurus: true,
    config: {
      i18n: { defaultLocale: "en", locales: ["en", "news"] },
      presets: [["classic", { blog: { routeBasePath: "news" } }]],
    },
    expected: /^docusaurus\.config\.js:\d+: error \[config-invalid\] i18n\.locales\[1\] \("news"\) names a folder/m,
  },
  {
    name: "a locale's translations folder that climbs",
    config: { i18n: { defaultLocale: "en", locales: ["en"], localeConfigs: { en: { path: "../../etc" } } } },
    expected: /error \[config-invalid\] i18n\.localeConfigs\.en\.path \("\.\.\/\.\.\/etc"\) is not a locale name/,
  },
  {
    name: "a locale's base URL with a quote",
    config: { i18n: { defaultLocale: "en", locales: ["en"], localeConfigs: { en: { baseUrl: '/"><x/' } } } },
    expected: /error \[config-invalid\] i18n\.localeConfigs\.en\.baseUrl .* is not a path of plain URL characters/,
  },
  {
    name: "a redirect from a locale's root (the locale's home page was lost)",
    docusaurus: true,
    config: { ...redirects("/fr"), i18n: { defaultLocale: "en", locales: ["en", "fr"] } },
    expected:
      /^docusaurus\.config\.js:\d+: error \[path-reserved\] plugins\[0\]\[1\]\.redirects\[0\] redirects from "\/fr", which cannot be built: it lies in the folder of the locale fr/m,
  },
  // Item 2: version names, from the config and from versions.json.
  {
    name: "a version in versions.json that climbs",
    files: { "versions.json": '[\n  "../../../x"\n]\n' },
    expected:
      /^versions\.json:2: error \[config-invalid\] versions\.json lists the version "\.\.\/\.\.\/\.\.\/x", which holds a slash/m,
  },
  {
    name: "a version named with a control character in versions.json",
    files: { "versions.json": '["1.0\\n"]' },
    expected:
      /^versions\.json:1: error \[config-invalid\] versions\.json lists the version "1\.0\\n", which holds a character/m,
  },
  {
    name: "docs.lastVersion ..",
    config: { docs: { lastVersion: ".." } },
    expected: /^site\.config\.ts:\d+: error \[config-invalid\] docs\.lastVersion \("\.\."\) is "\." or "\.\."/m,
  },
  {
    name: "docs.onlyIncludeVersions with a slash",
    config: { docs: { onlyIncludeVersions: ["a/../../b"] } },
    expected: /error \[config-invalid\] docs\.onlyIncludeVersions\[0\] .* holds a slash/,
  },
  {
    name: "a version's path that climbs",
    config: { docs: { versions: { current: { path: "../../up" } } } },
    expected: /error \[config-invalid\] docs\.versions\.current\.path \("\.\.\/\.\.\/up"\) is not a path/,
  },
  // Item 2: redirects as written.
  {
    name: "a redirect from a path with CR/LF",
    docusaurus: true,
    config: redirects("/a\r\nX-Injected: 1"),
    expected:
      /^docusaurus\.config\.js:\d+: error \[config-invalid\] plugins\[0\]\[1\]\.redirects\[0\]\.from .* is not a site path/m,
  },
  {
    name: "a redirect from a path that climbs",
    docusaurus: true,
    config: redirects(["/ok", "/../../etc/x"]),
    expected:
      /error \[config-invalid\] plugins\[0\]\[1\]\.redirects\[0\]\.from\[1\] \("\/\.\.\/\.\.\/etc\/x"\) is not a site path/,
  },
  {
    name: "a redirect to a javascript: URL",
    docusaurus: true,
    config: redirects("/old", "javascript:alert(1)"),
    expected:
      /error \[config-invalid\] plugins\[0\]\[1\]\.redirects\[0\]\.to \("javascript:alert\(1\)"\) is not a site path/,
  },
  // Item 2: route bases (the last guard refused to write them, as "a bug in docsgen", without a place).
  {
    name: "the docs' route base path climbs",
    config: { docs: { routeBasePath: "../../../x" } },
    expected:
      /^site\.config\.ts:\d+: error \[config-invalid\] docs\.routeBasePath \("\.\.\/\.\.\/\.\.\/x"\) is not a path/m,
  },
  {
    name: "the blog's route base path climbs, in a docusaurus.config",
    docusaurus: true,
    config: { presets: [["classic", { blog: { routeBasePath: "../../x" } }]] },
    expected:
      /^docusaurus\.config\.js:\d+: error \[config-invalid\] presets\[0\]\[1\]\.blog\.routeBasePath .* is not a path/m,
  },
  {
    name: "the blog's authors base path climbs",
    config: { blog: { authorsBasePath: "../../../x" } },
    expected: /error \[config-invalid\] blog\.authorsBasePath .* is not a path/,
  },
  // Item 2: the site's URL and base URL.
  {
    name: "url javascript: (it reached canonical links and the sitemap)",
    config: { url: "javascript:alert(1)//" },
    expected:
      /^site\.config\.ts:\d+: error \[config-invalid\] url \("javascript:alert\(1\)\/\/"\) is not an http\(s\) URL/m,
  },
  {
    name: "url with a quote",
    config: { url: 'https://example.test"><script>alert(1)</script>' },
    expected: /error \[config-invalid\] url .* is not an http\(s\) URL/,
  },
  {
    name: "baseUrl that climbs",
    config: { baseUrl: "/../../" },
    expected:
      /^site\.config\.ts:\d+: error \[config-invalid\] baseUrl \("\/\.\.\/\.\.\/"\) is not a path of plain URL characters/m,
  },
  {
    name: "baseUrl with a newline",
    config: { baseUrl: "/a\nb/" },
    expected: /error \[config-invalid\] baseUrl .* is not a path of plain URL characters/,
  },
  // Item 2: the authors map.
  {
    name: "an author page permalink that climbs",
    files: {
      "blog/authors.yml": "jane:\n  name: Jane\n  page:\n    permalink: /../../../../x\n",
      "blog/2024-01-01-a.md": "---\nauthors: jane\n---\n# A\n",
    },
    expected:
      /^blog\/authors\.yml:1: error \[path-outside\] the author "jane" has the page permalink "\/\.\.\/\.\.\/\.\.\/\.\.\/x"/m,
  },
  {
    name: "an author image_url javascript:",
    files: {
      "blog/authors.yml": "jane:\n  name: Jane\n  image_url: javascript:alert(1)\n",
      "blog/2024-01-01-a.md": "---\nauthors: jane\n---\n# A\n",
    },
    expected:
      /^blog\/authors\.yml:1: error \[config-invalid\] the author image "javascript:alert\(1\)" is not an http\(s\) URL/m,
  },
  {
    name: "a post's author_image_url vbscript:",
    files: { "blog/2024-01-01-a.md": "---\nauthor: Jane\nauthor_image_url: ' vbscript:x'\n---\n# A\n" },
    expected: /^blog\/2024-01-01-a\.md: error \[config-invalid\] the author image " vbscript:x"/m,
  },
  // Item 5: what reaches the CSP or the HTML.
  {
    name: "an algolia appId that adds * to connect-src",
    config: { themeConfig: { algolia: { appId: "X' *", apiKey: "k", indexName: "i" } } },
    expected:
      /^site\.config\.ts:\d+: error \[config-invalid\] themeConfig\.algolia\.appId \("X' \*"\) is not an Algolia application id/m,
  },
  {
    name: "a script with a javascript: URL",
    config: { scripts: ["javascript:alert(1)"] },
    expected:
      /^site\.config\.ts:\d+: warning \[config-ignored\] scripts\[0\] is a javascript: URL, which the content security policy blocks; the tag is left out/m,
    warning: true,
  },
  {
    name: "a script object with a data: URL",
    config: { scripts: [{ src: "data:text/javascript,alert(1)" }] },
    expected: /warning \[config-ignored\] scripts\[0\]\.src is a data: URL/,
    warning: true,
  },
  {
    name: "a script with an event-handler attribute",
    config: { scripts: [{ src: "https://cdn.example.test/a.js", onload: "alert(1)" }] },
    expected: /^site\.config\.ts:\d+: warning \[config-ignored\] scripts\[0\]\.onload is an event-handler attribute/m,
    warning: true,
  },
  {
    name: "a stylesheet with a vbscript: URL",
    config: { stylesheets: [{ href: "VBScript:x" }] },
    expected: /warning \[config-ignored\] stylesheets\[0\]\.href is a vbscript: URL/,
    warning: true,
  },
  {
    name: "a head tag with onerror",
    config: { headTags: [{ tagName: "link", attributes: { rel: "icon", href: "/i.png", OnError: "alert(1)" } }] },
    expected: /warning \[config-ignored\] headTags\[0\]\.attributes\.OnError is an event-handler attribute/,
    warning: true,
  },
];

/** Every file of a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

describe("issue 47: names and values from the config and the site are validated where they are read", () => {
  it.each(ATTACKS)("$name", async (attack) => {
    const dir = site(attack);
    const r = await buildInProcess(dir, { cache: false });
    const printed = r.stdout + r.stderr;
    expect(printed).toMatch(attack.expected);
    if (!attack.warning) {
      expect(r.code, printed).toBe(1);
      // Nothing was written beside the site, and no output went live.
      expect(readdirSync(dirname(dir)).filter((n) => n === "X" || n === "x")).toEqual([]);
      expect(existsSync(join(dir, "build"))).toBe(false);
      return;
    }
    expect(r.code, printed).toBe(0);
    // What was left out reaches neither a page nor the policy.
    for (const rel of filesUnder(join(dir, "build")).filter((f) => /\.(html|json|conf)$/.test(f))) {
      const text = readFileSync(join(dir, "build", rel), "utf8");
      expect(text, rel).not.toMatch(/javascript:|vbscript:|data:text\/javascript|onload=|onerror=/i);
    }
  });
});

describe("issue 47, item 1: deploy/nginx.conf includes only the files docsgen writes", () => {
  const conf = readFileSync(join(REPO, "deploy/nginx.conf"), "utf8");
  /** The `include`s of the output's folder, as shell patterns nginx expands (`[s]`, `*`, `?`). */
  const includes = [...conf.matchAll(/^\s*include\s+\/srv\/slightning-coco-widget\/(\S+);/gm)].map((m) => m[1]);
  const asRegExp = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/[.+^${}()|\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\?/g, ".")}$`,
    );

  it("each include matches exactly one name, one docsgen writes", () => {
    expect(includes).toEqual([NGINX_HEADERS, ".docsgen/nginx-redirect[s].conf"]);
    const names = [NGINX_HEADERS, NGINX_REDIRECTS, ".docsgen/nginx-redirect-x.conf", ".docsgen/nginx-redirect.conf"];
    for (const glob of includes) {
      const matched = names.filter((n) => asRegExp(glob).test(n));
      expect(matched.length, glob).toBe(1);
      expect([NGINX_HEADERS, NGINX_REDIRECTS]).toContain(matched[0]);
    }
  });

  it("a real nginx reads the redirect rules docsgen writes, and no other file of .docsgen/", async () => {
    const out = mkdtempSync(join(tmpdir(), "docsgen-nginx-out-"));
    mkdirSync(join(out, ".docsgen"));
    writeFileSync(join(out, NGINX_HEADERS), 'add_header X-Docsgen "1" always;\n');
    writeFileSync(join(out, NGINX_REDIRECTS), `location = ${BASE}old { return 301 ${BASE}new$is_args$args; }\n`);
    // However such a file got there (a static file, before docsgen refused them), nginx must not read it.
    writeFileSync(
      join(out, ".docsgen/nginx-redirect-x.conf"),
      `location = ${BASE}pwned { default_type text/plain; return 200 "pwned"; }\n`,
    );
    const nginx = await startNginx(out);
    try {
      const redirect = await fetch(`${nginx.origin}${BASE}old`, { redirect: "manual" });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get("x-docsgen")).toBe("1");
      const planted = await fetch(`${nginx.origin}${BASE}pwned`, { redirect: "manual" });
      expect(planted.status).toBe(404);
      expect(await planted.text()).not.toContain("pwned");
    } finally {
      await nginx.stop();
    }
  });
});
