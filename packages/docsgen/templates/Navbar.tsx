import { useCallback, useEffect, useState } from "react";
import type { SidebarNode } from "../shared/sidebar.ts";
import { href, type SiteData } from "../shared/site-data.ts";
import { ColorModeToggle } from "./ColorModeToggle.tsx";
import { SidebarMenu } from "./DocSidebar.tsx";
import { IconClose, IconMenu } from "./icons.tsx";
import { NavbarItems } from "./NavbarItems.tsx";
import { SearchBarPlace, SearchButton } from "./SearchButton.tsx";
import { useStrings } from "./strings-context.ts";

/** Desktop breakpoint (spec §9): wider than this is desktop. */
export const DESKTOP_MIN_WIDTH = 997;

interface NavbarProps {
  site: SiteData;
  route: string;
  sidebarId?: string;
  sidebar?: SidebarNode[];
}

function Brand({ site }: { site: SiteData }) {
  const { logo, title, brandHref, brandTarget } = site.navbar;
  return (
    <a
      className="navbar__brand"
      // null: no home page and nothing else to link, so no href (a link to a page that is not built 404s).
      href={brandHref === null ? undefined : href(site, brandHref ?? site.baseUrl)}
      target={brandTarget}
    >
      {logo ? (
        <div className="navbar__logo">
          <img
            src={href(site, logo.src)}
            alt={logo.alt ?? ""}
            // 32×32 by default; a logo given one dimension keeps its proportions (a wide wordmark).
            width={logo.width ?? (logo.height === undefined ? 32 : undefined)}
            height={logo.height ?? (logo.width === undefined ? 32 : undefined)}
            style={logo.style}
          />
        </div>
      ) : null}
      {title ? <b className="navbar__title text--truncate">{title}</b> : null}
    </a>
  );
}

/** Top bar plus the mobile drawer (behaviours §3). */
export function Navbar({ site, route, sidebarId, sidebar }: NavbarProps) {
  const s = useStrings();
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(true);
  const hasSecondary = Boolean(sidebar && sidebar.length > 0);
  const close = useCallback(() => {
    setOpen(false);
    setSecondary(true);
  }, []);

  // ENH (behaviours §3.8): a route change closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change only
  useEffect(() => {
    close();
  }, [route, close]);

  useEffect(() => {
    if (!open) return;
    document.body.style.overflow = "hidden";
    const onResize = () => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) close();
    };
    // ENH (issue 3): Escape closes the drawer and gives focus back to the hamburger.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        close();
        document.querySelector<HTMLButtonElement>(".navbar__toggle")?.focus();
      }
    };
    window.addEventListener("resize", onResize);
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = "visible";
      window.removeEventListener("resize", onResize);
      window.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  const left = site.navbar.items.filter((i) => i.position === "left");
  const right = site.navbar.items.filter((i) => i.position === "right");
  // The search button sits on the right unless a `search` item places it.
  const placedSearch = site.navbar.items.some((i) => i.type === "search");
  const showSecondary = hasSecondary && secondary;
  return (
    <nav
      aria-label={s.navAriaLabel}
      className={`theme-layout-navbar navbar navbar--fixed-top${open ? " navbar-sidebar--show" : ""}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle clean-btn"
            aria-label={s.toggleSidebarButtonAriaLabel}
            aria-expanded={open}
            onClick={() => (open ? close() : setOpen(true))}
          >
            <IconMenu />
          </button>
          <Brand site={site} />
          <NavbarItems site={site} items={left} route={route} sidebarId={sidebarId} />
        </div>
        <div className="navbar__items navbar__items--right">
          {placedSearch ? null : typeof DOCSGEN_THEME_SHELL === "undefined" || DOCSGEN_THEME_SHELL ? (
            <SearchBarPlace site={site}>
              <SearchButton site={site} />
            </SearchBarPlace>
          ) : (
            <SearchButton site={site} />
          )}
          <NavbarItems site={site} items={right} route={route} sidebarId={sidebarId} />
          <div className="navbar__item navbar__color-toggle">
            <ColorModeToggle mode={site.colorMode} />
          </div>
        </div>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={close} />
      <div className="navbar-sidebar" inert={!open}>
        <div className="navbar-sidebar__brand">
          <Brand site={site} />
          <ColorModeToggle mode={site.colorMode} />
          <button
            type="button"
            aria-label={s.closeSidebarButtonAriaLabel}
            className="clean-btn navbar-sidebar__close"
            onClick={close}
          >
            <IconClose />
          </button>
        </div>
        <div className={`navbar-sidebar__items${showSecondary ? " navbar-sidebar__items--show-secondary" : ""}`}>
          <div className="navbar-sidebar__item menu theme-layout-navbar-sidebar-panel" inert={showSecondary}>
            <ul className="menu__list">
              <NavbarItems site={site} items={site.navbar.items} route={route} sidebarId={sidebarId} onClick={close} />
            </ul>
          </div>
          {/* The drawer's copy of the sidebar exists only while the drawer is open (never in server HTML). */}
          {hasSecondary && sidebar && open ? (
            <div className="navbar-sidebar__item menu" inert={!showSecondary}>
              <button type="button" className="clean-btn navbar-sidebar__back" onClick={() => setSecondary(false)}>
                {s.backToMainMenu}
              </button>
              <SidebarMenu site={site} items={sidebar} route={route} onNavigate={close} />
            </div>
          ) : null}
        </div>
      </div>
    </nav>
  );
}

/** Defined by the client's bundle (cli/assets/client-bundle.ts): false for a site whose code draws no part. */
declare const DOCSGEN_THEME_SHELL: boolean | undefined;
