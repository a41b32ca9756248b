import { dirname, resolve } from "node:path";
import type { ParsedSource } from "../content/types.ts";
import { type Diagnostic, suggest } from "../diagnostics/diagnostic.ts";
import { isScriptUrl } from "../markdown/raw-html.ts";
import { type LinkContext, resolveUrl } from "../model/link-resolver.ts";
import { rootHint } from "../paths/contain.ts";

export interface LinkCheckInput {
  ctx: LinkContext;
  sources: readonly (ParsedSource & { route: string })[];
  /** Every route the build writes → the element ids on that page (headings). */
  anchorsByRoute: Map<string, Set<string>>;
}

/**
 * Checks every link and image written in the sources against the route table (spec §5).
 * Findings carry the source location; their severity is set later by the policy table.
 */
export function checkLinks({ ctx, sources, anchorsByRoute }: LinkCheckInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const routes = [...anchorsByRoute.keys()];
  for (const source of sources) {
    for (const link of source.links) {
      const at = { file: source.file, line: link.line, column: link.column };
      if (isScriptUrl(link.url)) {
        // The renderer drops the target (to-hast.ts), as it does in raw HTML.
        out.push({
          severity: "warning",
          code: "html-unsafe",
          message: `the javascript: URL of a markdown ${link.kind} was removed from the output`,
          hint: "The site's Content-Security-Policy runs only docsgen's own scripts, so this would never run; remove it.",
          ...at,
        });
        continue;
      }
      const r = resolveUrl(ctx, source, link.url, link.kind === "image");
      if (r.kind === "outside") {
        out.push({
          severity: "error",
          code: "path-outside",
          message: `${link.kind === "image" ? "image" : "linked file"} "${r.target}" lies outside the site folder; it is not published`,
          hint: `Copy the file into the site (next to the markdown file, or under static/) and link to the copy.${outsideHint(ctx, source.absPath, r.target)}`,
          ...at,
        });
      } else if (r.kind === "missing") {
        out.push({
          severity: "warning",
          code:
            link.kind === "image"
              ? link.html
                ? "html-image-broken"
                : "markdown-image-broken"
              : "markdown-link-broken",
          message:
            link.kind === "image"
              ? `image "${r.target}" does not exist`
              : /\.mdx?(?:[?#]|$)/.test(r.target)
                ? `markdown link "${r.target}" points to no doc or page`
                : `link "${r.target}" names a file that does not exist`,
          hint:
            link.kind === "image"
              ? "Put the file next to the markdown file (./img.png) or under static/ (/img/img.png)."
              : "Link to an existing .md file, with a path relative to this file or to the docs folder.",
          ...at,
        });
      } else if (r.kind === "hash") {
        const ids = anchorsByRoute.get(source.route);
        if (ids && !ids.has(r.hash)) out.push(anchorProblem(r.hash, source.route, ids, at));
      } else if (r.kind === "route") {
        const ids = anchorsByRoute.get(r.route);
        if (!ids) {
          const near = suggest(r.route, routes);
          out.push({
            severity: "warning",
            code: "link-broken",
            message: `link to "${link.url}" points to route ${r.route}, which is not built`,
            hint: near ? `Did you mean ${near}?` : undefined,
            ...at,
          });
        } else if (r.hash && !ids.has(r.hash)) {
          out.push(anchorProblem(r.hash, r.route, ids, at));
        }
      }
    }
  }
  return out;
}

function anchorProblem(
  hash: string,
  route: string,
  ids: Set<string>,
  at: { file: string; line: number; column: number },
): Diagnostic {
  const near = suggest(hash, ids);
  return {
    severity: "warning",
    code: "anchor-broken",
    message: `anchor "#${hash}" does not exist on ${route}`,
    hint: near ? `Did you mean #${near}?` : "Anchors are heading ids; set one with ## My heading {#my-id}.",
    ...at,
  };
}

/** `--root`'s hint (paths/contain.ts) for a relative path beside the site (`../../shared/x.png`). */
function outsideHint(ctx: LinkContext, from: string, target: string): string {
  if (!target.startsWith(".")) return "";
  return rootHint(ctx.config.siteDir, resolve(dirname(from), target.split(/[?#]/)[0]));
}
