import { href } from "../../shared/site-data.ts";
import { IconHome } from "../icons.tsx";
import { useStrings } from "../strings-context.ts";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/DocBreadcrumbs`: the doc's breadcrumbs, the same markup as docsgen's own above each doc
 * (templates/DocPage.tsx, which stays apart so a site's client without doc parts is unchanged; the
 * sameness is tested in test/integration/theme-doc-parts.test.ts). No props, as Docusaurus's. A site's
 * `src/theme/DocBreadcrumbs` replaces it on every doc and may wrap it as `@theme-original/DocBreadcrumbs`.
 */
export default function DocBreadcrumbs() {
  const { site, page } = useSiteContext();
  const s = useStrings();
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label={s.breadcrumbsAriaLabel}>
      <ul className="breadcrumbs">
        {site.homeMissing ? null : (
          <li className="breadcrumbs__item">
            <a aria-label={s.breadcrumbsHome} className="breadcrumbs__link" href={site.baseUrl}>
              <IconHome />
            </a>
          </li>
        )}
        {page.breadcrumbs.map((crumb, i) => {
          const last = i === page.breadcrumbs.length - 1;
          return (
            <li
              key={`${crumb.href}:${crumb.label}`}
              className={`breadcrumbs__item${last ? " breadcrumbs__item--active" : ""}`}
            >
              {last ? (
                <span className="breadcrumbs__link">{crumb.label}</span>
              ) : (
                <a className="breadcrumbs__link" href={href(site, crumb.href)}>
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
