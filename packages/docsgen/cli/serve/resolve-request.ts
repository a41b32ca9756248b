import { realpathSync, type Stats, statSync } from "node:fs";
import { join, sep } from "node:path";

/** What the server does with a request path. Pure apart from file-system look-ups inside `root`. */
export type RequestPlan =
  | { kind: "redirect"; status: 301 | 302; location: string }
  | { kind: "file"; file: string; status: 200; stat: Stats }
  | { kind: "not-found" }
  | { kind: "bad-request" };

/**
 * Maps a raw request target to a file of the output folder, the way the shipped nginx config does:
 * clean URLs, `.html`/`index.html` redirected in one hop to the clean path under the base, 404 otherwise.
 * Never returns a file outside `root`: encoded dots and slashes, backslashes, control characters and
 * symlinks that leave the folder all end as not-found or bad-request.
 */
export function planRequest(root: string, baseUrl: string, rawTarget: string): RequestPlan {
  const q = rawTarget.indexOf("?");
  const rawPath = q >= 0 ? rawTarget.slice(0, q) : rawTarget;
  const query = q >= 0 ? rawTarget.slice(q) : "";
  if (!rawPath.startsWith("/")) return { kind: "bad-request" };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "bad-request" };
  }
  // A control character (%00, %0d, %0a, …) names no page; nginx refuses it too, since its redirects would
  // copy it into Location raw (deploy/nginx.conf).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  if (/[\x00-\x1f\x7f]/.test(path) || path.includes("\\") || /%2f/i.test(rawPath)) return { kind: "bad-request" };
  const segments = path.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return { kind: "bad-request" };

  const base = baseUrl;
  if (path === base.slice(0, -1)) return { kind: "redirect", status: 301, location: base + query };
  if (!path.startsWith(base)) {
    return path === "/" ? { kind: "redirect", status: 302, location: base } : { kind: "not-found" };
  }
  const sitePath = path.slice(base.length - 1); // keeps the leading slash
  if (sitePath.split("/").some((s) => s.startsWith(".") && s.length > 0)) return { kind: "not-found" };

  if (sitePath !== "/") {
    // `/x.html`, `/x/index.html` and `/x/` all have one clean form, `/x` (trailingSlash: false).
    const clean = sitePath.replace(/(?:\/index)?\.html$/, "").replace(/\/+$/, "") || "/";
    if (clean !== sitePath)
      return { kind: "redirect", status: 301, location: base + encodePath(clean.slice(1)) + query };
  }
  const candidates =
    sitePath === "/"
      ? ["index.html"]
      : [sitePath.slice(1), `${sitePath.slice(1)}/index.html`, `${sitePath.slice(1)}.html`];
  const realRoot = realRootOf(root);
  for (const rel of candidates) {
    const found = inside(realRoot, rel);
    if (found) return { kind: "file", status: 200, ...found };
  }
  return { kind: "not-found" };
}

/** The output's `404.html`, on the same terms as any other file (a symlink out of the folder is not one). */
export function notFoundPage(root: string): { file: string; stat: Stats } | undefined {
  return inside(realRootOf(root), "404.html");
}

function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** `root` with every symlink resolved ("" when it does not exist: then nothing is inside it). */
function realRootOf(root: string): string {
  try {
    return realpathSync.native(root);
  } catch {
    return "";
  }
}

/**
 * The real path of `rel` under `realRoot`, and its stat, if it is a regular file that stays inside
 * `realRoot`. A stat first (one system call) rules out missing files and folders, the common misses of the
 * candidate list; only a file's path is resolved (realpath(3) reads every component of it).
 */
function inside(realRoot: string, rel: string): { file: string; stat: Stats } | undefined {
  if (!realRoot) return undefined;
  try {
    const stat = statSync(join(realRoot, rel), { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const file = realpathSync.native(join(realRoot, rel));
    return file.startsWith(realRoot + sep) ? { file, stat } : undefined;
  } catch {
    return undefined;
  }
}
