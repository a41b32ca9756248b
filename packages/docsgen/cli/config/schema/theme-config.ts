/** `themeConfig` of the config schema (../schema.ts): navbar, footer, colour mode, DocSearch and the rest of the classic theme's settings. */
import {
  anything,
  arrayOf,
  boolean,
  filledIn,
  ignored,
  nothing,
  number,
  object,
  oneOf,
  openObject,
  optional,
  recordOf,
  required,
  string,
  union,
  withDefault,
} from "../shape.ts";
import { LINK_ATTRIBUTE } from "./common.ts";
import { linkKeys, navbarItemSchema } from "./navbar.ts";

/**
 * Docusaurus's `themeConfig.algolia` (theme-search-algolia's options): the DocSearch dialog's settings
 * (config/docsearch.ts). Other keys Docusaurus passes to DocSearch as they are; docsgen passes the listed ones.
 */
const algoliaSchema = openObject(
  {
    appId: required(string(), "the Algolia application of the index"),
    apiKey: required(string(), "its search-only API key (public: every reader's browser sends it)"),
    indexName: required(string(), "the DocSearch index"),
    contextualSearch: withDefault(
      boolean(),
      true,
      "queries keep to the reader's language and docs version, as in Docusaurus: the facet filters `language:<locale>` and `docusaurus_tag:default`, `docusaurus_tag:docs-default-<version>` (the pages' `docsearch:*` meta tags), before the config's own",
    ),
    searchParameters: optional(
      recordOf(anything()),
      'Algolia search parameters of every query (`{ facetFilters: ["type:content"] }`); its `facetFilters` follow the contextual ones',
    ),
    externalUrlRegex: optional(
      string(),
      "a regular expression: hits whose URL matches it link to that URL; the others become paths of this site, followed without a page load",
    ),
    replaceSearchResultPathname: optional(
      object({
        from: required(anything(), "a string (matched as written) or a RegExp"),
        to: required(string(), "what replaces each match"),
      }),
      "rewrites the path of every hit that is not external (an index crawled under another path)",
    ),
    placeholder: optional(string(), "the search box's placeholder"),
    maxResultsPerGroup: optional(number(), "hits shown under one heading of the dialog"),
    disableUserPersonalization: optional(boolean(), "keeps no recent or favourite searches in the browser"),
    translations: optional(recordOf(anything()), "DocSearch's interface text (`{ button: …, modal: … }`)"),
    searchPagePath: ignored(
      "docsgen makes no search page; the dialog shows the hits, and no link to a page of all results",
    ),
    insights: ignored(
      "DocSearch would load Algolia's insights script from a CDN, which the site's CSP keeps closed; no click analytics are sent",
    ),
    askAi: ignored("docsgen does not load Ask AI; the dialog searches the index"),
  },
  "Docusaurus passes it to DocSearch; docsgen passes only the options its configuration reference lists",
);

const footerLink = openObject(linkKeys, LINK_ATTRIBUTE);

export const themeConfigSchema = openObject(
  {
    navbar: filledIn(
      object({
        title: optional(string(), "navbar title, beside the logo; default: none"),
        logo: optional(
          object({
            alt: optional(string(), "text of the logo image; default: none (the title beside it names the link)"),
            src: required(string(), "a path under `static/`"),
            srcDark: optional(
              string(),
              "a path under `static/`: the logo shown in dark mode, switched with the colour mode by CSS alone; default: `src`",
            ),
            href: optional(string(), "where the logo and title link; default: the home page"),
            target: optional(string(), "`target` of that link"),
            width: optional(union(number(), string()), "`width` of the image; default: 32"),
            height: optional(union(number(), string()), "`height` of the image; default: 32"),
            className: optional(string(), "class of the logo image"),
            style: optional(
              recordOf(union(string(), number())),
              "inline style of the image, as a React style object (`{ height: 24 }`)",
            ),
          }),
        ),
        items: withDefault(
          arrayOf(navbarItemSchema),
          [],
          'a `docSidebar` item links to the first page of a sidebar of `sidebars.ts`, `doc` to one doc (`docId`), a link item to `href` (a URL, opened in a new tab; a path there is linked under the base URL, and one without a leading `/` is warned about, since Docusaurus leaves it relative to each page, unless `prependBaseUrlToHref: true`) or `to` (a site path without the base URL, active under `activeBasePath` or `activeBaseRegex`); `dropdown` lists `items` of those kinds; `html` renders `value`; `search` places the search button; every item takes `position` (`"left"` by default), `className` and `aria-label`. `docsVersionDropdown` lists the versions (each linking the page read in that version, else its main doc; `dropdownItemsBefore`, `dropdownItemsAfter`, `dropdownActiveClassDisabled`, `versions`), `docsVersion` links the version read; `localeDropdown` links the page read in each locale (`dropdownItemsBefore`, `dropdownItemsAfter`, `queryString`); items with a `docsPluginId` point into that docs instance (`docsInstances`; its version items link the main doc of each version); `custom-*` items are drawn by the component the site\'s `src/theme/NavbarItem/ComponentTypes` maps their type to (else left out with a warning)',
        ),
        hideOnScroll: ignored("the navbar stays fixed"),
        style: optional(
          oneOf("dark", "primary"),
          "Infima's `navbar--dark` (a dark bar in both colour modes) or `navbar--primary` (the bar in the primary colour); default: the bar follows the colour mode",
        ),
      }),
      "the bar at the top of every page",
    ),
    footer: optional(
      object({
        links: optional(
          arrayOf(
            union(
              object({
                title: optional(union(string(), nothing())),
                items: required(arrayOf(footerLink)),
                className: optional(string()),
              }),
              footerLink,
            ),
          ),
          "footer columns: a title and links (`href`: a URL, `to`: a site path, `html`: HTML instead of a link); or links alone, for Docusaurus's simple footer (one centred row)",
        ),
        copyright: optional(string(), "footer copyright line"),
        style: optional(
          oneOf("dark", "light"),
          "`\"light\"`: the footer takes the page's colours (Infima's light footer, grey in light mode); default: dark, as docsgen's footer always was (Docusaurus's default is light: its new sites set `style: \"dark\"`)",
        ),
        logo: optional(
          object({
            src: required(string(), "a path under `static/` (or a URL)"),
            srcDark: optional(string(), "the logo shown in dark mode; default: `src`"),
            alt: optional(string(), "text of the image"),
            href: optional(string(), "where the logo links (a URL or a site path); default: no link"),
            target: optional(string(), "`target` of that link"),
            width: optional(union(number(), string()), "`width` of the image"),
            height: optional(union(number(), string()), "`height` of the image"),
            className: optional(string(), "added to the image's `footer__logo` class"),
            style: optional(recordOf(union(string(), number())), "inline style of the image, as a React style object"),
          }),
          "a logo above the copyright line, centred, as in Docusaurus",
        ),
      }),
    ),
    colorMode: filledIn(
      object({
        defaultMode: withDefault(oneOf("light", "dark"), "light", "colour mode of a first visit"),
        disableSwitch: withDefault(boolean(), false, "hides the light/dark switch"),
        respectPrefersColorScheme: withDefault(boolean(), false, "a first visit follows the system's colour scheme"),
        switchConfig: ignored("Docusaurus 2's switch icons; docsgen draws its own"),
      }),
    ),
    announcementBar: optional(
      object({
        id: withDefault(string(), "announcement-bar", "a new id shows the bar again to visitors who closed it"),
        content: required(string(), 'HTML, as in Docusaurus (`Read <a href="/blog">the news</a>`)'),
        isCloseable: withDefault(boolean(), true, "shows a close button"),
        backgroundColor: optional(string(), "CSS colour"),
        textColor: optional(string(), "CSS colour"),
      }),
      "a bar above the navbar",
    ),
    tableOfContents: filledIn(
      object({
        minHeadingLevel: withDefault(number(), 2, "first heading level in the page's table of contents"),
        maxHeadingLevel: withDefault(number(), 3, "last heading level in the page's table of contents"),
      }),
    ),
    image: optional(string(), "social card image, a path under `static/`"),
    metadata: optional(
      arrayOf(
        openObject(
          { name: optional(string()), property: optional(string()), content: optional(string()) },
          "docsgen writes `name`, `property` and `content`",
        ),
      ),
      '`<meta>` tags added to every page: `[{ name: "keywords", content: "…" }]`',
    ),
    prism: ignored("code is highlighted by shiki with docsgen's light and dark themes"),
    algolia: optional(
      algoliaSchema,
      "Algolia DocSearch: the search button opens DocSearch's dialog, loaded from the npm package on first open, instead of docsgen's own search (see `search`)",
    ),
    docs: ignored(
      "the docs sidebar is not hideable, categories do not collapse one another, and a reader's chosen version is always kept",
    ),
    blog: optional(
      object({
        sidebar: optional(
          object({
            groupByYear: optional(
              boolean(),
              "the blog's recent-posts sidebar lists its posts under a heading for each year; `false`: one list; default: true",
            ),
          }),
        ),
      }),
      "the blog's theme settings (Docusaurus 3.5+)",
    ),
    mermaid: optional(
      object({
        theme: optional(
          object({
            light: optional(string(), 'Mermaid theme in light mode; default: `"default"`'),
            dark: optional(string(), 'Mermaid theme in dark mode; default: `"dark"`'),
          }),
        ),
        options: optional(
          recordOf(anything()),
          'passed to `mermaid.initialize` (`{ flowchart: { curve: "linear" } }`)',
        ),
      }),
      "Mermaid diagrams (`markdown.mermaid`): their themes and options, as `@docusaurus/theme-mermaid` reads them",
    ),
  },
  "a key of another theme or plugin, which docsgen's theme does not read; the site's own components get it (useThemeConfig())",
);
