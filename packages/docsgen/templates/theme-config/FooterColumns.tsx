import { href, type SiteData } from "../../shared/site-data.ts";
import { FooterLink } from "../App.tsx";
import { linkProps } from "../NavbarItems.tsx";

/**
 * The footer's link columns, or its simple row, in the footer of a site with a footer style or logo
 * (Footer.tsx): the same markup as the shell's footer (../App.tsx) and `@theme/Footer/Links`
 * (../docusaurus/FooterParts/Links.tsx), written again rather than taken out of them, so that the bundles of
 * sites without these looks stay byte for byte as they were. theme-config-looks.test.ts checks that a React
 * page's footer (`@theme/Footer/Links`) and a doc page's (this) are the same.
 */
export function FooterColumns({ site, links }: { site: SiteData; links: SiteData["footer"]["links"] }) {
  return (
    <div className="row footer__links">
      {links.map((column) =>
        column.simple ? (
          <div key={`simple:${column.items[0]?.label ?? ""}`} className="col footer__links text--center">
            {column.items.map((item, j) => (
              <span key={item.label || item.html}>
                {j > 0 ? <span className="footer__link-separator">·</span> : null}
                <a
                  className={`footer__link-item${item.className ? ` ${item.className}` : ""}`}
                  href={href(site, item.href)}
                  {...linkProps(item)}
                >
                  {item.label}
                </a>
              </span>
            ))}
          </div>
        ) : (
          <div key={column.title} className={`col footer__col${column.className ? ` ${column.className}` : ""}`}>
            <div className="footer__title">{column.title}</div>
            <ul className="footer__items clean-list">
              {column.items.map((item) => (
                <FooterLink key={item.label || item.html} site={site} item={item} />
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
