import type { Root } from "mdast";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { PageSearch } from "../search/page-search.ts";

/** Front matter keys docsgen understands (Docusaurus names). Unknown keys are kept but unused. */
export interface FrontMatter {
  id?: string;
  slug?: string;
  title?: string;
  /** Docs: no h1 from `title` when the body has none (Docusaurus). */
  hide_title?: boolean;
  /** Docs: `false` keeps number prefixes (`01-intro.md`) in the id, URL and label. @default true */
  parse_number_prefixes?: boolean;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  /** Docs: the sidebar shown beside this doc instead of the one holding it; null shows none. */
  displayed_sidebar?: string | null;
  /** Docs: this doc's label in its neighbours' previous/next links. */
  pagination_label?: string;
  /** Docs: the id of the doc linked as previous/next instead of the sidebar's neighbour; null links none. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** Docs: the edit link instead of the one `docs.editUrl` makes; null shows none. */
  custom_edit_url?: string | null;
  image?: string;
  description?: string;
  keywords?: string[];
  draft?: boolean;
  unlisted?: boolean;
  /** Standalone pages only: `home` renders the hero layout. */
  layout?: "home" | "page";
  hero?: { title?: string; tagline?: string; actions?: { text: string; link: string }[] };
  [key: string]: unknown;
}

/** A heading of a page, with its final id. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
}

/** A link or image target written in a page, located for diagnostics. */
export interface LinkRef {
  kind: "link" | "image";
  /**
   * Written as an HTML or JSX element (`<img src>`), not markdown: Docusaurus checks neither its file nor
   * its target, so a missing image there is a warning whatever `onBrokenMarkdownImages` says.
   */
  html?: true;
  url: string;
  line: number;
  column: number;
}

/** A markdown file after discovery, front matter and parsing; shared by docs and standalone pages. */
export interface ParsedSource {
  /** Path relative to the site folder, `/`-separated: used in every diagnostic. */
  file: string;
  absPath: string;
  frontMatter: FrontMatter;
  /** Line number in the file of the first body line (front matter shifts it). */
  bodyLine: number;
  /** The syntax tree; empty for docs and pages, which keep contentHtml instead. */
  tree: Root;
  title: string;
  /** The body has a `#` heading of its own (Docusaurus's contentTitle): the doc template adds no h1 then. */
  hasH1: boolean;
  /** Front matter description, else the first paragraph's text. */
  description: string;
  headings: Heading[];
  /** Ids of elements written in raw HTML (`<a id="x">`): link targets besides the headings' ids. */
  htmlAnchors?: string[];
  /** Origins of the `<iframe>`s the content keeps (raw HTML and MDX): the CSP's `frame-src` lists them. */
  frames?: string[];
  links: LinkRef[];
  /** What parsing found to report, located in the file (raw HTML removed from the output, see raw-html.ts). */
  diagnostics?: Diagnostic[];
  /** The markdown body, for the llms twin and search. */
  body: string;
  /**
   * Text under each h2–h3 heading and its postings weights, for the search index (search/page-search.ts).
   * A cached page reads it from its cache entry when first awaited: a warm build indexes few pages again.
   */
  search: PageSearch | PromiseLike<PageSearch>;
  /** The digest of `search` (page-search.ts `searchDigestOf`): the incremental index compares pages by it. */
  searchDigest: string;
  /**
   * Highlighted HTML of the code blocks, requested when the file was parsed (see cli/highlight). Only in
   * the thread that parsed it; copies sent to other threads go without it (and without the tree).
   */
  codeHtml?: Promise<string[]>;
  /**
   * Docs and pages: the content rendered at parse time with final link URLs, as UTF-8 (see
   * render/prerender.ts). Only in the thread that parsed it.
   */
  contentHtml?: PromiseLike<Buffer>;
  /**
   * Docs and pages that use the site's components (markdown/mdx/site-code.ts): the content compiled as an
   * MDX module instead of `contentHtml`, rendered with the site's code (cli/react/) in the main thread: a
   * worker that parsed it sends the module's text.
   */
  mdxModule?: string | PromiseLike<string>;
  /**
   * Blog posts whose tree keeps MDX nodes for the site's components (markdown/mdx/site-code.ts): compiled as
   * MDX once every route is known (blog/mdx.ts), not rendered from the tree.
   */
  siteCode?: true;
  /** The sha256 of `contentHtml`, when a page cache entry already knows it (see pipeline/render-page.ts). */
  contentDigest?: string;
  /** Docs and pages: files next to the source that the content links to, output path → absolute path. */
  assets?: [string, string][];
  /** Docs and pages: the final URL of each link and image, in document order (watch mode checks them). */
  resolvedUrls?: string[];
  /** MDX partials the content includes, with their modification time (-1: missing): watch mode re-parses on change. */
  partials?: [string, number][];
  /** Lines of the content's `<DocCardList />` elements, filled in when the page renders (render/doc-cards.ts). */
  cardLists?: number[];
}

/**
 * What a doc's markdown twin (plugins/llms/llms.ts) is made of besides the config, its title and where its links
 * lead: the body's digest, and each link target as written (`!` before an image's), distinct.
 */
export interface TwinInputs {
  body: string;
  targets: string[];
}

export interface DocSource extends ParsedSource {
  kind: "doc";
  /** Kept with the doc in the page cache (markdown/twin-links.ts); absent in entries written before it. */
  twin?: TwinInputs;
  /** `introduction/overview`: path in the docs folder without extension, or front matter `id` in its folder. */
  id: string;
  /** Folder of the doc inside the docs folder (`api/types`), `""` at the top. */
  dir: string;
  /** True for `index.md`, `README.md` or `<folder>/<folder>.md`: the doc stands for its folder. */
  isIndex: boolean;
  route: string;
  position?: number;
  sidebarLabel: string;
  draft: boolean;
  unlisted: boolean;
}

export interface PageSource extends ParsedSource {
  kind: "page";
  route: string;
  layout: "home" | "page";
}

/** `_category_.json`, `_category_.yml` or `_category_.yaml` of a docs folder (Docusaurus's keys). */
export interface CategoryMeta {
  /** Path relative to the site folder. */
  file: string;
  /** @default the folder's name without its number prefix (or its index doc's title) */
  label?: string;
  /** @default the folder's number prefix */
  position?: number;
  /** @default true */
  collapsible?: boolean;
  /** @default true */
  collapsed?: boolean;
  /** Added to the category's sidebar item. */
  className?: string;
  /**
   * The category's own page. Absent: the folder's index doc (`index.md`, `README.md`, `<folder>.md`) if it
   * has one; `null`: none at all.
   */
  link?: CategoryLink | null;
}

/** What a category links to: a doc, or a generated page of cards. */
export type CategoryLink =
  | {
      type: "generated-index";
      /** @default `/category/<label>` */
      slug?: string;
      /** @default the label */
      title?: string;
      description?: string;
      /** `<meta name="keywords">` of the generated page. */
      keywords?: string[];
      /** Social card image of the generated page (a path in `static/` or a URL). */
      image?: string;
    }
  | { type: "doc"; id: string };
