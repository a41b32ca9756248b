/**
 * The site's blogs: the default one (`blog`) and each other instance (`blogInstances`; in a docusaurus.config,
 * each `@docusaurus/plugin-content-blog` entry of `plugins` with its own `id`), frozen per locale into the one
 * `blog` shape the blog's code reads, so posts, lists, tags, authors and feeds work on each unchanged: another
 * instance is built as the site's config with its `blog` swapped in (blog/instances.ts).
 */
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Messages } from "../i18n/translations.ts";
import { checkInstances } from "./instance-checks.ts";
import type { ContentFiles, ResolvedConfig, TagsFileSetting } from "./resolved.ts";
import { DEFAULT_EXCLUDE, DEFAULT_INCLUDE } from "./schema/common.ts";
import type { BlogConfig } from "./types.ts";

/** What freezing a blog needs of the site: its folder, title, the locale's words and translated options. */
export interface BlogFreezeContext {
  siteDir: string;
  title: string;
  strings: { blogSidebarTitle: string; blogTitle: string; blogDescription: string };
  /** The locale's `options.json` of this blog (`title`, `description`, `sidebar.title`). */
  messages: Messages;
  enabled: boolean;
}

/** One blog's options (defaults filled in) in the build's shape. */
export function freezeBlog(options: BlogConfig, ctx: BlogFreezeContext): ResolvedConfig["blog"] {
  const abs = (p: string) => (isAbsolute(p) ? p : join(ctx.siteDir, p));
  const blog = {
    ...options,
    blogTitle: ctx.messages.title ?? options.blogTitle,
    blogDescription: ctx.messages.description ?? options.blogDescription,
    blogSidebarTitle: ctx.messages["sidebar.title"] ?? options.blogSidebarTitle,
  };
  return {
    enabled: ctx.enabled,
    dir: abs(blog.path),
    routeBasePath: blog.routeBasePath.replace(/^\/+|\/+$/g, ""),
    postsPerPage: blog.postsPerPage === "ALL" ? Number.POSITIVE_INFINITY : blog.postsPerPage,
    sidebarCount: blog.blogSidebarCount === "ALL" ? Number.POSITIVE_INFINITY : blog.blogSidebarCount,
    sidebarTitle: blog.blogSidebarTitle ?? ctx.strings.blogSidebarTitle,
    title: blog.blogTitle ?? ctx.strings.blogTitle,
    description: blog.blogDescription ?? ctx.strings.blogDescription,
    showReadingTime: blog.showReadingTime,
    authorsMap: join(abs(blog.path), blog.authorsMapPath),
    ...tagsFileSetting(blog.tags),
    onInlineTags: blog.onInlineTags,
    authorsBasePath: blog.authorsBasePath.replace(/^\/+|\/+$/g, ""),
    lastUpdate: { time: blog.showLastUpdateTime, author: blog.showLastUpdateAuthor },
    feed: {
      types: feedTypes(blog.feedOptions.type),
      title: blog.feedOptions.title ?? `${ctx.title} Blog`,
      description: blog.feedOptions.description ?? `${ctx.title} Blog`,
      copyright: blog.feedOptions.copyright,
      limit: blog.feedOptions.limit,
    },
    ...contentFiles(blog, "blog"),
  };
}

/**
 * The other instances' options that Docusaurus would take: each with its own id (not `default`), its folder
 * inside the site; what it would refuse is a located error (instance-checks.ts).
 */
export function checkBlogInstances(input: {
  siteDir: string;
  rootDir: string;
  instances: readonly (BlogConfig & { id: string })[];
  configFile: string;
  configPaths: [string, string][];
  text: string;
}): Diagnostic[] {
  return checkInstances({ ...input, key: "blogInstances", words: { instance: "blog instance", content: "the blog" } });
}

/**
 * A content plugin's `include` and `exclude`, the one not given filled with Docusaurus's default; nothing when
 * neither is given, so such a config (and every cache key made from it) keeps its shape.
 */
export function contentFiles(
  options: { include?: string[]; exclude?: string[] },
  kind: keyof typeof DEFAULT_INCLUDE,
): { files?: ContentFiles } {
  if (options.include === undefined && options.exclude === undefined) return {};
  return { files: { include: options.include ?? DEFAULT_INCLUDE[kind], exclude: options.exclude ?? DEFAULT_EXCLUDE } };
}

/** The feeds to write: Docusaurus's `"all"` is every feed docsgen writes (RSS and Atom), `null` none. */
function feedTypes(type: BlogConfig["feedOptions"]["type"]): ("rss" | "atom")[] {
  const list = type === null ? [] : Array.isArray(type) ? type : [type];
  const out = new Set<"rss" | "atom">();
  for (const t of list) {
    if (t === "all" || t === "rss") out.add("rss");
    if (t === "all" || t === "atom") out.add("atom");
  }
  return [...out];
}

/** `tags` of the blog or docs (model/tags-file.ts): `tags.yml` unless named; none for `false` or `null`. */
export function tagsFileSetting(tags: string | boolean | null | undefined): { tags?: TagsFileSetting } {
  if (tags === false || tags === null) return {};
  return { tags: typeof tags === "string" ? { file: tags, named: true } : { file: "tags.yml", named: false } };
}
