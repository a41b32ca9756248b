import { existsSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { isExternal, withBase } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { counterpart } from "../i18n/locales.ts";
import { isWithin, placeOf, rootDirOf } from "../paths/contain.ts";

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

/**
 * Where a URL is written: relative targets resolve from the file and from its URL. `kind` and front matter
 * `slug` say whether that URL is a folder's (see folderUrl).
 */
export interface Located {
  absPath: string;
  route: string;
  kind?: string;
  frontMatter?: { slug?: unknown };
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
export function resolveUrl(ctx: LinkContext, source: Located, url: string, image: boolean): Resolution {
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

function resolveAfresh(ctx: LinkContext, source: Located, url: string, image: boolean): Resolution {
  const { config } = ctx;
  // Docusaurus's escape hatch: a path that is not resolved, copied or checked. A link gets the base URL
  // (as its <Link> adds it), an image is left as written (its <img> adds nothing).
  if (url.startsWith("pathname://")) {
    const path = url.slice("pathname://".length);
    return { kind: "external", href: image ? path : underBase(config.baseUrl, path) };
  }
  if (isExternal(url)) return { kind: "external", href: url };
  if (url.startsWith("#")) return { kind: "hash", href: url, hash: decode(url.slice(1)) };
  const [rawPath, hash] = splitHash(url);
  const path = decode(rawPath.split("?")[0]);
  const suffix = hash === undefined ? "" : `#${encodeURIComponent(hash).replace(/%2F/g, "/")}`;
  // `@site/…` names a file from the site folder, as in Docusaurus (links and images alike).
  const site = path.startsWith("@site/") ? join(config.siteDir, path.slice("@site/".length)) : undefined;

  if (image) {
    // An absolute path is a file under `static/`; one written with the base URL is looked up without it.
    const staticPath = path.startsWith("/") && !site ? staticImagePath(ctx, path) : undefined;
    let file = site ?? (staticPath ? join(config.staticDir, staticPath) : resolve(dirname(source.absPath), path));
    // A translated doc whose folder lacks the image shows the default locale's.
    const original =
      config.locale.overlays.length > 0 && !isFile(ctx, file) && counterpart(config.locale.overlays, file);
    if (original) file = original;
    if (!isFile(ctx, file)) return { kind: "missing", target: url, markdown: true };
    // The folder the site's files may come from: the site folder, or the one `--root` named.
    const root = staticPath ? config.staticDir : rootDirOf(config);
    if (!isWithin(root, file) || placeOf(rootDirOf(config), file) !== "inside") return { kind: "outside", target: url };
    return staticPath
      ? { kind: "static", href: withBase(config.baseUrl, staticPath) }
      : { kind: "asset", absPath: file };
  }

  if (/\.mdx?$/.test(path)) {
    // A markdown file link, looked up as Docusaurus does: a relative path from the source file, then from
    // the docs folder; an absolute one from the site folder, then from the docs folder. The docs folder is
    // the source's own version's (`/x.md` in versioned_docs/version-2 is that version's x.md, as Docusaurus
    // resolves it against the version's content path), else the current one; in another docs instance, its own.
    const folders: { dir: string; routeBasePath: string }[] = [
      ...(config.docs.versions ?? []),
      ...(config.docsInstances ?? []).flatMap(
        (i): { dir: string; routeBasePath: string }[] => i.docs.versions ?? [i.docs],
      ),
    ];
    const docs = folders.find((v) => isWithin(v.dir, source.absPath)) ?? config.docs;
    const candidates = site
      ? [site]
      : path.startsWith("/")
        ? [join(config.siteDir, path), join(docs.dir, path.replace(new RegExp(`^/${docs.routeBasePath}/`), "/"))]
        : [resolve(dirname(source.absPath), path), resolve(docs.dir, path)];
    for (const file of candidates) {
      const route = ctx.routeOfFile.get(file);
      if (route !== undefined) {
        return { kind: "route", href: withBase(config.baseUrl, route) + suffix, route, hash, fromMarkdownFile: true };
      }
    }
    return { kind: "missing", target: url, markdown: true };
  }

  // A file linked next to the doc (`./spec.docx`) or from the site (`@site/…`) is published as an asset,
  // as Docusaurus copies it; `.html` and extensionless paths are pages. It stays inside the site (or --root).
  if (site || (!path.startsWith("/") && /\.[^./\\]+$/.test(path) && !/\.html?$/.test(path))) {
    const file = site ?? resolve(dirname(source.absPath), path);
    if (isFile(ctx, file)) {
      if (!isWithin(rootDirOf(config), file) || placeOf(rootDirOf(config), file) !== "inside")
        return { kind: "outside", target: url };
      return { kind: "asset", absPath: file };
    }
    if (site) return { kind: "missing", target: url, markdown: true };
  }

  // A URL path: absolute from the site root (the base URL taken off when it is written, as Docusaurus's
  // <Link> does not add it twice), or relative to the page's URL: a doc that stands for its folder
  // (`guide/index.md`) has `/docs/guide/` there, so `./install` is `/docs/guide/install`.
  const route = path.startsWith("/")
    ? belowBase(config.baseUrl, path)
    : new URL(
        path || ".",
        `http://x${folderUrl(config, source) ? `${source.route.replace(/\/$/, "")}/` : source.route}`,
      ).pathname;
  const clean = route.length > 1 ? route.replace(/\/+$/, "") : route;
  if (path === "")
    return {
      kind: "route",
      href: withBase(config.baseUrl, source.route) + suffix,
      route: source.route,
      hash,
      fromMarkdownFile: false,
    };
  const inStatic = join(config.staticDir, clean);
  if (isWithin(config.staticDir, inStatic) && isFile(ctx, inStatic))
    return { kind: "static", href: withBase(config.baseUrl, clean) };
  return { kind: "route", href: withBase(config.baseUrl, clean) + suffix, route: clean, hash, fromMarkdownFile: false };
}

/** `/base/docs/x` → `/docs/x`, `/base` → `/`; any other path as it is. */
function belowBase(baseUrl: string, path: string): string {
  if (baseUrl === "/") return path;
  if (path === baseUrl.slice(0, -1)) return "/";
  return path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}

/** A path under the base URL, not prefixed again when it already is (Docusaurus's `useBaseUrl`). */
function underBase(baseUrl: string, path: string): string {
  return path.startsWith("/") ? withBase(baseUrl, belowBase(baseUrl, path)) : path;
}

/** The path under `static/` of an absolute image path: as written, else without the base URL if it has one. */
function staticImagePath(ctx: LinkContext, path: string): string {
  const below = belowBase(ctx.config.baseUrl, path);
  return below === path || isFile(ctx, join(ctx.config.staticDir, path)) ? path : below;
}

/**
 * Whether the page's URL ends in `/` in Docusaurus, so relative URLs resolve inside it: a doc that stands
 * for its folder (`index.md`, `README.md`, `guide/guide.md`) without a `slug`, a doc whose `slug` ends in
 * `/`, and a page from an `index` file.
 */
function folderUrl(config: ResolvedConfig, source: Located): boolean {
  if (source.kind === "doc") {
    const slug = source.frontMatter?.slug;
    if (typeof slug === "string") return slug.endsWith("/");
    // As content/heads.ts tells an index doc.
    const name = basename(source.absPath).replace(/\.mdx?$/, "");
    const folder = dirname(source.absPath);
    return (
      /^(index|readme)$/i.test(name) ||
      (folder !== config.docs.dir && basename(folder).toLowerCase() === name.toLowerCase())
    );
  }
  return source.kind === "page" && /^index\.mdx?$/i.test(basename(source.absPath));
}

function isFile(ctx: LinkContext, path: string): boolean {
  let known = ctx.files?.get(path);
  if (known === undefined) {
    known = existsSync(path) && statSync(path).isFile();
    ctx.files?.set(path, known);
  }
  return known;
}
