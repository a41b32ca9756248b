import { type ComponentProps, cloneElement, type ReactElement } from "react";
import { href, type SiteData } from "../../shared/site-data.ts";
import { themed } from "../../shared/theme-config.ts";
import { Navbar } from "../Navbar.tsx";
import { SearchButton } from "../SearchButton.tsx";
import { LogoImage } from "./LogoImage.tsx";
import { replaceElements } from "./replace.ts";

/**
 * docsgen's navbar (../Navbar.tsx) with `themeConfig.navbar.style` (Infima's `navbar--dark`, `navbar--primary`,
 * after `navbar--fixed-top` as in Docusaurus) and a logo with `srcDark` or `className`. Navbar is called, not
 * rendered: its hooks are this component's, and its tree gets the style before React renders it, so the
 * drawer's state and everything else of the navbar stay Navbar.tsx's, in the one place.
 */
export function ThemedNavbar(props: ComponentProps<typeof Navbar>) {
  const nav = Navbar(props) as ReactElement<{ className: string }>;
  const { style, logo } = themed(props.site).navbar;
  const styled = style ? cloneElement(nav, { className: withStyle(nav.props.className, style) }) : nav;
  if (!logo?.srcDark && !logo?.className) return styled;
  // Navbar.tsx's Brand, the only element of a component given the site alone besides the search button.
  return replaceElements(styled, (element) =>
    typeof element.type === "function" &&
    element.type !== SearchButton &&
    Object.keys(element.props).join() === "site" ? (
      <ThemedBrand site={element.props.site as SiteData} />
    ) : undefined,
  );
}

function withStyle(className: string, style: "dark" | "primary"): string {
  return className.replace("navbar--fixed-top", `navbar--fixed-top navbar--${style}`);
}

/** Navbar.tsx's Brand with the logo's image of each colour mode, or its class (LogoImage.tsx). */
function ThemedBrand({ site }: { site: SiteData }) {
  const { logo, title, brandHref, brandTarget } = themed(site).navbar;
  return (
    <a
      className="navbar__brand"
      href={brandHref === null ? undefined : href(site, brandHref ?? site.baseUrl)}
      target={brandTarget}
    >
      {logo ? (
        <div className="navbar__logo">
          <LogoImage
            site={site}
            logo={logo}
            width={logo.width ?? (logo.height === undefined ? 32 : undefined)}
            height={logo.height ?? (logo.width === undefined ? 32 : undefined)}
          />
        </div>
      ) : null}
      {title ? <b className="navbar__title text--truncate">{title}</b> : null}
    </a>
  );
}
