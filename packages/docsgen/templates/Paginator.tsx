import type { Pagination, PaginatorLink } from "../shared/page-model.ts";
import { href, type SiteData } from "../shared/site-data.ts";

function Side({ site, link, side }: { site: SiteData; link: PaginatorLink; side: "prev" | "next" }) {
  return (
    <a className={`pagination-nav__link pagination-nav__link--${side}`} href={href(site, link.href)}>
      {link.sublabel ? <div className="pagination-nav__sublabel">{link.sublabel}</div> : null}
      <div className="pagination-nav__label">{link.label}</div>
    </a>
  );
}

/**
 * The one previous/next navigation: docs (上一页/下一页), blog posts (较新一篇/较旧一篇) and blog list pages
 * (较新的博文/较旧的博文, no sublabel). Nothing when there is neither side.
 */
export function Paginator({ site, nav, className }: { site: SiteData; nav: Pagination; className?: string }) {
  if (!nav.prev && !nav.next) return null;
  return (
    <nav className={className ? `pagination-nav ${className}` : "pagination-nav"} aria-label={nav.ariaLabel}>
      {nav.prev ? <Side site={site} link={nav.prev} side="prev" /> : null}
      {nav.next ? <Side site={site} link={nav.next} side="next" /> : null}
    </nav>
  );
}
