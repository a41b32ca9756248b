import { type Stats, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { translatedFile } from "../i18n/locales.ts";
import { type FileStamp, stampOf } from "../paths/file-stamp.ts";
import { relativePath } from "../paths/relative.ts";
import type { DiscoveredFiles, PagesInstanceFiles } from "./discover.ts";
import { splitFrontMatter } from "./frontmatter.ts";
import { parseNumberPrefix, stripNumberPrefixes } from "./number-prefix.ts";
import { readTextSync } from "./read-text.ts";
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
  /** A head recalled from an earlier build (`KnownHeads`) reads its file for this only when it is asked for. */
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

/**
 * Heads an earlier build read (cli/cache/head-snapshot.ts). One whose file has the same stamp now is taken
 * as read: a warm build of 5,000 pages no longer reads, splits and hashes 5,000 files to find one edit.
 */
export interface KnownHeads {
  /** The head read from this file by an earlier build, if the file's stamp is the one it was read with. */
  recall(absPath: string, stamp: FileStamp): SourceHead | undefined;
  /** Keeps a head, read or recalled, for the next build. */
  keep(head: SourceHead, stamp: FileStamp): void;
}

/**
 * Reads every doc and page, in discovery order: docs then pages. Drafts are left out unless included.
 * Synchronous: thousands of small files read through the promise API cost more (each read is several
 * trips between the thread pool and this thread), and nothing else runs meanwhile.
 * With `failed`, a file that cannot be read (bad front matter) is left out and its errors go there, so
 * the build reports every such file at once; without it, the first one throws.
 */
export function readHeads(
  config: ResolvedConfig,
  files: Pick<DiscoveredFiles, "docs" | "pages">,
  known?: KnownHeads,
  failed?: Diagnostic[],
): SourceHead[] {
  const heads: SourceHead[] = [];
  const read = (absPath: string, reader: (stats: Stats) => SourceHead) => {
    try {
      heads.push(recallOrRead(absPath, known, reader));
    } catch (error) {
      if (!(failed && error instanceof BuildError)) throw error;
      failed.push(...error.diagnostics);
    }
  };
  const source = (dir: string, rel: string) => translatedFile(config.locale.overlays, join(dir, rel));
  for (const rel of files.docs) read(source(config.docs.dir, rel), (s) => readDoc(config, rel, s));
  for (const rel of files.pages) read(source(config.pagesDir, rel), (s) => readPage(config, rel, s));
  return heads.filter((h) => h.kind === "page" || config.includeDrafts || !h.draft);
}

/** The markdown pages of every other pages instance, read with its config. */
export function readPagesInstanceHeads(
  instances: readonly PagesInstanceFiles[] | undefined,
  known: KnownHeads | undefined,
  failed: Diagnostic[],
): SourceHead[] {
  return (instances ?? []).flatMap((i) => readHeads(i.config, { docs: [], pages: i.pages }, known, failed));
}

function recallOrRead(absPath: string, known: KnownHeads | undefined, read: (stats: Stats) => SourceHead): SourceHead {
  const stats = statSync(absPath);
  const stamp = stampOf(stats);
  const head = known?.recall(absPath, stamp) ?? read(stats);
  known?.keep(head, stamp);
  return head;
}

function readSplit(config: ResolvedConfig, absPath: string, kind: "doc" | "page", stats: Stats) {
  const file = relativePath(config.siteDir, absPath);
  const { text, warning } = readTextSync(absPath, file);
  const split = splitFrontMatter(text, file, kind);
  if (warning) split.frontMatterWarnings.unshift(warning);
  return { file, absPath, mtimeMs: stats.mtimeMs, size: stats.size, ...split };
}

/**
 * A head recalled without its body (`KnownHeads`): the body is read from the file when first asked for
 * (`onRead` is told), as the last `length` characters of its text. The file must still have its `size` bytes.
 */
export function recalledHead(head: Omit<SourceHead, "body">, length: number, onRead?: () => void): SourceHead {
  let body: string | undefined;
  return withBody(head, () => {
    if (body !== undefined) return body;
    onRead?.();
    const { text, bytes } = readTextSync(head.absPath, head.file);
    if (bytes !== head.size)
      throw new BuildError([
        {
          severity: "error",
          code: "io",
          message: "the file changed while the build was running",
          file: head.file,
          hint: "Run the build again once the file is saved.",
        },
      ]);
    body = text.slice(text.length - length);
    return body;
  }) as SourceHead;
}

/**
 * A copy of `target` whose `body` is `read` when asked for (a cached parse gets its head's body so). The
 * getter sits on the copy's prototype: an accessor defined on each object made V8 treat thousands of them
 * as slow objects (sidebars took 3.5× as long on 5,000 restored docs). `body` is not an own property, so
 * a copy made by spreading or `structuredClone` has none: `withOwnBody` first, for one going elsewhere.
 */
export function withBody<T extends object>(target: T, read: () => string): T & { body: string } {
  const copy = Object.assign(Object.create(lazyBody), target);
  readers.set(copy, read);
  return copy;
}

/** `head` as a plain object, its body read (one sent to another thread). */
export function withOwnBody(head: SourceHead): SourceHead {
  return Object.hasOwn(head, "body") ? head : { ...head, body: head.body };
}

const readers = new WeakMap<object, () => string>();

const lazyBody = {
  get body(): string {
    const read = readers.get(this);
    if (!read) throw new Error("internal: a body read from an object that has none");
    return read();
  },
};

function readDoc(config: ResolvedConfig, relPath: string, stats: Stats): DocHead {
  const withoutExt = relPath.replace(/\.mdx?$/, "");
  const folder = dirname(withoutExt) === "." ? "" : dirname(withoutExt);
  const fileName = basename(withoutExt);
  const split = readSplit(config, translatedFile(config.locale.overlays, join(config.docs.dir, relPath)), "doc", stats);
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
    // The front matter `id` names the URL too (Docusaurus's slug is the id's: `turbo.md` with `id: turbo-intro`
    // is /docs/turbo-intro); a folder's index keeps the folder's URL.
    route: docRoute(config, idFolder, isIndex ? "" : fm.id || name, fm.slug),
    fallbackTitle: name,
    draft: fm.draft === true,
    numberPrefix: prefix,
  };
}

function readPage(config: ResolvedConfig, relPath: string, stats: Stats): PageHead {
  const withoutExt = relPath.replace(/\.mdx?$/, "");
  const split = readSplit(
    config,
    translatedFile(config.locale.overlays, join(config.pagesDir, relPath)),
    "page",
    stats,
  );
  const route = normalizeRoute(`/${config.pagesRouteBase ?? ""}/${withoutExt.replace(/(^|\/)index$/, "")}`);
  return { ...split, kind: "page", route, fallbackTitle: basename(withoutExt) };
}

/**
 * `/docs/<folder>/<name>`, or the front matter slug: absolute (`/x`) from the docs root, else beside the file,
 * its `.` and `..` segments resolved and never above the docs root (Docusaurus's `resolvePathname`; an
 * absolute slug with such segments was refused when its front matter was checked).
 */
export function docRoute(config: ResolvedConfig, folder: string, name: string, slug?: string): string {
  let path: string;
  if (slug !== undefined)
    path = slug.startsWith("/") ? slug : resolveSegments([folder, slug].filter(Boolean).join("/"));
  else path = [folder, name].filter(Boolean).join("/");
  return normalizeRoute(`/${config.docs.routeBasePath}/${path}`);
}

/** `a/../b/./c` → `b/c`; a `..` above the start is dropped. */
function resolveSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "..") out.pop();
    else if (segment !== ".") out.push(segment);
  }
  return out.join("/");
}

/** One leading slash, no trailing slash (trailingSlash: false), no doubled slashes. */
export function normalizeRoute(path: string): string {
  const clean = `/${path}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return clean || "/";
}
