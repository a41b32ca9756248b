/**
 * The files `docsgen init` writes: a site that builds with no warnings (a config, a sidebar, two docs and a
 * home page), in English, with every path the config names present. Type-only imports of "docsgen" are erased
 * when the config is loaded, so the site builds whether or not the package is installed beside it.
 */
export function scaffold(title: string): Record<string, string> {
  return {
    "site.config.ts": `import type { UserConfig } from "docsgen";

export default {
  title: ${JSON.stringify(title)},
  tagline: "Documentation built with docsgen",
  url: "https://docs.example.com",
  baseUrl: "/",
  i18n: { defaultLocale: "en", locales: ["en"] },
  themeConfig: {
    navbar: {
      title: ${JSON.stringify(title)},
      items: [{ type: "docSidebar", sidebarId: "docs", label: "Docs" }],
    },
  },
} satisfies UserConfig;
`,
    "sidebars.ts": `import type { SidebarsConfig } from "docsgen";

export default {
  docs: ["intro", "writing"],
} satisfies SidebarsConfig;
`,
    "docs/intro.md": `---
sidebar_label: Introduction
---

# Introduction

Welcome to the documentation. Edit \`docs/intro.md\` and run \`npx docsgen serve --watch\`: the page reloads
when you save.

Next: [writing pages](./writing.md).
`,
    "docs/writing.md": `# Writing pages

Each markdown file in \`docs/\` is a page. \`sidebars.ts\` lists them in the order the sidebar shows.

:::tip

Front matter sets a page's title, slug and sidebar label; links to other \`.md\` files are checked when
you build.

:::

\`\`\`ts title="site.config.ts"
export default { title: "My docs" };
\`\`\`
`,
    "pages/index.md": `---
layout: home
hero:
  title: ${JSON.stringify(title)}
  tagline: Documentation built with docsgen
  actions:
    - text: Read the docs
      link: /docs/intro
---

## What is here

The [introduction](/docs/intro) and a page on [writing pages](/docs/writing).
`,
  };
}
