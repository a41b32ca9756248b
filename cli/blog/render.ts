import type { Root } from "mdast";
import { codeOf } from "../content/held.ts";
import { pluginsOf } from "../markdown/plugins.ts";
import { finalUrl, rewriteLinks } from "../markdown/rewrite-links.ts";
import { sanitizeSchema } from "../markdown/sanitize-schema.ts";
import { toHast, toHastWithPlugins } from "../markdown/to-hast.ts";
import type { RenderState } from "../pipeline/site-state.ts";
import { renderContent } from "../render/content.ts";
import { withoutDocCards } from "../render/doc-cards.ts";
import type { BlogPost } from "./posts.ts";

/** A post's markdown (or its excerpt) to HTML, links rewritten relative to the post's file. */
export async function postHtml(
  state: RenderState,
  post: BlogPost,
  excerpt: boolean,
  copyAsset: (abs: string) => string,
): Promise<string> {
  const tree = structuredClone(post.tree) as Root;
  // The truncate marker was removed at excerptLength: everything before it is the excerpt.
  if (excerpt && post.excerptLength !== undefined) tree.children = tree.children.slice(0, post.excerptLength);
  // The title is shown by the layout; a leading `# Title` in the body would repeat it.
  if (tree.children[0]?.type === "heading" && tree.children[0].depth === 1) tree.children.shift();
  const origin = { source: post, copyAsset };
  rewriteLinks(tree, state.linkCtx, origin);
  // Links and images written in raw HTML are resolved as the tree becomes hast (raw-html.ts).
  const url = (target: string, image: boolean) => finalUrl(state.linkCtx, origin, target, image);
  const { config } = state.linkCtx;
  const options = {
    code: await codeOf(post),
    rawHtml: { url, schema: sanitizeSchema(config.markdown.sanitize) },
    headingLinkTitle: config.locale.strings.server.headingLinkTitle,
  };
  const rehype = pluginsOf(config, "blog")?.rehype;
  const html = renderContent(
    rehype
      ? await toHastWithPlugins(tree, { ...options, rehype: { processor: rehype, page: post } })
      : toHast(tree, options),
  );
  // A post has no doc category: its <DocCardList /> elements render nothing (warned when it was parsed).
  return post.cardLists ? withoutDocCards(html) : html;
}

/** A list page's excerpts, one HTML string per listed post, in the order of its model's `blog.posts`. */
export function excerptsHtml(
  state: RenderState,
  posts: BlogPost[],
  copyAsset: (abs: string) => string,
): Promise<string[]> {
  return Promise.all(posts.map((post) => postHtml(state, post, true, copyAsset)));
}
