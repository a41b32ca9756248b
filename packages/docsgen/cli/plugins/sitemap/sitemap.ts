import { esc } from "../../../shared/escape-html.ts";
import type { PageModel } from "../../../shared/page-model.ts";
import { routeUrl } from "../../../shared/url.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { versionOfPage } from "../../model/docs-versions.ts";

/**
 * sitemap.xml: every indexable page once; no drafts, unlisted pages, the not-found page, or pages of a
 * `noIndex` version (Docusaurus leaves out every page whose head says `noindex`).
 */
export function sitemapXml(config: ResolvedConfig, pages: readonly PageModel[]): string {
  const urls = pages
    .filter((p) => p.kind !== "not-found" && !p.unlisted && !p.draft && !versionOfPage(config, p)?.noIndex)
    .map((p) => routeUrl(config, p.route))
    .sort();
  const body = urls.map(
    (u) => `<url><loc>${esc(u)}</loc><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body.join("\n")}\n</urlset>\n`;
}
