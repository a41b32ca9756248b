import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { RootContent } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import type { ResolvedConfig } from "../config/resolved.ts";
import { selectContentFiles, skippedByDefault } from "../content/content-files.ts";
import { normalizeRoute } from "../content/heads.ts";
import { loadSource } from "../content/load.ts";
import type { ParsedSource } from "../content/types.ts";
import { BuildError, type Diagnostic, fail } from "../diagnostics/diagnostic.ts";
import type { Highlighting } from "../highlight/service.ts";
import { translatedFile } from "../i18n/locales.ts";
import { loadPlugins } from "../markdown/plugins.ts";
import { type ResolvedTag, readTagsFile, resolveTags } from "../model/tags-file.ts";
import { rootDirOf } from "../paths/contain.ts";
import { walkSite } from "../paths/walk.ts";
import { type Author, type AuthorsMap, authorsMapFile, postAuthors, readAuthorsMap } from "./authors.ts";
import { parseBlogFileName } from "./file-name.ts";
import { undatedPost } from "./undated.ts";

/** A blog post after parsing: date, route, tags, reading time and where its excerpt ends. */
export interface BlogPost extends ParsedSource {
  kind: "post";
  route: string;
  date: Date;
  tags: ResolvedTag[];
  /** Minutes rounded to two decimals (behaviours §17.4). */
  readingMinutes: number;
  /** Number of top-level nodes before the truncate marker; undefined when the post has none. */
  excerptLength?: number;
  draft: boolean;
  unlisted: boolean;
  /** From front matter and the authors map; empty when the post names none. */
  authors: Author[];
  /** A post with the site's components (`siteCode`): its compiled MDX, set once every route is known (blog/mdx.ts). */
  mdx?: PostMdx;
  /** The blog instance of a post of another blog than the default one (blog/instances.ts). */
  blogId?: string;
}

/** What a post with the site's components is compiled to: its content's module, and its excerpt's. */
export interface PostMdx {
  /** The whole post (markdown/mdx/compile.ts). */
  module: Promise<string>;
  /** The part before its truncate marker; absent without one (list pages then show the whole post). */
  excerpt?: Promise<string>;
  /** Files next to the post that its content links to, output path → absolute path: written with its pages. */
  assets: [string, string][];
}

const TRUNCATE = /^\s*(<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;

/** Word count with the locale's word segmenter (Chinese dictionary words, Latin words, numbers). */
export function countWords(text: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter("zh-CN", { granularity: "word" }).segment(text)) if (s.isWordLike) n++;
  return n;
}

export function readingMinutes(body: string): number {
  return Math.round((countWords(body) / 200) * 100) / 100;
}

function truncateIndex(children: RootContent[]): number | undefined {
  const i = children.findIndex(
    (n) => (n.type === "html" && TRUNCATE.test(n.value)) || (n.type === "paragraph" && TRUNCATE.test(mdToString(n))),
  );
  return i >= 0 ? i : undefined;
}

/** The blog's posts, newest first, and its authors map (the translated one in a translated locale). */
export interface LoadedBlog {
  posts: BlogPost[];
  authors: AuthorsMap;
  findings: Diagnostic[];
}

/**
 * Loads the posts of the blog folder, newest first, with the symlinks it did not follow. No folder, no posts
 * (and no blog routes).
 */
export async function loadPosts(config: ResolvedConfig, highlighting: Highlighting): Promise<LoadedBlog> {
  if (!config.blog.enabled) return { posts: [], authors: new Map(), findings: [] };
  await loadPlugins(config);
  const globs = config.blog.files;
  const walk = walkSite(config.blog.dir, {
    siteDir: config.siteDir,
    rootDir: rootDirOf(config),
    exclude: [config.outDir],
    // Installed packages, and by default partials (`_x.md`, `_x/`), are not posts.
    skip: (rel, isFolder) => skippedByDefault(basename(rel), isFolder, globs),
  });
  // The blog's `include`/`exclude` (an AGENTS.md the site excludes is no post without a date).
  const selected = selectContentFiles(config.blog.dir, walk.files, globs);
  const files = selected.filter((rel) => /\.mdx?$/.test(rel)).sort();
  const authorsMap = readAuthorsMap(authorsMapFile(config), {
    siteDir: config.siteDir,
    authorsRoute: `/${config.blog.routeBasePath}/${config.blog.authorsBasePath}`,
  });
  // Read before the posts, so a tags file that cannot be read fails the build once, not once per post.
  readTagsFile(config, "blog");
  const findings = [...walk.findings];
  // Every post is read before a failure is reported, and every failing post is (one BuildError).
  const settled = await Promise.allSettled(
    files.map(async (rel): Promise<BlogPost> => {
      const named = parseBlogFileName(rel);
      const absPath = translatedFile(config.locale.overlays, join(config.blog.dir, rel));
      const source = await loadSource(config, absPath, named.text, highlighting);
      const fm = source.frontMatter as typeof source.frontMatter & { date?: unknown; tags?: unknown };
      let date = named.date;
      if (fm.date !== undefined) date = new Date(fm.date instanceof Date ? fm.date : String(fm.date));
      else if (!date) {
        const undated = undatedPost(source.absPath, source.file);
        date = undated.date;
        source.diagnostics = [...(source.diagnostics ?? []), undated.warning];
      }
      if (Number.isNaN(date.getTime())) {
        fail({
          code: "front-matter",
          message: `the blog post's date ${JSON.stringify(String(fm.date))} is not a date`,
          file: source.file,
          line: lineOfKey(source.absPath, "date"),
          hint: "Write it as 2024-01-05 (or 2024-01-05T10:00:00Z).",
        });
      }
      const slug = fm.slug ?? named.slug;
      const tags = resolveTags(fm.tags, { config, section: "blog", file: source.file, findings });
      const authors = postAuthors(fm, authorsMap, {
        file: source.file,
        line: () => lineOfKey(source.absPath, "authors"),
      });
      const excerptLength = truncateIndex(source.tree.children);
      if (excerptLength !== undefined) source.tree.children.splice(excerptLength, 1);
      return {
        ...source,
        kind: "post",
        route: normalizeRoute(`/${config.blog.routeBasePath}/${slug.replace(/^\//, "")}`),
        date,
        tags,
        readingMinutes: readingMinutes(source.body),
        excerptLength,
        draft: fm.draft === true,
        unlisted: fm.unlisted === true,
        authors,
      };
    }),
  );
  const failed = settled.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  if (failed.length > 0) {
    const unlocated = failed.find((e) => !(e instanceof BuildError));
    if (unlocated !== undefined) throw unlocated;
    throw new BuildError(failed.flatMap((e) => (e as BuildError).diagnostics));
  }
  const posts = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const listed = posts
    .filter((p) => config.includeDrafts || !p.draft)
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.file.localeCompare(b.file));
  return { posts: listed, authors: authorsMap, findings };
}

/** The line of a top-level front matter key in a file (for a located error only). */
function lineOfKey(absPath: string, key: string): number | undefined {
  const lines = readFileSync(absPath, "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith(`${key}:`));
  return at >= 0 ? at + 1 : undefined;
}
