import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { isExternal, withBase } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import { isWithin, placeOf } from "../paths/contain.ts";

/** What a link or image target written in markdown points at. */
export type Resolution =
  | { kind: "external"; href: string }
  | { kind: "hash"; href: string; hash: string }
  /** A site route (`route` without base URL), optionally with an anchor. */
  | { kind: "route"; href: string; route: string; hash?: string; fromMarkdownFile: boolean }
  /** A file under `static/`. */
  | { kind: "static"; href: string }
  /** A file next to the source, to be copied into the output. */
  | { kind: "asset"; absPath: string }
  /** A `.md` link to no known source, or an image that does not exist. */
  | { kind: "missing"; target: string; markdown: boolean }
  /** An image that lies outside the site folder (symlinks followed): never read, never published. */
  | { kind: "outside"; target: string };

export interface LinkContext {
  config: ResolvedConfig;
  /** Absolute path of every markdown source → its route. */
  routeOfFile: Map<string, string>;
  /**
   * File-existence answers within one build: every link is resolved three times (checks, page, markdown
   * twin), and a stat costs tens of microseconds on slow disks (seconds at 5,000 pages). A new context,
   * so a new cache, per build: watch mode sees files that appear or go.
   */
  files?: Map<string, boolean>;
  /**
   * Resolutions within one build, by source object and URL: a build resolves each link up to three times
   * (the page's cache check or parse, the link checks, its markdown twin). Keyed by the source object,
   * not by a string made of its path and the URL: at 5,000 pages, making and hashing those strings cost
   * more than resolving. Present, like `files`, per build.
   */
  resolved?: WeakMap<object, { links: Map<string, Resolution>; images: Map<string, Resolution> }>;
}

/** Decodes percent escapes; a malformed escape is kept as written (the link checks then report it). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf("#");
  return i < 0 ? [url, undefined] : [url.slice(0, i), decode(url.slice(i + 1))];
}

/**
 * Resolves a URL written in `source` (a link when `image` is false). Pure apart from file-existence checks.
 * The result is shared (`ctx.resolved`): never changed by a caller.
 */
export function resolveUrl(
  ctx: LinkContext,
  source: { absPath: string; route: string },
  url: string,
  image: boolean,
): Resolution {
  if (!ctx.resolved) return resolveAfresh(ctx, source, url, image);
  let known = ctx.resolved.get(source);
  if (!known) {
    known = { links: new Map(), images: new Map() };
    ctx.resolved.set(source, known);
  }
  const memo = image ? known.images : known.links;
  let resolution = memo.get(url);
  if (!resolution) {
    resolution = resolveAfresh(ctx, source, url, image);
    memo.set(url, resolution);
  }
  return resolution;
}

function resolveAfresh(
  ctx: LinkContext,
  source: { absPath: string; route: string },
  url: string,
  image: boolean,
): Resolution {
  if (isExternal(url)) return { kind: "external", href: url };
  if (url.startsWith("#")) return { kind: "hash", href: url, hash: decode(url.slice(1)) };
  const [rawPath, hash] = splitHash(url);
  const path = decode(rawPath.split("?")[0]);
  const suffix = hash === undefined ? "" : `#${encodeURIComponent(hash).replace(/%2F/g, "/")}`;

  if (image) {
    const file = path.startsWith("/") ? join(ctx.config.staticDir, path) : resolve(dirname(source.absPath), path);
    if (!isFile(ctx, file)) return { kind: "missing", target: url, markdown: true };
    const root = path.startsWith("/") ? ctx.config.staticDir : ctx.config.siteDir;
    if (!isWithin(root, file) || placeOf(ctx.config.siteDir, file) !== "inside")
      return { kind: "outside", target: url };
    return path.startsWith("/")
      ? { kind: "static", href: withBase(ctx.config.baseUrl, path) }
      : { kind: "asset", absPath: file };
  }

  if (/\.mdx?$/.test(path)) {
    // A markdown file link, looked up as Docusaurus does: a relative path from the source file, then from
    // the docs folder; an absolute one from the site folder, then from the docs folder.
    const candidates = path.startsWith("/")
      ? [
          join(ctx.config.siteDir, path),
          join(ctx.config.docs.dir, path.replace(new RegExp(`^/${ctx.config.docs.routeBasePath}/`), "/")),
        ]
      : [resolve(dirname(source.absPath), path), resolve(ctx.config.docs.dir, path)];
    for (const file of candidates) {
      const route = ctx.routeOfFile.get(file);
      if (route !== undefined) {
        return {
          kind: "route",
          href: withBase(ctx.config.baseUrl, route) + suffix,
          route,
          hash,
          fromMarkdownFile: true,
        };
      }
    }
    return { kind: "missing", target: url, markdown: true };
  }

  // A URL path: absolute from the site root, or relative to the page's own URL (trailingSlash: false).
  const route = path.startsWith("/") ? path : new URL(path || ".", `http://x${source.route}`).pathname;
  const clean = route.length > 1 ? route.replace(/\/+$/, "") : route;
  if (path === "")
    return {
      kind: "route",
      href: withBase(ctx.config.baseUrl, source.route) + suffix,
      route: source.route,
      hash,
      fromMarkdownFile: false,
    };
  const staticFile = join(ctx.config.staticDir, clean);
  if (isWithin(ctx.config.staticDir, staticFile) && isFile(ctx, staticFile))
    return { kind: "static", href: withBase(ctx.config.baseUrl, clean) };
  return {
    kind: "route",
    href: withBase(ctx.config.baseUrl, clean) + suffix,
    route: clean,
    hash,
    fromMarkdownFile: false,
  };
}

function isFile(ctx: LinkContext, path: string): boolean {
  let known = ctx.files?.get(path);
  if (known === undefined) {
    known = existsSync(path) && statSync(path).isFile();
    ctx.files?.set(path, known);
  }
  return known;
}
