/**
 * The changes a site plugin wrapping the blog plugin made to its posts' metadata (read by
 * blog/wrapper-edits.ts, kept in the blog's config as `edits`), applied to the loaded posts before anything is
 * built of them: the post's page, the lists, tag pages, archive, feeds and sitemap all read the post, so they
 * all show the change.
 */
import type { BlogPostEdit } from "../config/resolved.ts";
import type { Author, AuthorsMap } from "./authors.ts";
import type { BlogPost } from "./posts.ts";

/** Each post with its edit applied (a changed post is a copy; the others are the posts given). */
export function applyPostEdits(
  posts: readonly BlogPost[],
  edits: Readonly<Record<string, BlogPostEdit>> | undefined,
  ids: ReadonlyMap<BlogPost, string>,
  authors: AuthorsMap,
): BlogPost[] {
  if (!edits) return [...posts];
  return posts.map((post) => {
    const id = ids.get(post);
    const edit = id === undefined ? undefined : edits[id];
    return edit ? edited(post, edit, authors) : post;
  });
}

function edited(post: BlogPost, edit: BlogPostEdit, authors: AuthorsMap): BlogPost {
  const { title, description, date, route, unlisted, draft, image, keywords, tags } = edit;
  const frontMatter = {
    ...post.frontMatter,
    ...(image !== undefined ? { image } : {}),
    ...(keywords !== undefined ? { keywords } : {}),
  };
  return {
    ...post,
    frontMatter,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(date !== undefined ? { date: new Date(date) } : {}),
    ...(route !== undefined ? { route } : {}),
    ...(unlisted !== undefined ? { unlisted } : {}),
    ...(draft !== undefined ? { draft } : {}),
    ...(tags !== undefined ? { tags } : {}),
    ...(edit.authors ? { authors: edit.authors.map((a) => authorOf(a, post, authors)) } : {}),
  };
}

/**
 * An author as the plugin gave it: the post's own or the authors map's author of that key with the plugin's
 * fields over it (its socials and description kept), else one of the plugin's fields only.
 */
function authorOf(given: NonNullable<BlogPostEdit["authors"]>[number], post: BlogPost, map: AuthorsMap): Author {
  const known = given.key ? (post.authors.find((a) => a.key === given.key) ?? map.get(given.key)) : undefined;
  const { name, title, url, imageUrl, page, key } = given;
  return {
    ...(known?.description ? { description: known.description } : {}),
    socials: known?.socials ?? [],
    ...(key ? { key } : {}),
    ...(name ? { name } : {}),
    ...(title ? { title } : {}),
    ...(url ? { url } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(page ? { page } : {}),
  };
}
