import { readFile, stat } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import type { Root } from "mdast";
import type { ResolvedConfig } from "../config/resolve.ts";
import { BuildError, fail } from "../diagnostics/diagnostic.ts";
import type { Highlighting } from "../highlight/service.ts";
import { checkNesting } from "../markdown/nesting-guard.ts";
import { parseMarkdown } from "../markdown/parse.ts";
import { prerenderContent } from "../render/prerender.ts";
import { searchSections } from "../search/sections.ts";
import type { DiscoveredFiles } from "./discover.ts";
import { splitFrontMatter } from "./frontmatter.ts";
import type { DocSource, PageSource, ParsedSource } from "./types.ts";

const EMPTY: Root = { type: "root", children: [] };

/**
 * Reads, splits and parses one markdown file into the shared source shape. With `prerender` (docs and
 * pages) the content is rendered once its code is highlighted and the tree is not kept.
 */
export async function loadSource(
  config: ResolvedConfig,
  absPath: string,
  fallbackTitle: string,
  highlighting: Highlighting,
  prerender = false,
): Promise<ParsedSource> {
  const file = relative(config.siteDir, absPath).split("\\").join("/");
  const text = await readFile(absPath, "utf8");
  const { frontMatter, body, bodyLine } = splitFrontMatter(text, file);
  checkNesting(body, file, bodyLine);
  const parsed = parseLocated(body, bodyLine, file);
  const sections = searchSections(parsed.tree);
  // Sent now: the highlight thread works on this page while the next ones are parsed.
  const codeHtml = highlighting.highlight(parsed.code);
  codeHtml.catch(() => {}); // awaited at render time; until then a failure must not crash the process
  return {
    file,
    absPath,
    frontMatter,
    bodyLine,
    tree: prerender ? EMPTY : parsed.tree,
    title: frontMatter.title ?? parsed.h1 ?? fallbackTitle,
    description: frontMatter.description ?? parsed.firstParagraph.slice(0, 200),
    headings: parsed.headings,
    links: parsed.links,
    body,
    sections,
    // Prerendered content holds the highlighted code itself: the blocks are not kept twice.
    codeHtml: prerender ? undefined : codeHtml,
    contentHtml: prerender ? prerenderContent(parsed.tree, codeHtml) : undefined,
  };
}

/** Parses a body; a failure inside the parser libraries is reported with the file it happened in. */
function parseLocated(body: string, bodyLine: number, file: string) {
  try {
    return parseMarkdown(body, bodyLine);
  } catch (error) {
    if (error instanceof BuildError) throw error;
    fail(
      {
        code: "markdown-parse",
        message: `the markdown parser failed: ${(error as Error).message}`,
        file,
        line: bodyLine,
        hint: "This is a bug in docsgen or its parser; simplify the file around the construct it names, and report it.",
      },
      error,
    );
  }
}

/** Builds a doc from its path inside the docs folder (`api/types/main.md`). */
export async function loadDoc(config: ResolvedConfig, relPath: string, highlighting: Highlighting): Promise<DocSource> {
  const withoutExt = relPath.replace(/\.md$/, "");
  const folder = dirname(withoutExt) === "." ? "" : dirname(withoutExt);
  const name = basename(withoutExt);
  const source = await loadSource(config, join(config.docs.dir, relPath), name, highlighting, true);
  const fm = source.frontMatter;
  const isIndex = /^(index|readme)$/i.test(name) || (folder !== "" && basename(folder) === name);
  const id = fm.id ? (folder ? `${folder}/${fm.id}` : fm.id) : withoutExt;
  return {
    ...source,
    kind: "doc",
    id,
    dir: folder,
    isIndex,
    route: docRoute(config, folder, isIndex ? "" : name, fm.slug),
    position: fm.sidebar_position,
    sidebarLabel: fm.sidebar_label ?? source.title,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
  };
}

/** `/docs/<folder>/<name>`, or the front matter slug: absolute (`/x`) from the docs root, else beside the file. */
export function docRoute(config: ResolvedConfig, folder: string, name: string, slug?: string): string {
  let path: string;
  if (slug !== undefined) path = slug.startsWith("/") ? slug : [folder, slug].filter(Boolean).join("/");
  else path = [folder, name].filter(Boolean).join("/");
  return normalizeRoute(`/${config.docs.routeBasePath}/${path}`);
}

/** One leading slash, no trailing slash (trailingSlash: false), no doubled slashes. */
export function normalizeRoute(path: string): string {
  const clean = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return clean || "/";
}

export async function loadPage(
  config: ResolvedConfig,
  relPath: string,
  highlighting: Highlighting,
): Promise<PageSource> {
  const withoutExt = relPath.replace(/\.md$/, "");
  const source = await loadSource(config, join(config.pagesDir, relPath), basename(withoutExt), highlighting, true);
  const route = normalizeRoute(`/${withoutExt.replace(/(^|\/)index$/, "")}`);
  return { ...source, kind: "page", route, layout: source.frontMatter.layout === "home" ? "home" : "page" };
}

/** Parsed sources kept between watch-mode rebuilds, keyed by absolute path; reused while mtime and size match. */
export type SourceCache = Map<string, { mtimeMs: number; size: number; source: DocSource | PageSource }>;

async function cached<T extends DocSource | PageSource>(
  cache: SourceCache | undefined,
  absPath: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!cache) return load();
  const s = await stat(absPath);
  const hit = cache.get(absPath);
  if (hit && hit.mtimeMs === s.mtimeMs && hit.size === s.size) return hit.source as T;
  const source = await load();
  cache.set(absPath, { mtimeMs: s.mtimeMs, size: s.size, source });
  return source;
}

export interface LoadedSources {
  docs: DocSource[];
  pages: PageSource[];
}

/** Files read ahead of the one being parsed (reads overlap with parsing, which is synchronous). */
const READ_AHEAD = 8;
/**
 * Parsed pages whose content is still waiting for its highlighted code. Parsing stops here until the
 * highlight thread catches up: a page waiting holds its whole syntax tree, and without this bound a fast
 * parser would hold thousands of them (measured: 0.5 GB per worker at 5,000 pages).
 */
const MAX_WAITING = 32;

/** Loads every doc and page, in order, with bounded read-ahead and bounded work in flight. */
export async function loadAll(
  config: ResolvedConfig,
  files: Pick<DiscoveredFiles, "docs" | "pages">,
  highlighting: Highlighting,
  cache?: SourceCache,
): Promise<LoadedSources> {
  const jobs = [
    ...files.docs.map((f) => () => cached(cache, join(config.docs.dir, f), () => loadDoc(config, f, highlighting))),
    ...files.pages.map((f) => () => cached(cache, join(config.pagesDir, f), () => loadPage(config, f, highlighting))),
  ];
  const started: Promise<DocSource | PageSource>[] = [];
  const loaded: (DocSource | PageSource)[] = [];
  const waiting: Promise<unknown>[] = [];
  for (let i = 0; i < jobs.length; i++) {
    while (started.length < Math.min(jobs.length, i + READ_AHEAD)) {
      const job = jobs[started.length]();
      job.catch(() => {}); // awaited in order below; a later file's error must not surface unhandled first
      started.push(job);
    }
    const source = await started[i];
    loaded.push(source);
    if (source.contentHtml) waiting.push(source.contentHtml.catch(() => {}));
    if (waiting.length >= MAX_WAITING) await waiting.shift();
  }
  const docs = loaded.filter((s): s is DocSource => s.kind === "doc");
  const pages = loaded.filter((s): s is PageSource => s.kind === "page");
  return { docs: docs.filter((d) => config.includeDrafts || !d.draft), pages };
}
