import type { PageModel } from "../../shared/page-model.ts";
import type { BlogPost } from "../blog/posts.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import type { ReactPage } from "../react/pages.ts";
import type { PageSearch } from "../search/page-search.ts";

/**
 * What rendering reads of a doc or page (pipeline/render-page.ts). A build worker keeps only this from
 * parse to render: its links, headings and twin inputs are substrings of the markdown, and V8 keeps a
 * substring's whole parent string alive.
 */
export type ContentSource = Pick<
  DocSource | PageSource,
  "kind" | "file" | "contentHtml" | "contentDigest" | "assets" | "mdxModule" | "cardLists"
>;

/** A copy of `source` with only what rendering reads. */
export function contentSource(source: DocSource | PageSource): ContentSource {
  const { kind, file, contentHtml, contentDigest, assets, mdxModule, cardLists } = source;
  return {
    kind,
    file,
    contentHtml,
    contentDigest,
    assets,
    ...(mdxModule ? { mdxModule } : {}),
    ...(cardLists ? { cardLists } : {}),
  };
}

/** A page to render: its model, and the markdown source when it has one (generated indexes do not). */
export interface Renderable {
  model: PageModel;
  source?: DocSource | PageSource | BlogPost;
  /**
   * Blog list and tag pages: the markdown sources of the excerpts they show (the model lists the posts;
   * their excerpts are rendered with the page, like a doc's content).
   */
  posts?: BlogPost[];
  /** A React page of the site (src/pages/*.tsx): rendered from the site's compiled code (cli/react/). */
  react?: ReactPage;
  /** A doc or page with the site's components: their script and stylesheets (cli/react/render-mdx.ts). */
  siteAssets?: { js: string; css: string[] };
  /**
   * What the site's code rendered of a blog post with its components (the content), or of a list page that
   * shows such posts (their excerpts): the rest is rendered from the posts' trees (blog/render.ts).
   */
  siteHtml?: { content?: string; excerpts?: ReadonlyMap<BlogPost, string> };
  /**
   * A React page's search data, from the text it rendered (search/html-sections.ts): set when it renders,
   * which is before the search index is built.
   */
  rendered?: RenderedSearch;
}

/** A React page as the search index reads it: the title it gave, its sections, and their digest. */
export interface RenderedSearch extends PageSearch {
  title: string;
  digest: string;
}
