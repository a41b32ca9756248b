import type { PageModel } from "../../shared/page-model.ts";
import type { BlogPost } from "../blog/posts.ts";
import type { DocSource, PageSource } from "../content/types.ts";

/** A page to render: its model, and the markdown source when it has one (generated indexes do not). */
export interface Renderable {
  model: PageModel;
  source?: DocSource | PageSource | BlogPost;
  /**
   * Blog list and tag pages: the markdown sources of the excerpts they show (the model lists the posts;
   * their excerpts are rendered with the page, like a doc's content).
   */
  posts?: BlogPost[];
}
