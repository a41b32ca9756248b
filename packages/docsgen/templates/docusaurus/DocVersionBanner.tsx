import { href } from "../../shared/site-data.ts";
import type {} from "../../shared/site-versions.ts";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/DocVersionBanner`: the banner of a doc of a version other than the latest ("This is documentation
 * for … , which is no longer actively maintained"), as docsgen writes it before the doc's content
 * (cli/render/version-html.ts, the same markup); nothing on the latest version's docs, as Docusaurus's. A
 * site's `src/theme/DocVersionBanner` replaces it on every doc and may wrap it as
 * `@theme-original/DocVersionBanner`.
 */
export default function DocVersionBanner({ className }: { className?: string }) {
  const { site, page } = useSiteContext();
  const banner = page.version?.banner;
  if (!banner) return null;
  return (
    <div
      className={`theme-doc-version-banner alert alert--warning margin-bottom--md${className ? ` ${className}` : ""}`}
      role="alert"
    >
      <div>{banner.message}</div>
      <div className="margin-top--md">
        {banner.before}
        <b>
          <a href={href(site, banner.href)} data-docs-version={page.version?.bannerVersion ?? ""}>
            {banner.linkLabel}
          </a>
        </b>
        {banner.after}
      </div>
    </div>
  );
}
