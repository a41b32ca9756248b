import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import {
  type Allowed,
  type Attack,
  allowedEach,
  config,
  edit,
  linkedPackages,
  page,
  refusedEach,
  write,
} from "../helpers/outside-site.ts";

// Issue 47, item 3: the site's code is contained like the site's files. A path a React page, a component,
// MDX, src/theme/MDXComponents or a stylesheet writes (`../`, `@site/../`, `/…`, a symlink in the site) that
// leads outside the site folder is refused with a located error. Packages still come from node_modules,
// wherever it is. Each attack read the outside file (or published it) before the rule. The config's own
// imports and paths: attacks-config-paths.test.ts.

const attacks: Attack[] = [
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
    "secret.png",
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
];

describe("the site's code reaches no file outside the site folder (issue 47, item 3)", () => {
  refusedEach(attacks);
});

const allowed: Allowed[] = [
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
    "a symlink inside the site to a file inside it",
    (c) => {
      symlinkSync(join(c.site, "src/components/Steps.tsx"), join(c.site, "src/components/Alias.tsx"));
      write(c.site, "docs/alias.mdx", "import Alias from '@site/src/components/Alias';\n\nAliased <Alias />\n");
    },
    "Aliased",
  ],
  [
    "customCss @imports a package by a relative path into a node_modules linked from outside",
    (c) => {
      linkedPackages(c);
      edit(c.site, "src/css/custom.css", (s) => `@import "../../node_modules/lamp-kit/theme.css";\n${s}`);
    },
    ".lamp-kit-css",
  ],
];

describe("what stays allowed", () => {
  allowedEach(allowed);
});
