/**
 * `@docusaurus/plugin-client-redirects`, as docsgen builds it: for each redirect, a page at the old path that
 * sends the reader on (a meta refresh, a canonical link and a script keeping the query and hash, as the plugin
 * writes them), and the same redirects as nginx `location` rules (`.docsgen/nginx-redirects.conf`, included by
 * deploy/nginx.conf), so a server answers 301 without the page. Paths go into both verbatim, so each is checked
 * first: a path with anything but URL path characters is left out with a warning (no header or config
 * injection through a redirect).
 */

import { join } from "node:path";
import { esc } from "../../../shared/escape-html.ts";
import { lineOf } from "../../config/locate.ts";
import { readText } from "../../config/module/load.ts";
import { configPath } from "../../config/resolve.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { sha256 } from "../../hash.ts";
import { RESERVED_HINT, reservedProblem } from "../../paths/reserved.ts";

/** One redirect, both ends as site routes (`/old`) or, for `to`, an absolute URL. */
export interface Redirect {
  from: string;
  to: string;
}

/** Where the nginx rules are written, inside the output folder (deploy/nginx.conf includes it). */
export const NGINX_REDIRECTS = ".docsgen/nginx-redirects.conf";

/**
 * The one script of every redirect page: it reads the target from the canonical link, so all redirect pages
 * share one CSP hash (Docusaurus writes the URL into the script, one script per page).
 */
export const REDIRECT_SCRIPT =
  'window.location.href = document.querySelector("link[rel=canonical]").getAttribute("href") + window.location.search + window.location.hash;';

/** Its CSP source, for sites that have redirects. */
export const REDIRECT_SCRIPT_HASH = `'sha256-${sha256(REDIRECT_SCRIPT, "base64")}'`;

/** A site path: `/` then URL path characters, no `..` segment, no query or fragment. */
const SAFE_PATH = /^\/(?:[A-Za-z0-9._~!&'()*+,;=:@%-]+\/?)*$/;
/** What nginx or HTML would read as syntax: left out of rules even when a URL allows it. */
const UNSAFE = /[\s"'`;{}$\\<>#?]|%(?:0|1|7f)|(^|\/)\.\.?(\/|$)/i;
const SAFE_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9._~!&()*+,=:@%/-]*)?$/;

/**
 * The redirects of the config, checked against the built routes: `redirects` as written, and those
 * `fromExtensions` (`/x.html` → `/x`) and `toExtensions` (`/x` → `/x.exe`) derive from routes. A `from` that is
 * a page already, an unsafe path or a `to` that names no page are warnings, and left out.
 */
export function planRedirects(
  config: ResolvedConfig,
  routes: ReadonlySet<string>,
): { redirects: Redirect[]; findings: Diagnostic[] } {
  const options = config.clientRedirects;
  if (!options) return { redirects: [], findings: [] };
  const findings: Diagnostic[] = [];
  // The config is read again only to locate a problem.
  const line = (path: string) => lineOf(readText(join(config.siteDir, config.configFile)), configPath(config, path));
  const warn = (path: string, message: string, hint: string) =>
    findings.push({
      severity: "warning",
      code: "config-ignored",
      message: `${configPath(config, path)} ${message}`,
      file: config.configFile,
      line: line(path),
      hint,
    });
  const out = new Map<string, Redirect>();
  const add = (from: string, to: string, at: string) => {
    const route = from.replace(/\/+$/, "") || "/";
    if (!SAFE_PATH.test(route) || UNSAFE.test(route))
      return warn(at, `redirects from "${from}", which is not a plain site path; it is left out`, PATH_HINT);
    const external = /^https?:\/\//.test(to);
    const target = external ? to : to.replace(/\/+$/, "") || "/";
    if (
      external
        ? !SAFE_URL.test(target) || UNSAFE.test(target.replace(/^https?:\/\//, ""))
        : !SAFE_PATH.test(target) || UNSAFE.test(target)
    )
      return warn(at, `redirects to "${to}", which is not a plain site path or http(s) URL; it is left out`, PATH_HINT);
    // A page written where docsgen keeps server configuration, or into another locale's folder (which that
    // locale's build replaces whole): never built, and an error rather than a loss.
    const locale = config.nestedOutputs.find((name) => route === `/${name}` || route.startsWith(`/${name}/`));
    const reserved = reservedProblem(route) ?? (locale && `it lies in the folder of the locale ${locale}`);
    if (reserved)
      return void findings.push({
        severity: "error",
        code: "path-reserved",
        message: `${configPath(config, at)} redirects from "${from}", which cannot be built: ${reserved}`,
        file: config.configFile,
        line: line(at),
        hint: RESERVED_HINT,
      });
    if (routes.has(route))
      return warn(
        at,
        `redirects from "${from}", which is a page of the site; the page is kept`,
        "Remove the redirect, or the page.",
      );
    if (!external && !routes.has(target))
      return warn(
        at,
        `redirects to "${to}", which is no page of the site; it is left out`,
        "Point `to` at a built page (a route such as /docs/intro).",
      );
    if (!out.has(route)) out.set(route, { from: route, to: target });
  };
  options.redirects.forEach((r, i) => {
    for (const from of Array.isArray(r.from) ? r.from : [r.from]) add(from, r.to, `clientRedirects.redirects[${i}]`);
  });
  for (const route of routes) {
    for (const ext of options.fromExtensions)
      if (route !== "/") add(`${route}.${ext}`, route, "clientRedirects.fromExtensions");
    for (const ext of options.toExtensions) {
      const suffix = `.${ext}`;
      if (route.endsWith(suffix)) add(route.slice(0, -suffix.length), route, "clientRedirects.toExtensions");
    }
  }
  return { redirects: [...out.values()], findings };
}

const PATH_HINT =
  "Write a path such as /docs/old-page (letters, digits and - . _ ~ / and %-escapes), without quotes, spaces, ? or #.";

/** A target as the page links it: a route under the base URL, or the URL as written. */
function href(config: ResolvedConfig, to: string): string {
  return /^https?:\/\//.test(to) ? to : config.baseUrl + to.slice(1);
}

/**
 * The page written at the old path: what Docusaurus's redirect page holds (its script, made constant). The
 * script is the element's whole text: the CSP hash covers every character between the tags.
 */
export function redirectPage(config: ResolvedConfig, redirect: Redirect): string {
  const to = esc(href(config, redirect.to));
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${to}">
    <link rel="canonical" href="${to}" />
  </head>
  <script>${REDIRECT_SCRIPT}</script>
</html>
`;
}

/** The output files of the redirects: one page each, and the nginx rules. */
export function redirectFiles(config: ResolvedConfig, redirects: readonly Redirect[]): Map<string, string> {
  const files = new Map<string, string>();
  if (redirects.length === 0) return files;
  for (const r of redirects) files.set(`${r.from.slice(1)}/index.html`.replace(/^\//, ""), redirectPage(config, r));
  const rules = redirects.map(
    (r) => `location = ${config.baseUrl}${r.from.slice(1)} {\n  return 301 ${href(config, r.to)}$is_args$args;\n}\n`,
  );
  files.set(
    NGINX_REDIRECTS,
    `# docsgen: the site's client redirects (@docusaurus/plugin-client-redirects), as nginx rules.\n${rules.join("")}`,
  );
  return files;
}
