import type { PageModel } from "../../shared/page-model.ts";
import type { BlogPost } from "../blog/posts.ts";
import type { DocSource, PageSource } from "../content/types.ts";

/** A page to render: its model, and the markdown source when it has one (generated indexes do not). */
export interface Renderable {
  model: PageModel;
  source?: DocSource | PageSource | BlogPost;
  /** Blog list, tag and archive pages: the posts they show. */
  posts?: BlogPost[];
  /** The blog's tag list page. */
  tags?: { label: string; href: string; count: number }[];
}
