/**
 * Hostile inputs of a Docusaurus site's own surface (issue 47): the names its config gives (locales,
 * versions, redirects, author permalinks, baseUrl and url), the values that reach the CSP or the HTML
 * (DocSearch's appId, scripts, head tags, author images), its static files and its code's paths. Each is an
 * edit of the docusaurus-site fixture: a replacement in its config text, or files added to the site. Some
 * rows are legitimate (a `zh-Hans` locale, a package import): they must keep building.
 */

/** Text found once in the fixture's `docusaurus.config.ts`, and what replaces it. */
export interface ConfigEdit {
  kind: "config";
  /** What the build must do with this input alone (default "refused": a located error). */
  expect?: Outcome;
  find: string;
  replace: string;
}

/** Files written into the site, by site-relative path. */
export interface FilesEdit {
  kind: "files";
  /** What the build must do with this input alone (default "refused": a located error). */
  expect?: Outcome;
  files: Record<string, string>;
  /** Also a config edit, for inputs that need both (a versions.json and the docs option that reads it). */
  config?: { find: string; replace: string };
}

export type SiteEdit = ConfigEdit | FilesEdit;

/**
 * "refused": a located error; "built": a legitimate input; "either": a value Docusaurus builds, which docsgen
 * may build with a warning as long as the output's checks hold (nothing of it reaches the HTML or the CSP).
 */
export type Outcome = "refused" | "built" | "either";

const legit = <T extends SiteEdit>(edit: T): T => ({ ...edit, expect: "built" });
const either = <T extends SiteEdit>(edit: T): T => ({ ...edit, expect: "either" });

/** What stands beside the site folder: no byte of it may reach the output. */
export const SECRET = "SECRET-7f3a91-beside-the-site";

const LOCALES = 'locales: ["en"]';
const REDIRECTS = "redirects: []";

const locale = (name: string): ConfigEdit => ({
  kind: "config",
  find: LOCALES,
  replace: `locales: ["en", ${JSON.stringify(name)}]`,
});

const redirect = (from: string, to: string): ConfigEdit => ({
  kind: "config",
  find: REDIRECTS,
  replace: `redirects: [{ from: ${JSON.stringify(from)}, to: ${JSON.stringify(to)} }]`,
});

const config = (find: string, replace: string): ConfigEdit => ({ kind: "config", find, replace });

const files = (f: Record<string, string>, edit?: FilesEdit["config"]): FilesEdit => ({
  kind: "files",
  files: f,
  config: edit,
});

const APP_ID = 'appId: "APP"';
const SCRIPTS = 'scripts: [{ src: "https://plausible.example.com/js/script.js", defer: true }]';
const HEAD_TAGS =
  'headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: "https://fonts.example.com" } }]';

export const NAME_EDITS: readonly SiteEdit[] = [
  locale("../../pwned"),
  locale("a/b"),
  locale("..\\..\\pwned"),
  locale("fr\r\nX-Injected: 1"),
  locale('<img src=x onerror="alert(1)">'),
  locale("assets"),
  locale("search"),
  locale(".docsgen"),
  locale("guide"),
  legit(locale("zh-Hans")),
  legit(locale("pt-BR")),
  redirect("/../../pwned", "/guide/intro"),
  either(redirect("/guide/intro", "/blog")),
  redirect("/old\r\nSet-Cookie: a=b", "/guide/intro"),
  redirect("/old", "javascript:alert(1)"),
  either(redirect("/old", "//evil.example.net/x")),
  legit(redirect("/old-intro", "/guide/intro")),
  config('baseUrl: "/lantern/"', 'baseUrl: "/../../"'),
  either(config('baseUrl: "/lantern/"', 'baseUrl: "javascript:alert(1)//"')),
  config('baseUrl: "/lantern/"', 'baseUrl: "/a\\"><script>alert(1)</script>/"'),
  config('url: "https://lantern.example.com"', 'url: "javascript:alert(1)"'),
  config('url: "https://lantern.example.com"', 'url: "data:text/html,<script>alert(1)</script>"'),
  config('url: "https://lantern.example.com"', 'url: "https://lantern.example.com\\" onload=\\"alert(1)"'),
  files({ "versions.json": JSON.stringify(["../../pwned"]), "versioned_docs/version-x/intro.md": "# x\n" }),
  files({ "versions.json": JSON.stringify(["a/b"]) }),
  files({ "blog/authors.yml": 'ann:\n  name: Ann\n  page:\n    permalink: "/../../pwned"\n' }),
  files({ "blog/authors.yml": 'ann:\n  name: Ann\n  image_url: "javascript:alert(1)"\n' }),
];

export const VALUE_EDITS: readonly SiteEdit[] = [
  config(APP_ID, `appId: "X' *"`),
  config(APP_ID, 'appId: "X; script-src *"'),
  config(APP_ID, 'appId: "A\\nB"'),
  either(config(SCRIPTS, 'scripts: ["javascript:alert(1)"]')),
  either(config(SCRIPTS, 'scripts: [{ src: "data:text/javascript,alert(1)" }]')),
  either(config(SCRIPTS, 'scripts: [{ src: "https://ok.example.com/a.js", onload: "alert(1)" }]')),
  either(config(SCRIPTS, 'scripts: [{ src: "https://ok.example.com/a.js\\" onload=\\"alert(1)" }]')),
  either(
    config(HEAD_TAGS, 'headTags: [{ tagName: "link", attributes: { rel: "icon", href: "javascript:alert(1)" } }]'),
  ),
  either(config(HEAD_TAGS, 'headTags: [{ tagName: "img", attributes: { src: "x", onerror: "alert(1)" } }]')),
];

export const FILE_EDITS: readonly SiteEdit[] = [
  files({ "static/.docsgen/nginx-headers.conf": "location / { alias /etc/; }\n" }),
  files({ "static/.docsgen/nginx-redirects-x.conf": "location / { alias /etc/; }\n" }),
  files({ "static/.docsgen/headers.json": '{ "Content-Security-Policy": "script-src *" }\n' }),
  files({ "docs/leak.mdx": 'import Secret from "@site/../secret.js";\n\n# Leak\n\n<Secret />\n' }),
  files({ "src/pages/leak.tsx": 'import secret from "@site/../secret.js";\nexport default () => <p>{secret}</p>;\n' }),
  files({ "src/css/custom.css": '@import "../../../secret.css";\n' }),
  either(files({ "src/css/custom.css": '@import "@site/../secret.css";\n' })),
  config('customCss: "./src/css/custom.css"', 'customCss: "../secret.css"'),
  legit(
    files({
      "docs/ok.mdx": 'import Local from "@site/src/ok.tsx";\n\n# Ok\n\n<Local />\n',
      "src/ok.tsx": "export default () => <b>ok</b>;\n",
    }),
  ),
];

/** The files docsgen itself writes into the output's `.docsgen/`: nothing else may be there. */
export const OWN_DOT_FILES = new Set(["headers.json", "nginx-headers.conf", "nginx-redirects.conf"]);
