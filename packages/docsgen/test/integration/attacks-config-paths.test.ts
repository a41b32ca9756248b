import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import {
  type Allowed,
  type Attack,
  allowedEach,
  config,
  edit,
  linkedPackages,
  refusedEach,
  SECRET,
  setUp,
  textOf,
  write,
} from "../helpers/outside-site.ts";

// Issue 47, item 3: the config is contained like the site's files. The config and sidebars modules import no
// file outside the site folder, and no config key names a folder or file outside it (written `../`, absolute,
// or through a symlink in the site): located path-outside errors, at the import or the key. Each attack read
// the outside file before the rule. The site's code: attacks-site-code.test.ts.

const attacks: Attack[] = [
  [
    "docusaurus.config requires ../",
    (c) =>
      config(
        c,
        (s) => `const secret = require("${c.out}/secret.cjs");\n${s.replace('title: "Lantern"', "title: secret")}`,
      ),
    "docusaurus.config.js",
    1,
    "path-outside",
  ],
  [
    "the sidebars module requires ../",
    (c) => edit(c.site, "sidebars.js", (s) => `const secret = require("${c.out}/secret.cjs");\n${s}`),
    "sidebars.js",
    1,
    "path-outside",
  ],
  [
    "customCss names ../",
    (c) => config(c, (s) => s.replace('customCss: "./src/css/custom.css"', `customCss: "${c.out}/secret.css"`)),
    "docusaurus.config.js",
    "customCss",
    "path-outside",
  ],
  [
    "customCss names a symlink to a file outside",
    (c) => {
      symlinkSync(join(c.outDir, "secret.css"), join(c.site, "src/css/linked.css"));
      config(c, (s) => s.replace('customCss: "./src/css/custom.css"', 'customCss: "./src/css/linked.css"'));
    },
    "docusaurus.config.js",
    "customCss",
    "path-outside",
  ],
  [
    "docs.sidebarPath names ../",
    (c) => config(c, (s) => s.replace('sidebarPath: "./sidebars.js"', `sidebarPath: "${c.out}/sidebars.js"`)),
    "docusaurus.config.js",
    "sidebarPath",
    "path-outside",
  ],
  [
    "docs.path names ../",
    (c) => config(c, (s) => s.replace('sidebarPath: "./sidebars.js"', `path: "${c.out}/docs", sidebarPath: false`)),
    "docusaurus.config.js",
    'path: "../',
    "path-outside",
  ],
  [
    "blog.path names a symlink to a folder outside",
    (c) => {
      symlinkSync(join(c.outDir, "docs"), join(c.site, "news"));
      config(c, (s) => s.replace("blog: { showReadingTime: true", 'blog: { path: "news", showReadingTime: true'));
    },
    "docusaurus.config.js",
    'path: "news"',
    "path-outside",
  ],
  [
    "blog.authorsMapPath names ../",
    (c) =>
      config(c, (s) =>
        s.replace(
          "blog: { showReadingTime: true",
          `blog: { authorsMapPath: "../${c.out}/authors.yml", showReadingTime: true`,
        ),
      ),
    "docusaurus.config.js",
    "authorsMapPath",
    "path-outside",
  ],
  [
    "i18n.path names ../",
    (c) => config(c, (s) => s.replace('locales: ["en"] }', `locales: ["en"], path: "${c.out}" }`)),
    "docusaurus.config.js",
    'path: "../',
    "path-outside",
  ],
  [
    "staticDirectories names ../",
    (c) => config(c, (s) => s.replace('baseUrl: "/",', `baseUrl: "/",\n  staticDirectories: ["${c.out}"],`)),
    "docusaurus.config.js",
    "staticDirectories",
    "path-outside",
  ],
];

describe("the config reaches no file outside the site folder (issue 47, item 3)", () => {
  refusedEach(attacks);
});

const allowed: Allowed[] = [
  [
    "the config requires a package from a linked node_modules, and a file of its own",
    (c) => {
      linkedPackages(c);
      write(c.site, "config/title.cjs", 'module.exports = require("lamp-kit").glow;\n');
      config(c, (s) => `const title = require("./config/title.cjs");\n${s.replace('title: "Lantern"', "title")}`);
    },
    "lamp-kit glow",
  ],
  [
    "customCss names a package's stylesheet in a node_modules linked from outside (require.resolve)",
    (c) => {
      linkedPackages(c);
      config(c, (s) =>
        s.replace(
          'customCss: "./src/css/custom.css"',
          'customCss: ["./src/css/custom.css", require.resolve("lamp-kit/theme.css", { paths: [__dirname] })]',
        ),
      );
    },
    ".lamp-kit-css",
  ],
];

describe("what stays allowed", () => {
  allowedEach(allowed);
});

describe("what reads nothing", () => {
  it("@site/../ in docusaurus.config is no alias there (nor in Docusaurus): a missing package, never the file", async () => {
    const c = setUp();
    config(
      c,
      (s) =>
        `const secret = require("@site/${c.out}/secret.cjs");\n${s.replace('title: "Lantern"', "title: String(secret)")}`,
    );
    const r = await buildInProcess(c.site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^docusaurus\.config\.js:1: warning \[config-ignored\] imports "@site\/\.\.\//m);
    expect(textOf(join(c.site, "build"))).not.toContain(SECRET);
  });
});
