import { href, type SiteData } from "../../shared/site-data.ts";
import { type FooterLogo as FooterLogoData, themed } from "../../shared/theme-config.ts";
import { FooterColumns } from "./FooterColumns.tsx";
import { LogoImage } from "./LogoImage.tsx";

/**
 * The footer of a site with `themeConfig.footer.style` or `footer.logo`: the shell's footer (App.tsx's Footer,
 * whose columns FooterColumns.tsx draws alike), light without `footer--dark` as Infima's is, and the logo with
 * the copyright line under the links, centred together, as Docusaurus's Footer/Layout puts them.
 */
export function ThemedFooter({ site }: { site: SiteData }) {
  const { links, copyright, logo, style } = themed(site).footer;
  if (links.length === 0 && !copyright && !logo) return null;
  const copyrightLine = copyright ? <div className="footer__copyright">{copyright}</div> : null;
  return (
    <footer className={style === "light" ? "theme-layout-footer footer" : "theme-layout-footer footer footer--dark"}>
      <div className="container container-fluid">
        <FooterColumns site={site} links={links} />
        {logo ? (
          <div className="footer__bottom text--center">
            <div className="margin-bottom--sm">
              <FooterLogo site={site} logo={logo} />
            </div>
            {copyrightLine}
          </div>
        ) : (
          copyrightLine
        )}
      </div>
    </footer>
  );
}

/**
 * `themeConfig.footer.logo`, linked when it has an `href` (Docusaurus's Footer/Logo); a link to another site
 * opens in a new tab, as Docusaurus's Link does.
 */
export function FooterLogo({ site, logo }: { site: SiteData; logo: FooterLogoData }) {
  const image = <LogoImage site={site} logo={logo} className="footer__logo" width={logo.width} height={logo.height} />;
  if (!logo.href) return image;
  const external = /^([a-z][\w+.-]*:|\/\/)/i.test(logo.href);
  return (
    <a
      className="footerLogoLink"
      href={href(site, logo.href)}
      target={logo.target ?? (external ? "_blank" : undefined)}
      rel={external ? "noopener noreferrer" : undefined}
    >
      {image}
    </a>
  );
}
