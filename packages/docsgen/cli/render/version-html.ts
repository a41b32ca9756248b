import { THEME_SHELL_ATTRIBUTE } from "../../shared/content-elements.ts";
import { esc } from "../../shared/escape-html.ts";
import type { DocVersionView } from "../../shared/page-model.ts";
import { href, type SiteData } from "../../shared/site-data.ts";

/**
 * A versioned doc's banner and badge, as HTML put before its content: the content is HTML the client keeps
 * as the server wrote it, so the client bundle carries no code for versions (a site without them pays
 * nothing). Docusaurus's markup and classes (DocVersionBanner, DocVersionBadge). Where the site replaces one
 * (`parts`: what its code rendered for the doc, cli/react/doc-parts.ts), its place, which the site's script
 * hydrates, as a doc part's place in docsgen's layout (templates/SitePart.tsx).
 */
export function versionHtml(site: SiteData, view: DocVersionView | undefined, parts?: Record<string, string>): string {
  const { banner, badge } = view ?? {};
  const bannerHtml = banner
    ? `<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>${esc(banner.message)}</div><div class="margin-top--md">${esc(banner.before)}<b><a href="${esc(href(site, banner.href))}" data-docs-version="${esc(view?.bannerVersion ?? "")}">${esc(banner.linkLabel)}</a></b>${esc(banner.after)}</div></div>`
    : "";
  const badgeHtml = badge ? `<span class="theme-doc-version-badge badge badge--secondary">${esc(badge)}</span>` : "";
  const place = (name: string, own: string) => {
    const html = parts?.[name];
    return html === undefined ? own : `<div ${THEME_SHELL_ATTRIBUTE}="${name}">${html}</div>`;
  };
  return place("DocVersionBanner", bannerHtml) + place("DocVersionBadge", badgeHtml);
}
