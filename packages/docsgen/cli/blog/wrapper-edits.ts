/**
 * What a site plugin wrapping the blog plugin changed of its posts' metadata between the blog plugin's
 * `loadContent` and its `contentLoaded` (a new title, tags, a moved permalink, `unlisted`), read against what
 * the stand-in gave (blog/docusaurus-content.ts) into the plain edits the build applies (blog/post-edits.ts).
 * A permalink Docusaurus would route somewhere docsgen must not write is an error; a change docsgen's blog
 * pages cannot show is a warning naming the field.
 */
import type { BlogPostEdit, ResolvedConfig } from "../config/resolved.ts";
import { normalizeRoute } from "../content/heads.ts";
import { routeProblem } from "../paths/contain.ts";
import { blogUrl, tagPermalink } from "./docusaurus-content.ts";

type Rec = Record<string, unknown>;

/** A problem with a change, for the plugin that made it (plugins/docusaurus/call.ts locates it). */
export interface EditFinding {
  severity: "error" | "warning";
  message: string;
  hint: string;
  code?: "path-outside";
}

/** A post as the stand-in gave it, and as the wrapper passed it on. */
export interface WrappedPost {
  id: string;
  /** The stand-in's metadata, copied before the wrapper saw it. */
  before: Rec;
  /** The post's markdown body as loaded (Docusaurus's `content`). */
  body: string;
  /** The post object the wrapper's content holds. */
  given: Rec;
}

/** Front matter the blog plugin reads only when it loads a post: changed later, Docusaurus shows nothing new. */
const READ_AT_LOAD = new Set([
  ...["id", "slug", "title", "description", "date", "tags", "authors", "author", "author_title", "authorTitle"],
  ...["author_url", "authorURL", "author_image_url", "authorImageURL", "last_update", "sidebar_label"],
]);

/** Metadata the page shows that docsgen works out itself: neighbours from the posts' order, the rest on load. */
const NOT_APPLIED = "docsgen's blog pages work it out from the post and the posts' order, not from the content";

const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The edits of each changed post, by id, and what could not be applied. */
export function wrapperEdits(
  config: ResolvedConfig,
  posts: readonly WrappedPost[],
): { edits: Record<string, BlogPostEdit>; findings: EditFinding[] } {
  const findings: EditFinding[] = [];
  // A change docsgen does not show: one warning per field, naming the posts (a wrapper marks every post so).
  const unapplied = new Map<string, { ids: string[]; why: string }>();
  const skip = (field: string, id: string, why = NOT_APPLIED) => {
    const entry = unapplied.get(field) ?? { ids: [], why };
    entry.ids.push(id);
    unapplied.set(field, entry);
  };
  const edits: Record<string, BlogPostEdit> = {};
  for (const post of posts) {
    const meta = post.given.metadata;
    if (!isRecord(meta)) continue;
    const edit = postEdit(config, post, meta, { skip, findings });
    if (typeof post.given.content === "string" && post.given.content !== post.body)
      skip("content", post.id, "docsgen builds the post from its file");
    if (Object.keys(edit).length > 0) edits[post.id] = edit;
  }
  findings.push(...collisions(config, posts, edits));
  for (const [field, { ids, why }] of unapplied)
    findings.push({
      severity: "warning",
      message: `changes ${field} of the blog posts ${ids.map((i) => JSON.stringify(i)).join(", ")}, which docsgen does not apply: ${why}`,
      hint: "The manual's Site plugins page lists the post fields a wrapper can change.",
    });
  return { edits, findings };
}

interface Report {
  skip: (field: string, id: string, why?: string) => void;
  findings: EditFinding[];
}

/** One post's changed fields. */
function postEdit(config: ResolvedConfig, post: WrappedPost, meta: Rec, report: Report): BlogPostEdit {
  const { before, id } = post;
  const { skip, findings } = report;
  const edit: BlogPostEdit = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(meta)]);
  for (const key of keys) {
    const now = meta[key];
    if (same(now, before[key])) continue;
    if ((key === "title" || key === "description") && typeof now === "string") edit[key] = now;
    else if (key === "unlisted" && typeof now === "boolean") edit.unlisted = now;
    else if (key === "date") {
      const date = now instanceof Date || typeof now === "string" || typeof now === "number" ? new Date(now) : null;
      if (date && !Number.isNaN(date.getTime())) edit.date = date.toISOString();
      else skip("metadata.date", id, "it is not a date");
    } else if (key === "permalink") {
      const route = routeOf(config, now, id, findings);
      if (route !== undefined) edit.route = route;
    } else if (key === "tags" && Array.isArray(now)) edit.tags = tagsOf(config, now, id, findings);
    else if (key === "authors" && Array.isArray(now)) edit.authors = now.filter(isRecord).map(authorOf);
    else if (key === "frontMatter" && isRecord(now)) Object.assign(edit, frontMatterEdit(now, before[key], id, skip));
    else skip(`metadata.${key}`, id);
  }
  return edit;
}

/** The front matter keys docsgen's post page reads; the others it warns of. */
function frontMatterEdit(now: Rec, was: unknown, id: string, skip: Report["skip"]): BlogPostEdit {
  const old = isRecord(was) ? was : {};
  const edit: BlogPostEdit = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const value = now[key];
    if (same(value, old[key]) || READ_AT_LOAD.has(key)) continue;
    if (key === "image" && typeof value === "string") edit.image = value;
    else if (key === "keywords" && Array.isArray(value)) edit.keywords = value.map(String);
    else if ((key === "unlisted" || key === "draft") && typeof value === "boolean") edit[key] = value;
    // docsgen's post page has no table of contents: hiding it is what it shows already.
    else if (key === "hide_table_of_contents" && value === true) continue;
    else skip(`frontMatter.${key}`, id, "docsgen's blog pages do not read it");
  }
  return edit;
}

/** A moved permalink as a route of the site, or undefined (and an error) where docsgen must not write it. */
function routeOf(config: ResolvedConfig, permalink: unknown, id: string, findings: EditFinding[]): string | undefined {
  const error = (why: string, hint: string, code?: "path-outside") => {
    findings.push({
      severity: "error",
      message: `moves the blog post ${JSON.stringify(id)} to the permalink ${JSON.stringify(permalink)}, which ${why}`,
      hint,
      ...(code ? { code } : {}),
    });
    return undefined;
  };
  if (typeof permalink !== "string" || permalink === "") return error("is not a path", "Give a path as a string.");
  const bad = routeProblem(permalink);
  if (bad) return error(`has ${bad}`, "Give a plain path: no `.` or `..` segments.", "path-outside");
  if (/[?#]/.test(permalink)) return error("has a query or a fragment", "Give the path alone.");
  const base = config.baseUrl;
  if (!`${permalink}/`.startsWith(base))
    return error(
      `is outside the site's base URL ${base}`,
      "Start the permalink with the base URL: `normalizeUrl([context.baseUrl, 'blog', 'my-post'])`.",
    );
  return normalizeRoute(permalink.slice(base.length - 1));
}

/** Two posts at one permalink: the second would overwrite the first (an error naming both). */
function collisions(
  config: ResolvedConfig,
  posts: readonly WrappedPost[],
  edits: Record<string, BlogPostEdit>,
): EditFinding[] {
  const at = new Map<string, string>();
  const out: EditFinding[] = [];
  for (const post of posts) {
    const route =
      edits[post.id]?.route ?? normalizeRoute(String(post.before.permalink).slice(config.baseUrl.length - 1));
    const other = at.get(route);
    if (other === undefined) at.set(route, post.id);
    else if (edits[post.id]?.route !== undefined || edits[other]?.route !== undefined)
      out.push({
        severity: "error",
        message: `moves a blog post to ${blogUrl(config, route)}, where the posts ${JSON.stringify(other)} and ${JSON.stringify(post.id)} would both be`,
        hint: "Give each post its own permalink.",
      });
  }
  return out;
}

/** Tags as the build keeps them: a tag's slug is its permalink under the blog's tags path. */
function tagsOf(config: ResolvedConfig, given: unknown[], id: string, findings: EditFinding[]): BlogPostEdit["tags"] {
  const base = tagPermalink(config, "");
  const out: NonNullable<BlogPostEdit["tags"]> = [];
  for (const tag of given) {
    const t = isRecord(tag) ? tag : {};
    const permalink = typeof t.permalink === "string" ? t.permalink : "";
    const slug = permalink.startsWith(base) ? permalink.slice(base.length).replace(/\/$/, "") : "";
    if (typeof t.label !== "string" || slug === "" || slug.includes("/") || routeProblem(slug)) {
      findings.push({
        severity: "warning",
        message: `gives the blog post ${JSON.stringify(id)} the tag ${JSON.stringify(tag)}, which is not a label with a permalink under ${base}: the post is built without it`,
        hint: "Give a tag as `{ label, permalink }` with the permalink of the blog's tags path and the tag's slug.",
      });
      continue;
    }
    out.push({
      label: t.label,
      slug,
      ...(typeof t.description === "string" ? { description: t.description } : {}),
      ...(t.inline === true ? { inline: true as const } : {}),
    });
  }
  return out;
}

/** An author in the build's names (`imageUrl`), from Docusaurus's (`imageURL`). */
function authorOf(a: Rec): NonNullable<BlogPostEdit["authors"]>[number] {
  const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);
  const page = isRecord(a.page) ? text(a.page.permalink) : undefined;
  const fields = { key: text(a.key), name: text(a.name), title: text(a.title), url: text(a.url) };
  return Object.fromEntries(
    Object.entries({ ...fields, imageUrl: text(a.imageURL), page }).filter(([, v]) => v !== undefined),
  );
}
