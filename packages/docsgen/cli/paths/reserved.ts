/**
 * The parts of the output folder that are docsgen's own, in one place: `.docsgen/` holds what configures the
 * servers (deploy/nginx.conf includes files from it, `docsgen serve` reads its headers), so nothing from the
 * site (a static file, a page's route, a redirect) may land there; `assets/` and `search/` hold the bundles and
 * the search index, so no locale may be built into a folder of that name.
 */
import type { Diagnostic } from "../diagnostics/diagnostic.ts";

/** The output's folder for docsgen's own files (server configuration, headers). */
export const RESERVED_DIR = ".docsgen";

/** Top-level folders every build writes, whatever the site: a locale's folder must not be one of them. */
export const OUTPUT_FOLDERS: readonly string[] = [RESERVED_DIR, "assets", "search"];

/**
 * Why an output-relative path (`.docsgen/x.conf`) or a route (`/.docsgen/x`) lands in docsgen's reserved
 * folder, or undefined when it does not. Compared without regard to case: on a case-insensitive disk
 * `.DocsGen/` is the same folder.
 */
export function reservedProblem(path: string): string | undefined {
  // Every page and static file is asked: one character tells almost all of them apart.
  let start = 0;
  while (path[start] === "/" || path[start] === "\\") start++;
  if (path[start] !== ".") return undefined;
  const first = path.slice(start).split(/[\\/]/)[0];
  return first.toLowerCase() === RESERVED_DIR
    ? `it would land in ${RESERVED_DIR}/, the output's folder for docsgen's own server configuration`
    : undefined;
}

/** What to do about a page or redirect whose path is reserved. */
export const RESERVED_HINT = `Change the slug or permalink (or the redirect's \`from\`) to a path outside ${RESERVED_DIR}/.`;

/** The error for a page whose route lands in the reserved folder (`file` made it), or undefined. */
export function reservedRoute(route: string, file: string): Diagnostic | undefined {
  const reserved = reservedProblem(route);
  if (!reserved) return undefined;
  const message = `the page's route ${route} cannot be built: ${reserved}`;
  return { severity: "error", code: "path-reserved", message, file, hint: RESERVED_HINT };
}

/**
 * The other locale whose output folder a path of the default locale's output lies in (`/en/x` or `en/x.png`
 * on a site with an `en` locale: `en`), or undefined. That locale's build writes the folder whole, as
 * Docusaurus's clears it before writing: what the default locale would put there is lost.
 */
export function otherLocaleFolder(nestedOutputs: readonly string[], path: string): string | undefined {
  const rel = path.replace(/^\/+/, "");
  return nestedOutputs.find((name) => rel === name || rel.startsWith(`${name}/`));
}
