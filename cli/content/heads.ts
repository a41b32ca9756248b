import { stat } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { DiscoveredFiles } from "./discover.ts";
import { splitFrontMatter } from "./frontmatter.ts";
import { parseNumberPrefix, stripNumberPrefixes } from "./number-prefix.ts";
import { readText } from "./read-text.ts";
import type { FrontMatter } from "./types.ts";

/**
 * A doc or standalone page read and split, with its route: the first phase of loading. Every route is
 * known from file names and front matter alone, so the whole route table exists before any page is
 * parsed, and each page's links are resolved as it is parsed (nothing is patched in later).
 */
export type SourceHead = DocHead | PageHead;

interface HeadBase {
  /** Path relative to the site folder, `/`-separated: used in every diagnostic. */
  file: string;
  absPath: string;
  /** What the file was when read: watch mode reuses a parse while both stay the same. */
  mtimeMs: number;
  size: number;
  frontMatter: FrontMatter;
  /** A bad encoding, unknown or ignored front matter keys: reported with the page's other diagnostics. */
  frontMatterWarnings: Diagnostic[];
  body: string;
  /** Line number in the file of the first body line (front matter shifts it). */
  bodyLine: number;
  route: string;
  /** The title when neither front matter nor a `#` heading gives one: the file name. */
  fallbackTitle: string;
}

export interface DocHead extends HeadBase {
  kind: "doc";
  /**
   * `introduction/overview`: path in the docs folder without extension, or front matter `id` in its folder;
   * number prefixes stripped (`00-introduction/01-overview.md` → `introduction/overview`).
   */
  id: string;
  /** Folder of the doc inside the docs folder (`api/types`), `""` at the top; as on disk, prefixes kept. */
  dir: string;
  /** True for `index.md`, `README.md` or `<folder>/<folder>.md`: the doc stands for its folder. */
  isIndex: boolean;
  draft: boolean;
  /** The file name's number prefix (`01-intro.md` → 1): the sidebar position unless front matter gives one. */
  numberPrefix?: number;
}

export interface PageHead extends HeadBase {
  kind: "page";
}

/** Reads at most this many files at once (thousands of open files would hit the process limit). */
const CONCURRENT_READS = 64;

/** Reads every doc and page, in discovery order: docs then pages. Drafts are left out unless included. */
export async function readHeads(config: ResolvedConfig, files: Pick<DiscoveredFiles, "docs" | "pages">) {
  const jobs = [
    ...files.docs.map((rel) => () => readDoc(config, rel)),
    ...files.pages.map((rel) => () => readPage(config, rel)),
  ];
  const heads: SourceHead[] = [];
  for (let i = 0; i < jobs.length; i += CONCURRENT_READS) {
    heads.push(...(await Promise.all(jobs.slice(i, i + CONCURRENT_READS).map((job) => job()))));
  }
  return heads.filter((h) => h.kind === "page" || config.includeDrafts || !h.draft);
}

async function readSplit(config: ResolvedConfig, absPath: string, kind: "doc" | "page") {
  const file = relative(config.siteDir, absPath).split("\\").join("/");
  const [{ text, warning }, stats] = await Promise.all([readText(absPath, file), stat(absPath)]);
  const split = splitFrontMatter(text, file, kind);
  if (warning) split.frontMatterWarnings.unshift(warning);
  return { file, absPath, mtimeMs: stats.mtimeMs, size: stats.size, ...split };
}

async function readDoc(config: ResolvedConfig, relPath: string): Promise<DocHead> {
  const withoutExt = relPath.replace(/\.mdx?$/, "");
  const folder = dirname(withoutExt) === "." ? "" : dirname(withoutExt);
  const fileName = basename(withoutExt);
  const split = await readSplit(config, join(config.docs.dir, relPath), "doc");
  const fm = split.frontMatter;
  // As Docusaurus: the names on disk decide what is an index (`01-guide/01-guide.md` is; `01-guide/guide.md` is not).
  const isIndex =
    /^(index|readme)$/i.test(fileName) || (folder !== "" && basename(folder).toLowerCase() === fileName.toLowerCase());
  // Prefixes leave the id, the URL and the fallback title, of the file and of every folder above it.
  const strip = fm.parse_number_prefixes !== false;
  const { name, prefix } = strip ? parseNumberPrefix(fileName) : { name: fileName, prefix: undefined };
  const idFolder = strip ? stripNumberPrefixes(folder) : folder;
  return {
    ...split,
    kind: "doc",
    id: [idFolder, fm.id || name].filter(Boolean).join("/"),
    dir: folder,
    isIndex,
    route: docRoute(config, idFolder, isIndex ? "" : name, fm.slug),
    fallbackTitle: name,
    draft: fm.draft === true,
    numberPrefix: prefix,
  };
}

async function readPage(config: ResolvedConfig, relPath: string): Promise<PageHead> {
  const withoutExt = relPath.replace(/\.mdx?$/, "");
  const split = await readSplit(config, join(config.pagesDir, relPath), "page");
  const route = normalizeRoute(`/${withoutExt.replace(/(^|\/)index$/, "")}`);
  return { ...split, kind: "page", route, fallbackTitle: basename(withoutExt) };
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
