import { type Diagnostic, suggest } from "../diagnostics/diagnostic.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { resolveUrl } from "../model/link-resolver.ts";
import type { ConfigLink } from "../model/navbar.ts";

export interface ConfigLinkCheckInput {
  ctx: LinkContext;
  /** Internal targets of the navbar and footer, with their config paths. */
  links: readonly ConfigLink[];
  /** Every route the build writes → the element ids on that page. */
  anchorsByRoute: Map<string, Set<string>>;
  lineOf: (path: string) => number | undefined;
}

/**
 * Checks the navbar's and footer's site paths against the route table, like links in markdown: a link to a
 * route that is not built is a broken link, located at its line in `site.config.ts`.
 */
export function checkConfigLinks({ ctx, links, anchorsByRoute, lineOf }: ConfigLinkCheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const base = ctx.config.baseUrl;
  const from = { absPath: `${ctx.config.siteDir}/${ctx.config.configFile}`, route: "/" };
  for (const { path, target } of links) {
    // Templates pass paths already under the base URL through (shared/url.ts siteHref); so does the check.
    const written = base !== "/" && target.startsWith(base) ? `/${target.slice(base.length)}` : target;
    const r = resolveUrl(
      ctx,
      from,
      written.startsWith("/") || written.startsWith("#") ? written : `/${written}`,
      false,
    );
    // Files the build writes besides pages (feeds, markdown twins, llms.txt) are not in the route table.
    if (r.kind !== "route" || /\.[a-z0-9]+$/i.test(r.route)) continue;
    const at = { file: ctx.config.configFile, line: lineOf(path) };
    const ids = anchorsByRoute.get(r.route);
    if (!ids) {
      const near = suggest(r.route, anchorsByRoute.keys());
      out.push({
        severity: "warning",
        code: "link-broken",
        message: `${path} links to "${target}", route ${r.route}, which is not built`,
        hint: near ? `Did you mean ${near}?` : "Link to a doc or page the site has, or use `href` for a URL.",
        ...at,
      });
    } else if (r.hash && !ids.has(r.hash)) {
      out.push({
        severity: "warning",
        code: "anchor-broken",
        message: `${path} links to "${target}", but ${r.route} has no element with id "${r.hash}"`,
        ...at,
      });
    }
  }
  return out;
}
