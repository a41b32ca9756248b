import { esc } from "../../shared/escape-html.ts";
import type { DocVersionView } from "../../shared/page-model.ts";
import { href, type SiteData } from "../../shared/site-data.ts";

/**
 * A versioned doc's banner and badge, as HTML put before its content: the content is HTML the client keeps
 * as the server wrote it, so the client bundle carries no code for versions (a site without them pays
 * nothing). Docusaurus's markup and classes (DocVersionBanner, DocVersionBadge).
 */
export function versionHtml(site: SiteData, view: DocVersionView): string {
  const { banner, badge } = view;
  const bannerHtml = banner
    ? `<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>${esc(banner.message)}</div><div class="margin-top--md">${esc(banner.before)}<b><a href="${esc(href(site, banner.href))}" data-docs-version="${esc(view.bannerVersion ?? "")}">${esc(banner.linkLabel)}</a></b>${esc(banner.after)}</div></div>`
    : "";
  const badgeHtml = badge ? `<span class="theme-doc-version-badge badge badge--secondary">${esc(badge)}</span>` : "";
  return bannerHtml + badgeHtml;
}
