import type { DiagnosticCode, Severity } from "./diagnostic.ts";

/** What the manual says about one diagnostic code: when it is reported, an example, and what to do. */
export interface CodeDoc {
  /** The severity the stage reports, before the policy table (policy.ts) applies a config option or a fixed one. */
  severity: Severity | "error or warning";
  /** When the build reports it, in one sentence. */
  when: string;
  /** A message as docsgen prints it: `file:line:col: severity [code] message`, then the indented hint. */
  example: string;
  /** What the author does about it. */
  fix: string;
}

/**
 * Every code of the `DiagnosticCode` union, documented: the manual's diagnostics reference
 * (manual/docs/reference/diagnostics.md) is generated from this table by scripts/manual/diagnostics-reference.ts.
 * A code added to the union without an entry here fails the type check and test/manual/generated.test.ts.
 */
export const CODE_DOCS: Record<DiagnosticCode, CodeDoc> = {
  "config-invalid": {
    severity: "error",
    when: "`site.config.ts` has an unknown key, a value of the wrong type, or lacks a required key; or a `scripts`, `stylesheets` or `headTags` URL, or a `gtag`/`googleTagManager` id, holds what would break out of the page or its content security policy (a newline, a quote, a `;` in the origin); a name that becomes a path or URL is not one (a locale, a version in the config or `versions.json`, `url`, `baseUrl`, a redirect's `from` or `to`, an Algolia `appId`); or an authors map's `image_url` is not an http(s) URL, `data:` image or path.",
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
    when: "A config key, navbar item or sidebar key that Docusaurus accepts and docsgen does not use (`hideOnScroll`, `localeDropdown`, `autoAddBaseUrl`, `clientModules`, …); in a Docusaurus config also each plugin, theme or preset docsgen does not run, and each value that is a function.",
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
    when: "The sidebars file or a `_category_` file is invalid: an unknown doc id, a doc in two sidebars, an unknown key or a wrong type.",
    example: `sidebars.ts:4: error [sidebar] sidebar "docs" names doc id "intro/setup", which does not exist
    Did you mean "intro/set-up"?`,
    fix: "Correct the item at the line given: doc ids are paths inside the docs folder without `.md`.",
  },
  "route-duplicate": {
    severity: "warning",
    when: "Two sources produce the same URL (two slugs, or a slug and a file name).",
    example: `docs/b.md: warning [route-duplicate] route /docs/a is produced twice (also by docs/a.md)
    Change the slug or file name of one of them; the later one wins.`,
    fix: "Change the slug or file name of one of them.",
  },
  "link-broken": {
    severity: "warning",
    when: "A link (in markdown, raw HTML, MDX, or a navbar or footer `to`) points to a route that is not built.",
    example: `docs/intro/second.md:9:1: warning [link-broken] link to "/docs/intro/frist" points to route /docs/intro/frist, which is not built
    Did you mean /docs/intro/first?`,
    fix: "Correct the link; prefer links to `.md` files, which docsgen rewrites to routes and checks.",
  },
  "anchor-broken": {
    severity: "warning",
    when: "A link's `#anchor` names no heading id or element id on its target page.",
    example: `docs/intro/second.md:9:24: warning [anchor-broken] anchor "#instal" does not exist on /docs/intro/first
    Did you mean #install?`,
    fix: "Link to an existing heading id, or give the heading an explicit one: `## My heading {#my-id}`.",
  },
  "markdown-link-broken": {
    severity: "warning",
    when: "A link to a `.md`/`.mdx` file that does not exist, or an `@site/` link to a file that does not exist.",
    example: `docs/intro/second.md:9:47: warning [markdown-link-broken] markdown link "./thrid.md" points to no doc or page
    Link to an existing .md file, with a path relative to this file or to the docs folder.`,
    fix: "Link to an existing `.md` file, relative to this file or to the docs folder.",
  },
  "markdown-image-broken": {
    severity: "warning",
    when: 'An image (markdown, raw HTML or MDX) whose file does not exist. With the default `onBrokenMarkdownImages: "throw"` it fails the build.',
    example: `docs/guide/start.md:8:4: error [markdown-image-broken] image "./shot.png" does not exist
    Put the file next to the markdown file (./img.png) or under static/ (/img/img.png).`,
    fix: "Put the file next to the markdown file (`./img.png`) or under `static/` (`/img/img.png`).",
  },
  "navbar-item": {
    severity: "error or warning",
    when: "A navbar item names a sidebar or doc that does not exist, has neither `label` nor `html` (errors), or has a relative `href` (a warning).",
    example: `site.config.ts:16: error [navbar-item] navbar item names doc "intro/setup", which does not exist
    Did you mean "intro/set-up"?`,
    fix: "Name an existing sidebar id or doc id; write `href` as a full URL or a path starting with `/`.",
  },
  i18n: {
    severity: "error or warning",
    when: "A locale docsgen has no interface text for, an unknown translation id or an empty message in `i18n/<locale>/code.json` (warnings), or invalid JSON there (an error).",
    example: `i18n/en/code.json:3: warning [i18n] unknown translation id "theme.common.editThisPag"; it changes nothing
    Did you mean "theme.common.editThisPage"?`,
    fix: "Use a translation id from `cli/i18n/ids.ts` (Docusaurus's ids), fix the JSON, or use the `zh-CN` or `en` locale.",
  },
  render: {
    severity: "error",
    when: "Reserved for failures while rendering a page; no stage reports it today (a render failure is printed with its cause chain).",
    example: "docs/intro.md: error [render] …",
    fix: "Nothing to do while no stage reports it.",
  },
  "blog-untruncated": {
    severity: "warning",
    when: "A blog post has no `<!-- truncate -->` marker, so list pages show it in full.",
    example: `blog/2024-03-03-untruncated.md: warning [blog-untruncated] blog post has no truncate marker; list pages show it in full
    Add a line <!-- truncate --> after the first paragraphs.`,
    fix: "Add a line `<!-- truncate -->` after the first paragraphs.",
  },
  "tag-inline": {
    severity: "error or warning",
    when: "A blog with a tags file (`blog/tags.yml`, Docusaurus 3.5) has a post whose `tags` name one the file does not define (or an object tag); as `blog.onInlineTags` says: `warn` (the default), `log` (info), `throw` (an error), `ignore` (nothing, and the tags file is not read).",
    example: `blog/2024-03-03-launch.md: warning [tag-inline] the tags [launch] are not defined in blog/tags.yml
    Add them to the tags file (a key each, with \`label\`, \`permalink\` and \`description\`), or set \`blog.onInlineTags: 'ignore'\`.`,
    fix: "Add a key for the tag to the tags file, or use one of its keys, or set `blog.onInlineTags`.",
  },
  io: {
    severity: "error",
    when: "A file changed while the build was reading it.",
    example: `docs/intro.md: error [io] the file changed while the build was running
    Run the build again once the file is saved.`,
    fix: "Build again once the file is saved.",
  },
  encoding: {
    severity: "warning",
    when: "A markdown file is not valid UTF-8; the bad bytes show as U+FFFD.",
    example: `docs/legacy.md:4:1: warning [encoding] the file is not valid UTF-8: byte 0xd5 at offset 46 cannot be decoded and shows as \uFFFD
    Save the file as UTF-8 (for example: iconv -f GBK -t UTF-8 in.md > out.md).`,
    fix: "Save the file as UTF-8, for example with `iconv -f GBK -t UTF-8`.",
  },
  "path-outside": {
    severity: "error or warning",
    when: "A route or slug would be written outside the output folder, an image or partial lies outside the site folder, the site's code imports a file outside it (`../`, `@site/../`, a symlink, from a page, a component, MDX, the config or sidebars module, a stylesheet's `@import`, `@use` or `url()`), a config key names a folder or file outside it (`docs.path`, `customCss`, `staticDirectories`…), or a static file has the path of a file the build generates.",
    example: `docs/a.md:3:1: error [path-outside] image "../../secret.png" lies outside the site folder; it is not published
    Copy the file into the site (next to the markdown file, or under static/) and link to the copy.`,
    fix: "Copy the file into the site and link to (or import) the copy, or move the folder a config key names into the site; import packages by their name, from node_modules; write slugs as plain paths (no `.` or `..` segments); rename the static file.",
  },
  "path-reserved": {
    severity: "error",
    when: "A static file, a page's route or a client redirect would land in the output's `.docsgen/` folder, which holds the server configuration docsgen writes (deploy/nginx.conf includes it), or a redirect's `from` lies in another locale's folder (`/fr` on a site with a `fr` locale).",
    example: `static/.docsgen/nginx-redirect-x.conf: error [path-reserved] this static file cannot be published at .docsgen/nginx-redirect-x.conf: it would land in .docsgen/, the output's folder for docsgen's own server configuration
    Move the file out of the static folder's .docsgen/ folder.`,
    fix: "Move the static file, change the page's slug, or point the redirect's `from` at a path outside those folders.",
  },
  unbuilt: {
    severity: "warning",
    when: "Something in the site folder that docsgen does not build: pages in `src/pages/` of a site whose pages folder is another, `docusaurus.config.js` beside a `site.config.ts`, versioned folders that no `versions.json` lists, translated content, stylesheets in `src/css/` that no `customCss` names.",
    example: `src/pages/index.js: warning [unbuilt] this React page is not built: docsgen reads pages from pages/
    Move it to pages/, or set \`pages: { path: "src/pages" }\` in the config.`,
    fix: "Do what the hint says: move the pages or the settings where docsgen reads them, or leave them out.",
  },
  "site-code": {
    severity: "error or warning",
    when: "The site's React code does not compile: a page in `src/pages/`, a module it imports, or the imports of an MDX page that uses the site's components have a syntax error, an import that resolves to nothing, or an import of a name the module does not export. An error in an MDX page's import is placed at the import as the file writes it (in the partial that holds it, if a partial does); an error inside an imported module, at that module's line. A warning: a named import of a module with no `export` at all (read as CommonJS, so the name is undefined); if the page renders it, the page's failure is printed with it. The same error names a file of docsgen's own package, without a place, when an import docsgen's own code makes does not resolve (an incomplete install of docsgen).",
    example: `docs/lamps.mdx:8:3: error [site-code] the site's code does not compile: "Lamp" is not exported by src/components/Badge.tsx (imported from "@site/src/components/Badge")
    src/components/Badge.tsx exports Badge and a default export. Import a name it exports, or export Lamp from src/components/Badge.tsx.`,
    fix: "Fix the code or the import at the place given: import a name the module exports (the hint lists them), correct the path (`@site/` starts at the site folder, `./` at the importing file), or install a missing package in the site folder. For a file of docsgen's own package, install docsgen again.",
  },
  "site-module": {
    severity: "error or warning",
    when: "The site's code imports a `@docusaurus/…` or `@theme/…` module that docsgen does not provide (an error), or one it provides only in part, such as `@theme/IdealImage` or `@theme/Mermaid` on a site that draws no diagram, and a Sass stylesheet's own `@warn` (warnings: the page builds).",
    example: `src/pages/index.tsx:4:24: error [site-module] "@theme/DocCardList" is not provided by docsgen: it cannot be imported here
    docsgen provides the Docusaurus modules listed on its manual's React page. Import one of those, or write the part yourself in src/components/.`,
    fix: "Use one of the modules listed on the manual's React pages page, or write the component in `src/components/`; for `@theme/Mermaid`, switch diagrams on (`@docusaurus/theme-mermaid` in `themes`).",
  },
  "site-render": {
    severity: "error",
    when: "A React page's component (or a component of an MDX page) throws while the page is rendered at build time (on the server), or as its module loads; it calls `process.exit()`; the render does not finish within the time limit of site code (30 s); or it runs the process out of memory (Node's heap limit).",
    example: `src/pages/index.tsx: error [site-render] the component Stats (src/components/Stats.tsx:6:11) threw while this page rendered: window is not defined
    at Stats (src/components/Stats.tsx:6:11)
    A browser-only API used while rendering on the server: move it into useEffect, or wrap the component in <BrowserOnly>.`,
    fix: "Fix the component at the place given; code that needs the browser goes in `useEffect` or inside `<BrowserOnly>`.",
  },
  "custom-css": {
    severity: "error or warning",
    when: "An `@import` or `url()` in a stylesheet of `customCss` names a file that cannot be found, or the stylesheet does not parse (errors); it imports a package that is not installed (left out), loads a stylesheet or font from another origin (which the content security policy blocks), or its syntax is doubtful, such as an unclosed block (warnings).",
    example: `src/css/custom.css:3:8: error [custom-css] could not resolve "./fonts/inter.woff2"
    Correct the path (relative to the stylesheet; a path starting with / is looked up in the static folder), or install the package it imports.`,
    fix: "Correct the path or the syntax at the line given; `/img/x.png` names `static/img/x.png`, as in Docusaurus.",
  },
};
