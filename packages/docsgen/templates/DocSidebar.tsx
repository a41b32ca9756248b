import { useEffect, useState } from "react";
import type { SidebarNode } from "../shared/sidebar.ts";
import { firstHref } from "../shared/sidebar.ts";
import { href, type SiteData } from "../shared/site-data.ts";
import { fill } from "../shared/strings.ts";
import { IconExternal } from "./icons.tsx";
import { useStrings } from "./strings-context.ts";

interface MenuProps {
  site: SiteData;
  items: SidebarNode[];
  route: string;
  /** Called after a link click (the mobile drawer closes on it). */
  onNavigate?: () => void;
}

function containsRoute(item: SidebarNode, route: string): boolean {
  if (item.href === route) return true;
  return item.type === "category" && item.items.some((c) => containsRoute(c, route));
}

function Category({
  site,
  item,
  route,
  onNavigate,
}: Omit<MenuProps, "items"> & { item: Extract<SidebarNode, { type: "category" }> }) {
  const s = useStrings();
  const active = containsRoute(item, route);
  const [expanded, setExpanded] = useState(active || !item.collapsed || !item.collapsible);
  // Navigation into a collapsed category opens it; leaving does not close it (behaviours §20.3).
  useEffect(() => {
    if (active) setExpanded(true);
  }, [active]);
  const isCurrent = item.href === route;
  const linkClass = `menu__link${item.collapsible ? " menu__link--sublist" : ""}${active ? " menu__link--active" : ""}`;
  const target = item.href ?? firstHref(item.items) ?? "";
  return (
    <li
      className={`theme-doc-sidebar-item-category menu__list-item${expanded ? "" : " menu__list-item--collapsed"}${item.className ? ` ${item.className}` : ""}`}
    >
      <div className="menu__list-item-collapsible">
        {item.href ? (
          <a
            className={linkClass}
            href={href(site, item.href)}
            aria-current={isCurrent ? "page" : undefined}
            onClick={() => {
              if (isCurrent) setExpanded((e) => !e);
              else setExpanded(true);
              onNavigate?.();
            }}
          >
            {item.label}
          </a>
        ) : (
          <a
            className={`${linkClass} menu__link--sublist-caret`}
            role="button"
            aria-expanded={expanded}
            href={href(site, target)}
            onClick={(e) => {
              e.preventDefault();
              setExpanded((x) => !x);
            }}
          >
            {item.label}
          </a>
        )}
        {item.href && item.collapsible ? (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-expanded={expanded}
            aria-label={
              expanded
                ? fill(s.collapseCategoryAriaLabel, { label: item.label })
                : fill(s.expandCategoryAriaLabel, { label: item.label })
            }
            onClick={() => setExpanded((x) => !x)}
          />
        ) : null}
      </div>
      {/* Lazy, as Docusaurus's Collapsible: a collapsed category's items are not in the HTML at all, so a
          page's markup does not grow with the whole sidebar (1,000-page sites), only with the open path. */}
      {expanded ? (
        <ul className="menu__list">
          <Items site={site} items={item.items} route={route} onNavigate={onNavigate} />
        </ul>
      ) : null}
    </li>
  );
}

function Items({ site, items, route, onNavigate }: MenuProps) {
  return (
    <>
      {items.map((item) =>
        item.type === "category" ? (
          <Category key={`c:${item.label}`} site={site} item={item} route={route} onNavigate={onNavigate} />
        ) : item.type === "html" ? (
          <li
            key={`h:${item.value}`}
            className={`theme-doc-sidebar-item-link${item.defaultStyle ? " menu__list-item menu__html-item" : ""}${item.className ? ` ${item.className}` : ""}`}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : (
          <li
            key={item.href}
            className={`theme-doc-sidebar-item-link menu__list-item${item.className ? ` ${item.className}` : ""}`}
          >
            <a
              className={`menu__link${item.href === route ? " menu__link--active" : ""}`}
              href={href(site, item.href)}
              aria-current={item.href === route ? "page" : undefined}
              onClick={onNavigate}
              {...(item.type === "link" && item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {item.label}
              {item.type === "link" && item.external ? <IconExternal /> : null}
            </a>
          </li>
        ),
      )}
    </>
  );
}

/** The docs sidebar menu; used in the desktop column and in the mobile drawer's secondary panel. */
export function SidebarMenu(props: MenuProps) {
  return (
    <ul className="theme-doc-sidebar-menu menu__list">
      <Items {...props} />
    </ul>
  );
}

export function DocSidebar(props: MenuProps) {
  const s = useStrings();
  return (
    <aside className="theme-doc-sidebar-container">
      <div className="sidebarViewport">
        <nav aria-label={s.docsSidebarAriaLabel} className="menu thin-scrollbar">
          <SidebarMenu {...props} />
        </nav>
      </div>
    </aside>
  );
}
