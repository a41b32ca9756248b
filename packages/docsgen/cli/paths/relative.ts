import { relative, sep } from "node:path";

/**
 * `to` relative to `from` with forward slashes on every system: the one form of a site-relative path that
 * diagnostics, routes, cache records and the manifest use.
 */
export function relativePath(from: string, to: string): string {
  const rel = relative(from, to);
  return sep === "/" ? rel : rel.split(sep).join("/");
}
