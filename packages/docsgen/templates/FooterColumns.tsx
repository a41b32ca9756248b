import { href, type SiteData } from "../shared/site-data.ts";
import { FooterLink } from "./App.tsx";
import { linkProps } from "./NavbarItems.tsx";

/**
 * The footer's link columns, or its simple row: the same markup as the shell's footer (App.tsx), written again
 * here rather than taken out of App.tsx, so that the client bundle every site loads stays byte for byte as it
 * was (its size is guarded). Drawn by `@theme/Footer/Links` (docusaurus/FooterParts/Links.tsx) and by the
 * footer of a site with a footer style or logo (theme-config/Footer.tsx); theme-footer-parts.test.ts checks
 * that they draw the shell's footer.
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
