import type { CodeDoc, DiagnosticCode } from "./diagnostic.ts";

/** The codes of checking the site and running its code: routes, links, the blog, paths, site code, CSS (codes.ts joins the tables). */
export const CHECK_CODES = {
  "route-duplicate": {
    severity: "warning",
    when: "Two sources produce the same URL (two slugs, or a slug and a file name).",
    example: `docs/b.md: warning [route-duplicate] route /docs/a is produced twice (also by docs/a.md)
    Change the slug or file name of one of them; the later one wins.`,
    fix: "Change the slug or file name of one of them.",
  },
  "route-instances": {
    severity: "error",
    when: "Two docs instances (the default one and a `docsInstances` entry, or two entries), or another blog instance (`blogInstances`) and any docs or blog instance, produce the same URL: one instance's page would hide the other's.",
    example: `community/intro.md: error [route-instances] route /docs/intro is produced by the docs instance "community" and by the docs instance "default" (docs/intro.md)
    Give the instances different routeBasePath values, or change the slug of one of the files.`,
    fix: "Give the instances different `routeBasePath` values, or change the slug of one of the files.",
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
    when: 'An image written as markdown (`![alt](./shot.png)`) whose file does not exist. With the default `onBrokenMarkdownImages: "throw"` it fails the build.',
    example: `docs/guide/start.md:8:4: error [markdown-image-broken] image "./shot.png" does not exist
    Put the file next to the markdown file (./img.png) or under static/ (/img/img.png).`,
    fix: "Put the file next to the markdown file (`./img.png`) or under `static/` (`/img/img.png`).",
  },
  "html-image-broken": {
    severity: "warning",
    when: "An image written as HTML or JSX (`<img src>` in markdown or MDX) whose file does not exist. Always a warning: Docusaurus publishes those without checking them.",
    example: `docs/web/pwa.mdx:14:1: warning [html-image-broken] image "/img/pwa.png" does not exist
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
    when: "A route or slug would be written outside the output folder, an image or partial lies outside the site folder (or outside the folder `--root` names, when given), the site's code imports a file outside it (`../`, `@site/../`, a symlink, from a page, a component, MDX, the config or sidebars module, a stylesheet's `@import`, `@use` or `url()`), a config key names a folder or file outside it (`docs.path`, `customCss`, `staticDirectories`…), or a static file has the path of a file the build generates.",
    example: `docs/a.md:3:1: error [path-outside] image "../../secret.png" lies outside the site folder; it is not published
    Copy the file into the site (next to the markdown file, or under static/) and link to the copy.`,
    fix: "Copy the file into the site and link to (or import) the copy, or move the folder a config key names into the site; import packages by their name, from node_modules; write slugs as plain paths (no `.` or `..` segments); rename the static file. For a site in a monorepo whose docs, images or stylesheets lie beside it (`docs.path: '../docs'`), build with `--root` naming the repository's folder (the hint names it when the path lies in a folder above the site): docsgen then reads files anywhere in that folder, and still nothing outside it.",
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
    when: "Something in the site folder that docsgen does not build: pages in `src/pages/` of a site whose pages folder is another, `docusaurus.config.js` beside a `site.config.ts`, versioned folders that no `versions.json` lists, translated content, stylesheets in `src/css/` that no `customCss` names, a page or static file of the default locale in another locale's folder (`src/pages/en/`, `static/en/` on a site with an `en` locale: that locale's build replaces the folder, as in Docusaurus).",
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
  "site-plugin": {
    severity: "error or warning",
    when: "A plugin or theme of a Docusaurus config's `plugins` or `themes` that is the site's own code (a file, a package, a function) cannot be found or loaded, throws, or runs past the time limit of site code (30 s) in its `validateOptions`, `validateThemeConfig` or one of its hooks; `validateOptions` returns no options object; it adds a route outside the base URL or with a `..` segment, names a component outside the site folder, or writes outside the output in `postBuild`; a PostCSS plugin its `configurePostCss` adds throws on a stylesheet, at the stylesheet's line (errors). A hook or webpack setting docsgen does not run (`extendCli`, a webpack loader or plugin), a schema its `validate()` is given that docsgen cannot read (not Joi's), and a Joi warning are warnings naming it.",
    example: `docusaurus.config.js:20: error [site-plugin] the plugin my-plugin (plugins[0]) threw in its loadContent: no data folder
    Fix the plugin (DEBUG=docsgen prints its stack); the config line lists it.`,
    fix: "Fix the plugin at the config line given, or remove it from `plugins` (or `themes`); the manual's Site plugins page lists what docsgen runs.",
  },
  "custom-css": {
    severity: "error or warning",
    when: "An `@import` or `url()` in a stylesheet of `customCss` names a file that cannot be found, or the stylesheet does not parse (errors); it imports a package that is not installed (left out), loads a stylesheet or font from another origin (which the content security policy blocks), or its syntax is doubtful, such as an unclosed block (warnings).",
    example: `src/css/custom.css:3:8: error [custom-css] could not resolve "./fonts/inter.woff2"
    Correct the path (relative to the stylesheet; a path starting with / is looked up in the static folder), or install the package it imports.`,
    fix: "Correct the path or the syntax at the line given; `/img/x.png` names `static/img/x.png`, as in Docusaurus.",
  },
} satisfies Partial<Record<DiagnosticCode, CodeDoc>>;
