import type { ReactNode } from "react";
import type { FooterItem, NavbarHtml, NavbarItem, NavbarLink, SiteData } from "../shared/site-data.ts";
import { href } from "../shared/site-data.ts";
import { withBase } from "../shared/url.ts";
import { IconExternal } from "./icons.tsx";
import { NavbarDropdown } from "./NavbarDropdown.tsx";
import { CustomItemPlace, SearchBarPlace, SearchButton } from "./SearchButton.tsx";
import { useStrings } from "./strings-context.ts";

/**
 * Docusaurus's rules: a sidebar's items are active on its pages; a link under its `activeBase*`, or on its page
 * and the pages under it (`to: "/blog"` on a post), as react-router's NavLink matches for Docusaurus. `exact`:
 * its page only, as a dropdown asks of its items to show itself active.
 */
export function isActive(
  item: NavbarLink,
  route: string,
  baseUrl: string,
  { sidebarId, exact = false }: { sidebarId?: string; exact?: boolean } = {},
): boolean {
  if (item.sidebarId) return item.sidebarId === sidebarId;
  // The build turns `activeBasePath` into this too (cli/model/navbar.ts).
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(withBase(baseUrl, route));
  if (item.href === route) return true;
  if (exact || item.external) return false;
  const path = item.href.split(/[?#]/)[0].replace(/\/$/, "");
  // A link to the home page stays exact: it would otherwise be active everywhere.
  return path !== "" && (route === path || route.startsWith(`${path}/`));
}

/** External links open in a new tab; `attrs` carries what the config adds (`target`, `rel`, `aria-label`). */
export function linkProps(item: FooterItem) {
  return { ...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {}), ...item.attrs };
}

interface ItemProps {
  site: SiteData;
  route: string;
  sidebarId?: string;
}

/**
 * Navbar items: in the bar, or (with `onClick`, which closes the drawer) as the drawer's menu entries, where
 * a dropdown is a collapsible entry and the search item is left out (the bar's search button stays visible).
 */
export function NavbarItems({
  items,
  onClick,
  ...props
}: ItemProps & { items: readonly NavbarItem[]; onClick?: () => void }) {
  const s = useStrings();
  const menu = onClick !== undefined;
  const { site, route, sidebarId } = props;
  /** A link or HTML entry; `bar` is the class of a link in the bar, `bar + "--active"` when it is active. */
  const one = (item: NavbarLink | NavbarHtml, i: number, bar: string) => {
    const link = menu ? "menu__link" : bar;
    const extra = item.className ? ` ${item.className}` : "";
    let node: ReactNode;
    if (item.type === "html") {
      node = (
        <div
          key={i}
          className={`${menu ? "menu__html-item" : bar.split(" ")[0]}${extra}`}
          dangerouslySetInnerHTML={{ __html: item.value }}
        />
      );
    } else {
      const active = isActive(item, route, site.baseUrl, { sidebarId });
      node = (
        <a
          // By position: icon links (GitHub, X) have no label, and the list never reorders.
          key={i}
          className={`${link}${active ? ` ${link.split(" ").pop()}--active` : ""}${extra}`}
          href={href(site, item.href)}
          aria-current={active ? "page" : undefined}
          onClick={onClick}
          {...linkProps(item)}
        >
          {item.label}
          {/* No icon on a link without a label (the GitHub icon link styled by the site's CSS), as Docusaurus. */}
          {item.external && item.label ? (
            <>
              <IconExternal />
              <span className="sr-only">{s.externalLink}</span>
            </>
          ) : null}
        </a>
      );
    }
    return menu ? (
      <li key={i} className="menu__list-item">
        {node}
      </li>
    ) : (
      node
    );
  };
  // Keys are positions: the items are the config's fixed list.
  return items.map((item, i) => {
    // Only in the bundle of a site whose code draws parts of the navbar (DOCSGEN_THEME_SHELL): others have none.
    if ((typeof DOCSGEN_THEME_SHELL === "undefined" || DOCSGEN_THEME_SHELL) && item.type === "custom")
      // biome-ignore lint/suspicious/noArrayIndexKey: the config's fixed list
      return <CustomItemPlace key={i} site={site} item={item} mobile={menu} onClick={onClick} />;
    if (item.type === "search")
      return menu ? null : typeof DOCSGEN_THEME_SHELL === "undefined" || DOCSGEN_THEME_SHELL ? (
        <SearchBarPlace key="search" site={site}>
          <SearchButton site={site} />
        </SearchBarPlace>
      ) : (
        <SearchButton key="search" site={site} />
      );
    // A custom item is in the site data only when the site's code draws it, handled above.
    if (item.type !== "dropdown") return one(item as NavbarLink | NavbarHtml, i, "navbar__item navbar__link");
    const active = item.items.some(
      (e) => e.type === undefined && isActive(e, route, site.baseUrl, { sidebarId, exact: true }),
    );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the config's fixed list
      <NavbarDropdown key={i} item={item} active={active} mobile={menu}>
        {item.items.map((entry, j) =>
          menu ? (
            one(entry, j, "")
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the config's fixed list
            <li key={j}>{one(entry, j, "dropdown__link")}</li>
          ),
        )}
      </NavbarDropdown>
    );
  });
}

/** Defined by the client's bundle (cli/assets/client-bundle.ts): false for a site whose code draws no part. */
declare const DOCSGEN_THEME_SHELL: boolean | undefined;
