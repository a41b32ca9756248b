import type { CodeDoc, DiagnosticCode } from "./diagnostic.ts";

/** The codes of reading the site: its config, front matter, markdown and MDX (codes.ts joins the tables). */
export const SOURCE_CODES = {
  "config-invalid": {
    severity: "error",
    when: "`site.config.ts` has an unknown key, a value of the wrong type, or lacks a required key; or a `scripts`, `stylesheets` or `headTags` URL, or a `gtag`/`googleTagManager` id, holds what would break out of the page or its content security policy (a newline, a quote, a `;` in the origin); a name that becomes a path or URL is not one (a locale, a version in the config or `versions.json`, `url`, `baseUrl`, a redirect's `from` or `to`, an Algolia `appId`); or an authors map's `image_url` is not an http(s) URL, `data:` image or path; or a site plugin's `validateOptions` or `validateThemeConfig` schema refuses one of its options or of the theme config (named, as Docusaurus refuses it).",
    example: `site.config.ts:3: error [config-invalid] tagLine is not a known option
    Did you mean "tagline"?`,
    fix: "Correct the key at the line given; the configuration reference lists every key with its type.",
  },
  "config-load": {
    severity: "error",
    when: "`site.config.ts` (or, without one, the Docusaurus config) or the sidebars file is missing, does not compile, has no default export, throws while it is loaded, runs past the time limit of site code (30 s; a config function's call included), or calls `process.exit()` (from a timer it left too); a Docusaurus config lists a markdown plugin whose package is not installed.",
    example: `site.config.ts:4:3: error [config-load] could not compile: Expected "}" but found "title"
    Fix the TypeScript syntax error; the file must \`export default\` a plain object.`,
    fix: "Run docsgen in (or point it at) the folder that holds `site.config.ts`, and make the file `export default { … }` a plain object.",
  },
  "config-ignored": {
    severity: "warning",
    when: "A config key, navbar item or sidebar key that Docusaurus accepts and docsgen does not use (`hideOnScroll`, `localeDropdown`, `autoAddBaseUrl`, …); in a Docusaurus config also each plugin, theme or preset docsgen does not run, and each value that is a function; an entry of `clientModules` outside the site folder that is no package's file (it is not loaded).",
    example:
      "site.config.ts:14: warning [config-ignored] themeConfig.navbar.hideOnScroll is ignored by docsgen: the navbar stays fixed",
    fix: "Remove the key or item; the rest of the site is built without it.",
  },
  "home-missing": {
    severity: "warning",
    when: "No page is built at `/`: no React or markdown page `index` in the pages folder, and no doc with `slug: /`.",
    example: `pages/index.md: warning [home-missing] the site has no home page (no page at /), so the navbar title links to /docs/intro
    Add pages/index.md (front matter \`layout: home\` for a hero), a doc with \`slug: /\`, or set themeConfig.navbar.logo.href.`,
    fix: "Add `pages/index.md` (with `layout: home` for a hero), give a doc `slug: /`, or set `themeConfig.navbar.logo.href`.",
  },
  "front-matter": {
    severity: "error or warning",
    when: "Front matter is not valid YAML, a known key has the wrong type (errors), a `pagination_prev`/`pagination_next` id or `displayed_sidebar` name matches nothing, or a blog post has no date in its front matter or file name and is dated by its first commit, as Docusaurus dates it (warnings).",
    example: `docs/guide/install.md:3: error [front-matter] front matter "sidebar_position" must be a number, got "first"`,
    fix: "Fix the value at the line given; the markdown page lists the keys each kind of page takes.",
  },
  "front-matter-unknown": {
    severity: "warning",
    when: "A front matter key that neither docsgen nor Docusaurus knows, usually a typo.",
    example: `docs/guide/deploy.md:4: warning [front-matter-unknown] unknown front matter key "sidebar_postion" in a doc
    Did you mean "sidebar_position"?`,
    fix: "Correct the key to the suggested one, or remove it.",
  },
  "front-matter-ignored": {
    severity: "warning",
    when: "A front matter key Docusaurus has and docsgen does not use (`last_update` where the last-update options are off, `format`, `wrapperClassName`).",
    example: `docs/guide/faq.md:5: warning [front-matter-ignored] front matter "last_update" is ignored: docsgen shows no last-update line (Docusaurus shows one only with showLastUpdateTime/Author)`,
    fix: "Remove the key; it changes nothing in the output.",
  },
  markdown: {
    severity: "warning",
    when: "A code block asks for something docsgen does not do: an unknown option (`live`), a Mermaid diagram on a site that does not switch them on (or, in a docusaurus.config, `markdown.mermaid` without `@docusaurus/theme-mermaid`: the diagram renders nothing, as in Docusaurus), or an unbalanced `highlight-start`/`highlight-end`.",
    example: `docs/intro.md:12:1: warning [markdown] code block option "live" is not supported and has no effect
    docsgen reads title="…", {1,3-4}, showLineNumbers and magic comments (// highlight-next-line).`,
    fix: "Remove the option, set `markdown: { mermaid: true }` (with the Mermaid theme in a docusaurus.config's `themes`), or close every `// highlight-start` with a `// highlight-end`.",
  },
  "markdown-nesting": {
    severity: "error",
    when: "Block quotes or lists are nested more than 100 levels deep (the parser libraries overflow or run for minutes).",
    example: `docs/deep.md:7: error [markdown-nesting] block quotes or lists nested 5000 levels deep (more than 100)
    Nest fewer levels: the markdown parser cannot take this much (it overflows or runs for minutes).`,
    fix: "Nest fewer levels.",
  },
  "markdown-parse": {
    severity: "error",
    when: "The markdown parser itself failed on a file: a bug in docsgen or its parser.",
    example: `docs/odd.md:3: error [markdown-parse] the markdown parser failed: Cannot read properties of undefined (reading 'start')
    This is a bug in docsgen or its parser; simplify the file around the construct it names, and report it.`,
    fix: "Simplify the file around the construct the message names, and report the bug with the file.",
  },
  "markdown-plugin": {
    severity: "error or warning",
    when: "One of the config's `remarkPlugins`/`rehypePlugins` (or their `beforeDefault…` lists) threw while it was set up or on a page (an error), or reported a message on a page (a warning).",
    example: `docs/formulas.md:12: error [markdown-plugin] the rehype plugin rehype-katex (presets[0][1].docs.rehypePlugins[0]) failed: KaTeX parse error: Undefined control sequence: \\frax
    The plugin threw on this page: check the page around that line, and the plugin's options in the config (DEBUG=docsgen prints its stack).`,
    fix: "Correct the page at the line given, or the plugin's options in the config; the message names the plugin and where the config lists it.",
  },
  "markdown-math": {
    severity: "info",
    when: "A page has `$…$` or `$$…$$` math but no math plugin runs on it: the TeX is shown as written, as Docusaurus shows it. One per page, at the first formula.",
    example: `docs/geometry.md:11:1: info [markdown-math] \`$…$\` math is shown as written: no math plugin runs on this page
    As in Docusaurus, math needs remark-math and rehype-katex in the docs' (or blog's) remarkPlugins and rehypePlugins. Dollar signs that are not math need nothing.`,
    fix: "Add `remark-math` to `remarkPlugins` and `rehype-katex` to `rehypePlugins` (see Markdown and MDX), or leave the text as it is.",
  },
  "last-update": {
    severity: "warning",
    when: "`showLastUpdateTime` or `showLastUpdateAuthor` of the docs, the blog or the pages is on, but git cannot read the history (no git, or the site is not in a repository). Once per build, naming the first option that is on.",
    example: `docusaurus.config.ts: warning [last-update] presets[0][1].docs.showLastUpdateTime is on, but git history cannot be read (fatal: not a git repository (or any of the parent directories): .git): docs show no last-update line
    Build from a git clone with its history (in CI, fetch the whole history), or turn the option off.`,
    fix: "Build from a clone with its history (`fetch-depth: 0` in CI), or turn the option off; front matter `last_update` still works without git.",
  },
  "admonition-unknown": {
    severity: "warning",
    when: "A `:::` container whose kind is not one of the nine admonition kinds; it is rendered as a note.",
    example: `docs/guide/first.md:11:1: warning [admonition-unknown] \`:::tipp\` is not an admonition kind; it is rendered as a note
    Did you mean \`:::tip\`? Known kinds: note, tip, info, warning, caution, danger, important, success, secondary.`,
    fix: "Use one of the known kinds (`note`, `tip`, `info`, `warning`, `caution`, `danger`, `important`, `success`, `secondary`).",
  },
  "html-unsafe": {
    severity: "warning",
    when: "Raw HTML or MDX has a `<script>` element, an `on*` attribute or a `javascript:` URL; it is removed from the output.",
    example: `docs/unsafe.md:7:4: warning [html-unsafe] a <script> element was removed from the output
    The site's Content-Security-Policy runs only docsgen's own scripts, so this would never run; remove it.`,
    fix: "Remove it: the site's Content-Security-Policy would block it anyway.",
  },
  "mdx-parse": {
    severity: "error or warning",
    when: "A file is not valid MDX: an error at each of its errors for an `.mdx` file (up to 20 a file, every failing file in one run); a warning for a `.md` file with import/export lines, which is then rendered as plain markdown.",
    example: `docs/tabs.mdx:9:1: error [mdx-parse] not valid MDX: Expected a closing tag for \`<br>\` (9:1-9:5) before the end of \`paragraph\`
    MDX is JSX inside markdown: close every tag (\`<br />\`), escape \`{\` and \`<\` in text as \`\\{\` and \`&lt;\`.`,
    fix: "Close every tag (`<br />`), escape `{` and `<` in text, or (in a `.md` file) remove the import/export lines.",
  },
  "mdx-unsupported": {
    severity: "warning",
    when: "MDX that docsgen cannot render on a page that runs no code (it imports none of the site's and uses nothing it declares): a component that is not imported, an expression (`{props.x}`), an `export`, a spread or computed attribute. (A page that imports the site's components, or uses components, values or event handlers it declares itself, is rendered with its code: see the React pages guide.)",
    example: `docs/intro.mdx:8:1: warning [mdx-unsupported] the component <Chart> (not imported) is not rendered; its content is kept
    On a page that neither imports the site's code nor uses components it declares, docsgen renders MDX without running JavaScript: @theme/Tabs, TabItem, Admonition, CodeBlock, Details, DocCardList, useBaseUrl, imported .md/.mdx partials and HTML elements. Import the component from the site's code (src/components/…) or declare it in the file (\`export const X = () => …\`) to render it with React, write the rest as markdown, or leave it out.`,
    fix: "Import the component from the site's code, write that part as markdown, use one of the components docsgen renders, or leave it out.",
  },
  "mdx-tabs": {
    severity: "warning",
    when: "A `<Tabs>` problem: no `<TabItem>`, an item without `value`, two items with one value, an unknown `defaultValue`, `queryString` without `groupId`.",
    example: `docs/install.mdx:14:1: warning [mdx-tabs] two <TabItem>s have the value "npm"`,
    fix: "Give every `<TabItem>` a distinct `value`, and make `defaultValue` one of them.",
  },
  "doc-card-list": {
    severity: "warning",
    when: "A doc writes `<DocCardList />` (or `items={useCurrentSidebarCategory().items}`) but is not the page of a category in its sidebar (`link: {type: 'doc'}`, or a folder's index doc), or is a page or a blog post, so there is no current category to list. Docusaurus fails the build there; docsgen renders no cards.",
    example: `docs/intro.mdx:11:1: warning [doc-card-list] <DocCardList /> lists the current category's items, but this doc is no category's page in the sidebar "docs"; it renders nothing
    Make the doc its category's page (link: {type: 'doc', id: …} in the sidebar, or name it index.md in the category's folder), or remove the element.`,
    fix: "Make the doc its category's page (`link: {type: 'doc', id: …}`, or `index.md` in the category's folder), or remove the element.",
  },
  "edit-url": {
    severity: "error",
    when: "The docs' `editUrl` in a Docusaurus config is a function, and it throws for a doc or does not return within the time limit of site code (30 s). docsgen calls it for each doc with Docusaurus's arguments (`version`, `versionDocsDirPath`, `docPath`, `permalink`, `locale`).",
    example: `docusaurus.config.js:27: error [edit-url] docs.editUrl threw for docs/api/overview.mdx: no repository for the API docs
    Make the function return a URL (or undefined, for no edit link) for every doc; it gets { version, versionDocsDirPath, docPath, permalink, locale }.`,
    fix: "Make the function return a URL, or `undefined` for no edit link, for every doc.",
  },
  "mdx-partial": {
    severity: "warning",
    when: "An imported `.md`/`.mdx` partial does not exist, includes itself, or does not parse.",
    example: `docs/intro.mdx:3:1: warning [mdx-partial] the partial "./_shared.mdx" imported as Shared does not exist
    Fix the import path: it is relative to the importing file.`,
    fix: "Fix the import path (relative to the importing file), or remove the import that closes the cycle.",
  },
  sidebar: {
    severity: "error",
    when: "The sidebars file or a `_category_` file is invalid: an unknown doc id, an unknown key or a wrong type.",
    example: `sidebars.ts:4: error [sidebar] sidebar "docs" names doc id "intro/setup", which does not exist
    Did you mean "intro/set-up"?`,
    fix: "Correct the item at the line given: doc ids are paths inside the docs folder without `.md`.",
  },
  "sidebar-shared": {
    severity: "warning",
    when: "A doc is listed in two sidebars (Docusaurus builds it and does not say which sidebar the doc's page shows). Both sidebars list it; its page shows the first.",
    example: `versioned_sidebars/version-v2-sidebars.json:161: warning [sidebar-shared] doc "cli/index" is in two sidebars ("docs" and "cli"); its page shows "docs"
    Set \`displayed_sidebar\` in the doc's front matter to choose, or make this item \`type: "ref"\`.`,
    fix: 'Set `displayed_sidebar` in the doc\'s front matter, or make one of the items `type: "ref"`.',
  },
} satisfies Partial<Record<DiagnosticCode, CodeDoc>>;
