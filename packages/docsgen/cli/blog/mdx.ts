import { assetPath } from "../content/assets.ts";
import { compileMdxModule } from "../markdown/mdx/compile.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import type { Renderable } from "../model/renderable.ts";
import { EXCERPT_SUFFIX } from "../react/mdx-entries.ts";
import type { MdxList, MdxPage } from "../react/pages.ts";
import type { BlogPost, PostMdx } from "./posts.ts";
import { postHast } from "./render.ts";

/**
 * Compiles a post that uses the site's components (its tree kept their MDX nodes: markdown/mdx/site-code.ts)
 * as MDX, once every route is known: its content for the post page, its excerpt for the list pages, as
 * Docusaurus compiles a truncated copy of the post for those. Links are final, as in a plain post's HTML.
 */
export function compilePostMdx(ctx: LinkContext, post: BlogPost): PostMdx {
  const assets: [string, string][] = [];
  const copyAsset = (absPath: string) => {
    const rel = assetPath(absPath);
    if (!assets.some(([r]) => r === rel)) assets.push([rel, absPath]);
    return ctx.config.baseUrl + rel;
  };
  const compile = (excerpt: boolean) => {
    const module = postHast(ctx, post, { excerpt, copyAsset, siteCode: true }).then((hast) =>
      compileMdxModule(hast, post),
    );
    module.catch(() => {}); // awaited when the site's code is bundled
    return module;
  };
  return {
    module: compile(false),
    ...(post.excerptLength !== undefined ? { excerpt: compile(true) } : {}),
    assets,
  };
}

/** The modules the site-code bundle compiles for a post: its page's, and its excerpt's (no entry of its own). */
export function postMdxPages(post: BlogPost & { mdx: PostMdx }): MdxPage[] {
  const page = { file: post.file, absPath: post.absPath, route: post.route, module: post.mdx.module };
  if (!post.mdx.excerpt) return [page];
  return [
    page,
    {
      file: post.file + EXCERPT_SUFFIX,
      absPath: post.absPath + EXCERPT_SUFFIX,
      route: post.route,
      module: post.mdx.excerpt,
      excerpt: true,
    },
  ];
}

/** The module a list page renders a post's excerpt with, by the bundle's name for it. */
export function excerptModule(post: BlogPost): string {
  return post.mdx?.excerpt ? post.file + EXCERPT_SUFFIX : post.file;
}

/**
 * Compiles the posts that use the site's components (compilePostMdx), and lists what the site-code bundle
 * makes of them: their modules, the list pages that show their excerpts, and the routes of both (the
 * client's router loads them as pages: their own scripts hydrate them).
 */
export function blogMdx(
  ctx: LinkContext,
  posts: readonly BlogPost[],
  renderables: Iterable<Renderable>,
): { pages: MdxPage[]; lists: MdxList[]; routes: string[] } {
  const pages: MdxPage[] = [];
  const routes: string[] = [];
  for (const post of posts) {
    if (!post.siteCode) continue;
    post.mdx = compilePostMdx(ctx, post);
    pages.push(...postMdxPages(post as BlogPost & { mdx: PostMdx }));
    routes.push(post.route);
  }
  const lists: MdxList[] = [];
  if (pages.length === 0) return { pages, lists, routes };
  for (const { model, posts: shown } of renderables) {
    const excerpts = (shown ?? []).flatMap((p) => (p.mdx ? [{ module: excerptModule(p), post: p.route }] : []));
    if (excerpts.length === 0) continue;
    lists.push({ route: model.route, excerpts });
    routes.push(model.route);
  }
  return { pages, lists, routes };
}
