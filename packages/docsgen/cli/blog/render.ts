import type { Root as HastRoot } from "hast";
import type { Code, Root } from "mdast";
import { codeOf } from "../content/held.ts";
import { codeIndex } from "../markdown/code-index.ts";
import { pluginsOf } from "../markdown/plugins.ts";
import { finalUrl, rewriteLinks } from "../markdown/rewrite-links.ts";
import { sanitizeSchema } from "../markdown/sanitize-schema.ts";
import { toHast, toHastWithPlugins } from "../markdown/to-hast.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { renderContent } from "../render/content.ts";
import { withoutDocCards } from "../render/doc-cards.ts";
import type { BlogPost } from "./posts.ts";

/**
 * A post's content (or its excerpt) as hast, links rewritten relative to the post's file. `siteCode`: the
 * post's MDX nodes are kept for the MDX compiler (blog/mdx.ts).
 */
export async function postHast(
  ctx: LinkContext,
  post: BlogPost,
  options: { excerpt: boolean; copyAsset: (abs: string) => string; siteCode?: boolean },
): Promise<HastRoot> {
  const { excerpt, copyAsset, siteCode } = options;
  const tree = structuredClone(post.tree) as Root;
  // The truncate marker was removed at excerptLength: everything before it is the excerpt, with the post's
  // imports and exports wherever they are written (the excerpt's components need them).
  if (excerpt && post.excerptLength !== undefined) {
    const after = tree.children.slice(post.excerptLength).filter((n) => n.type === "mdxjsEsm");
    tree.children = [...tree.children.slice(0, post.excerptLength), ...after];
  }
  // The title is shown by the layout; a leading `# Title` in the body would repeat it.
  const first = tree.children.findIndex((n) => n.type !== "mdxjsEsm");
  const h1 = tree.children[first];
  if (h1?.type === "heading" && h1.depth === 1) tree.children.splice(first, 1);
  const origin = { source: post, copyAsset };
  rewriteLinks(tree, ctx, origin);
  // Links and images written in raw HTML are resolved as the tree becomes hast (raw-html.ts).
  const url = (target: string, image: boolean) => finalUrl(ctx, origin, target, image);
  const { config } = ctx;
  const code = await codeOf(post);
  const hastOptions = {
    rawHtml: { url, schema: sanitizeSchema(config.markdown.sanitize) },
    headingLinkTitle: config.locale.strings.server.headingLinkTitle,
    ...(siteCode ? { siteCode } : {}),
  };
  const rehype = pluginsOf(config, "blog")?.rehype;
  if (!rehype) return toHast(tree, { ...hastOptions, code });
  // The post's code was highlighted as it was parsed; the blocks a rehype plugin takes keep the plugin's.
  const highlight = async (nodes: Code[]) => nodes.map((node) => code[codeIndex(node)]);
  return await toHastWithPlugins(tree, { ...hastOptions, highlight, rehype: { processor: rehype, page: post } });
}

/** What rendering a post reads of the site state (pipeline/site-state.ts RenderState). */
type PostState = { linkCtx: LinkContext };

/** A post's markdown (or its excerpt) to HTML, links rewritten relative to the post's file. */
export async function postHtml(
  state: PostState,
  post: BlogPost,
  excerpt: boolean,
  copyAsset: (abs: string) => string,
): Promise<string> {
  const html = renderContent(await postHast(state.linkCtx, post, { excerpt, copyAsset }));
  // A post has no doc category: its <DocCardList /> elements render nothing (warned when it was parsed).
  return post.cardLists ? withoutDocCards(html) : html;
}

/**
 * A list page's excerpts, one HTML string per listed post, in the order of its model's `blog.posts`;
 * `rendered`: the excerpts the site's code rendered (posts with the site's components: blog/mdx.ts).
 */
export function excerptsHtml(
  state: PostState,
  posts: BlogPost[],
  copyAsset: (abs: string) => string,
  rendered?: ReadonlyMap<BlogPost, string>,
): Promise<string[]> {
  return Promise.all(posts.map((post) => rendered?.get(post) ?? postHtml(state, post, true, copyAsset)));
}
