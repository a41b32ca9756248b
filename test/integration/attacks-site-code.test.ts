import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 47, item 3: the site's code is contained like the site's files. Every path the site's code or config
// writes (`../`, `@site/../`, a symlink in the site) that leads outside the site folder is refused with a
// located error, from a React page, a component, MDX, src/theme/MDXComponents, the config and sidebars
// modules, Sass and CSS, and the config's paths. Packages still come from node_modules, wherever it is.
// Each attack row read the outside file (or published it) before the rule.

/** A file outside the site folder, with a marker that must never reach the output. */
const SECRET = "SECRET-7f3a9c";

interface Case {
  site: string;
  /** The outside folder, as the site's files write it from the site folder (`../docsgen-outside-…`). */
  out: string;
  outDir: string;
}

function setUp(): Case {
  const site = copyFixture("mdx-components");
  const outDir = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
  writeFileSync(join(outDir, "secret.js"), `export default "${SECRET}";\n`);
  writeFileSync(join(outDir, "secret.cjs"), `module.exports = "${SECRET}";\n`);
  writeFileSync(join(outDir, "_secret.scss"), `.leak::after { content: "${SECRET}"; }\n`);
  writeFileSync(join(outDir, "secret.css"), `.leak::after { content: "${SECRET}"; }\n`);
  writeFileSync(join(outDir, "secret.png"), SECRET);
  writeFileSync(join(outDir, "sidebars.js"), `module.exports = { docs: ["intro"] }; // ${SECRET}\n`);
  writeFileSync(join(outDir, "authors.yml"), `ada:\n  name: ${SECRET}\n`);
  mkdirSync(join(outDir, "docs"));
  writeFileSync(join(outDir, "docs/intro.md"), `# ${SECRET}\n`);
  return { site, outDir, out: `../${basename(outDir)}` };
}

const write = (site: string, rel: string, text: string) => {
  mkdirSync(dirname(join(site, rel)), { recursive: true });
  writeFileSync(join(site, rel), text);
};
const edit = (site: string, rel: string, fn: (s: string) => string) => {
  const before = readFileSync(join(site, rel), "utf8");
  const after = fn(before);
  expect(after, `${rel} was not changed`).not.toBe(before);
  writeFileSync(join(site, rel), after);
};
const page = (specifier: string) =>
  `import secret from "${specifier}";\n\nexport default function Leak() {\n  return <p>{String(secret)}</p>;\n}\n`;
const config = (c: Case, fn: (s: string) => string) => edit(c.site, "docusaurus.config.js", fn);

/** Every file of a folder, read as text (empty when there is none). */
function textOf(dir: string): string {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name), "latin1"))
      .join("\n");
  } catch {
    return "";
  }
}

// [attack, what the site does, the file and line of the error, its code]
const attacks: [string, (c: Case) => void, string, number, string][] = [
  [
    "a React page imports @site/../",
    (c) => write(c.site, "src/pages/leak.tsx", page(`@site/${c.out}/secret.js`)),
    "src/pages/leak.tsx",
    1,
    "path-outside",
  ],
  [
    "a component of a React page imports @site/../",
    (c) => {
      write(c.site, "src/components/Leak.tsx", page(`@site/${c.out}/secret.js`));
      write(c.site, "src/pages/leak.tsx", page("@site/src/components/Leak"));
    },
    "src/components/Leak.tsx",
    1,
    "path-outside",
  ],
  [
    "an MDX doc imports @site/../",
    (c) => write(c.site, "docs/leak.mdx", `import secret from '@site/${c.out}/secret.js';\n\n<p>{secret}</p>\n`),
    "docs/leak.mdx",
    1,
    "path-outside",
  ],
  [
    "src/theme/MDXComponents imports @site/../",
    (c) =>
      edit(c.site, "src/theme/MDXComponents.js", (s) =>
        s.replace(
          "export default {\n",
          `import secret from "@site/${c.out}/secret.js";\nexport default {\n  Secret: () => secret,\n`,
        ),
      ),
    "src/theme/MDXComponents.js",
    7,
    "path-outside",
  ],
  [
    "a React page imports @site/ through a symlinked file",
    (c) => {
      symlinkSync(join(c.outDir, "secret.js"), join(c.site, "src/components/linked.js"));
      write(c.site, "src/pages/leak.tsx", page("@site/src/components/linked"));
    },
    "src/pages/leak.tsx",
    1,
    "path-outside",
  ],
  [
    "an MDX doc imports @site/ through a symlinked folder",
    (c) => {
      symlinkSync(c.outDir, join(c.site, "src/shared"));
      write(c.site, "docs/leak.mdx", "import secret from '@site/src/shared/secret.js';\n\n<p>{secret}</p>\n");
    },
    "docs/leak.mdx",
    1,
    "path-outside",
  ],
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
    "a customCss Sass file @imports ../",
    (c) => {
      write(c.site, "src/css/leak.scss", `// the site's styles\n@import "../../${c.out}/secret";\n`);
      config(c, (s) => s.replace('customCss: "./src/css/custom.css"', 'customCss: "./src/css/leak.scss"'));
    },
    "src/css/leak.scss",
    2,
    "path-outside",
  ],
  [
    "a component's Sass module @uses ../",
    (c) => {
      write(c.site, "src/components/leak.module.scss", `@use "../../${c.out}/secret";\n.box { color: red; }\n`);
      write(
        c.site,
        "src/pages/leak.tsx",
        'import styles from "@site/src/components/leak.module.scss";\n\nexport default function Leak() {\n  return <p className={styles.box}>x</p>;\n}\n',
      );
    },
    "src/components/leak.module.scss",
    1,
    "path-outside",
  ],
  [
    "a customCss Sass file @forwards a symlinked partial",
    (c) => {
      symlinkSync(join(c.outDir, "_secret.scss"), join(c.site, "src/css/_linked.scss"));
      write(c.site, "src/css/leak.scss", '@forward "linked";\n');
      config(c, (s) => s.replace('customCss: "./src/css/custom.css"', 'customCss: "./src/css/leak.scss"'));
    },
    "src/css/leak.scss",
    1,
    "path-outside",
  ],
  [
    "customCss @imports ../",
    (c) => edit(c.site, "src/css/custom.css", (s) => `@import "../../${c.out}/secret.css";\n${s}`),
    "src/css/custom.css",
    1,
    "path-outside",
  ],
  [
    "customCss url() of ../ (it would be copied into the output)",
    (c) => edit(c.site, "src/css/custom.css", (s) => `${s}\n.leak { background: url("../../${c.out}/secret.png"); }\n`),
    "src/css/custom.css",
    -1,
    "path-outside",
  ],
  [
    "customCss url() of a static file that is a symlink to a file outside",
    (c) => {
      mkdirSync(join(c.site, "static/img"), { recursive: true });
      symlinkSync(join(c.outDir, "secret.png"), join(c.site, "static/img/leak.png"));
      edit(c.site, "src/css/custom.css", (s) => `.leak { background: url("/img/leak.png"); }\n${s}`);
    },
    "src/css/custom.css",
    1,
    "path-outside",
  ],
  [
    "a React page imports a static file (/img/…) that is a symlink to a file outside",
    (c) => {
      mkdirSync(join(c.site, "static/img"), { recursive: true });
      symlinkSync(join(c.outDir, "secret.png"), join(c.site, "static/img/leak.png"));
      write(c.site, "src/pages/leak.tsx", page("/img/leak.png"));
    },
    "src/pages/leak.tsx",
    1,
    "path-outside",
  ],
  [
    "customCss names ../",
    (c) => config(c, (s) => s.replace('customCss: "./src/css/custom.css"', `customCss: "${c.out}/secret.css"`)),
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
  [
    "customCss names a symlink to a file outside",
    (c) => {
      symlinkSync(join(c.outDir, "secret.css"), join(c.site, "src/css/linked.css"));
      config(c, (s) => s.replace('customCss: "./src/css/custom.css"', 'customCss: "./src/css/linked.css"'));
    },
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
  [
    "docs.sidebarPath names ../",
    (c) => config(c, (s) => s.replace('sidebarPath: "./sidebars.js"', `sidebarPath: "${c.out}/sidebars.js"`)),
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
  [
    "docs.path names ../",
    (c) => config(c, (s) => s.replace('sidebarPath: "./sidebars.js"', `path: "${c.out}/docs", sidebarPath: false`)),
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
  [
    "blog.path names a symlink to a folder outside",
    (c) => {
      symlinkSync(join(c.outDir, "docs"), join(c.site, "news"));
      config(c, (s) => s.replace("blog: { showReadingTime: true", 'blog: { path: "news", showReadingTime: true'));
    },
    "docusaurus.config.js",
    -1,
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
    -1,
    "path-outside",
  ],
  [
    "i18n.path names ../",
    (c) => config(c, (s) => s.replace('locales: ["en"] }', `locales: ["en"], path: "${c.out}" }`)),
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
  [
    "staticDirectories names ../",
    (c) => config(c, (s) => s.replace('baseUrl: "/",', `baseUrl: "/",\n  staticDirectories: ["${c.out}"],`)),
    "docusaurus.config.js",
    -1,
    "path-outside",
  ],
];

describe("the site's code and config reach no file outside the site folder (issue 47, item 3)", () => {
  it.each(attacks)("%s: a located error", async (_name, attack, file, line, code) => {
    const c = setUp();
    attack(c);
    const r = await buildInProcess(c.site, { cache: false });
    expect(r.code, r.stderr).toBe(1);
    const at = line > 0 ? `${line}(:\\d+)?` : "\\d+(:\\d+)?";
    const escaped = file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    expect(r.stderr).toMatch(new RegExp(`^${escaped}:${at}: error \\[${code}\\] .*outside the site folder`, "m"));
    expect(textOf(join(c.site, "build"))).not.toContain(SECRET);
  });
});

/** A package in a node_modules folder that lies outside the site, linked into it (a hoisted monorepo). */
function linkedPackages(c: Case): void {
  const pkg = join(c.outDir, "node_modules/lamp-kit");
  mkdirSync(join(pkg, "scss"), { recursive: true });
  writeFileSync(join(pkg, "package.json"), '{ "name": "lamp-kit", "version": "1.0.0", "main": "index.js" }\n');
  writeFileSync(join(pkg, "index.js"), 'exports.glow = "lamp-kit glow";\n');
  writeFileSync(join(pkg, "scss/_theme.scss"), ".lamp-kit { color: #b45309; }\n");
  writeFileSync(join(pkg, "theme.css"), ".lamp-kit-css { color: #b45309; }\n");
  symlinkSync(join(c.outDir, "node_modules"), join(c.site, "node_modules"));
}

// [legitimate use, what the site does, a text the output holds]
const allowed: [string, (c: Case) => void, string][] = [
  [
    "a React page and MDX import a package from a node_modules linked from outside, and @site/src/…",
    (c) => {
      linkedPackages(c);
      write(
        c.site,
        "src/pages/kit.tsx",
        'import { glow } from "lamp-kit";\nimport Steps from "@site/src/components/Steps";\n\nexport default function Kit() {\n  return <p>{glow}<Steps /></p>;\n}\n',
      );
      write(c.site, "docs/kit.mdx", "import { glow } from 'lamp-kit';\n\n<p>{glow}</p>\n");
    },
    "lamp-kit glow",
  ],
  [
    "Sass @use of a package and ~package, CSS @import of a package, from a linked node_modules",
    (c) => {
      linkedPackages(c);
      write(c.site, "src/css/site.scss", '@use "lamp-kit/scss/theme";\n@import "~lamp-kit/scss/theme";\n');
      edit(c.site, "src/css/custom.css", (s) => `@import "lamp-kit/theme.css";\n${s}`);
      config(c, (s) =>
        s.replace('customCss: "./src/css/custom.css"', 'customCss: ["./src/css/custom.css", "./src/css/site.scss"]'),
      );
    },
    ".lamp-kit-css",
  ],
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
    "a symlink inside the site to a file inside it",
    (c) => {
      symlinkSync(join(c.site, "src/components/Steps.tsx"), join(c.site, "src/components/Alias.tsx"));
      write(c.site, "docs/alias.mdx", "import Alias from '@site/src/components/Alias';\n\nAliased <Alias />\n");
    },
    "Aliased",
  ],
];

describe("what stays allowed", () => {
  it.each(allowed)("%s", async (_name, use, shown) => {
    const c = setUp();
    use(c);
    const r = await buildInProcess(c.site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("outside the site folder");
    expect(textOf(join(c.site, "build"))).toContain(shown);
  });
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
