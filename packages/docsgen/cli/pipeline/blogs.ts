/**
 * The build's share of the site's blogs (blog/instances.ts): each one's posts loaded with its own config, and
 * each one's pages made from its own posts, as the default blog's always were.
 */

import { postId } from "../blog/docusaurus-content.ts";
import { type BlogOfSite, blogsOf } from "../blog/instances.ts";
import { blogRenderables } from "../blog/model.ts";
import { applyPostEdits } from "../blog/post-edits.ts";
import { type BlogPost, type LoadedBlog, loadPosts } from "../blog/posts.ts";
import { takeLoaded } from "../blog/preloaded.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { LastChange } from "../content/git-history.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Highlighting } from "../highlight/service.ts";
import type { Renderable } from "../model/renderable.ts";

/** Each blog with what was loaded of it. */
export interface LoadedBlogs {
  blogs: (BlogOfSite & { loaded: LoadedBlog })[];
  /** Every blog's posts, the default blog's first. */
  posts: BlogPost[];
  findings: Diagnostic[];
}

export const NO_BLOGS: LoadedBlogs = { blogs: [], posts: [], findings: [] };

/** Every blog's posts, each blog read with its own config; another instance's posts carry its id. */
export async function loadBlogs(config: ResolvedConfig, highlighting: Highlighting): Promise<LoadedBlogs> {
  const blogs = await Promise.all(
    blogsOf(config).map(async (blog) => {
      // A wrapped blog's posts were read for the site plugin that wraps it: read once (blog/preloaded.ts).
      const read = takeLoaded(blog.config, highlighting) ?? (await loadPosts(blog.config, highlighting));
      const loaded = selectPosts(blog.config, read);
      if (blog.id !== "default") for (const post of loaded.posts) post.blogId = blog.id;
      return { ...blog, loaded };
    }),
  );
  return {
    blogs,
    posts: blogs.flatMap((b) => b.loaded.posts),
    findings: blogs.flatMap((b) => b.loaded.findings),
  };
}

/**
 * The posts a site plugin wrapping the blog plugin kept, in its order, with the changes it made to them
 * (blog/post-edits.ts); every post for a blog of the config.
 */
function selectPosts(config: ResolvedConfig, loaded: LoadedBlog): LoadedBlog {
  const { selected, edits } = config.blog;
  if (!selected) return loaded;
  const ids = new Map(loaded.posts.map((p) => [p, postId(config, p)]));
  const byId = new Map([...ids].map(([p, id]) => [id, p]));
  const posts = selected.flatMap((id) => byId.get(id) ?? []);
  return { ...loaded, posts: applyPostEdits(posts, edits, ids, loaded.authors) };
}

/** Each blog's pages, by its id. */
export function blogsRenderables(
  loaded: LoadedBlogs,
  lastChanges: ReadonlyMap<string, LastChange> | undefined,
): { blogs: { id: string; renderables: Renderable[] }[]; findings: Diagnostic[] } {
  const made = loaded.blogs.map(({ id, config, loaded: { posts, authors } }) => ({
    id,
    ...blogRenderables(config, { posts, authors, lastChanges }),
  }));
  return {
    blogs: made.map(({ id, renderables }) => ({ id, renderables })),
    findings: made.flatMap((m) => m.findings),
  };
}
