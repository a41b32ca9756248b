import type { SiteData } from "../../../shared/site-data.ts";
import { href } from "../../../shared/site-data.ts";
import { FooterLink } from "../../App.tsx";
import { linkProps } from "../../NavbarItems.tsx";
import { useSiteContext } from "../context.ts";

/**
 * `@theme/Footer/Links`: the footer's link columns, or its simple row (`links` is docsgen's resolved footer
 * columns, what `themeConfig.footer.links` became). The same markup as the shell's footer (App.tsx), written
 * again here rather than taken out of App.tsx: the client bundle every site loads stays byte for byte as it
 * was (its size is guarded). theme-footer-parts.test.ts checks that both draw the same footer.
 */
export default function FooterLinks({ links }: { links: SiteData["footer"]["links"] }) {
  const { site } = useSiteContext();
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
