import {
  GROUP_ATTRIBUTE,
  QUERY_ATTRIBUTE,
  storageKey,
  TAB_ACTIVE_CLASS,
  TABS_CLASS,
  VALUE_ATTRIBUTE,
} from "../shared/tabs.ts";

/**
 * Makes server-rendered tabs (shared/tabs.ts) interactive: click or arrow keys select a tab (automatic
 * activation, as Docusaurus's), a `groupId` choice applies to every group with that id on the page and is
 * remembered in localStorage, a `queryString` key is read from and written to the address. Only attributes
 * change (the panels are all in the HTML), so React's hydration of the content is untouched. A lazy chunk:
 * loaded only by pages with tabs (entry.tsx).
 */
export function enhanceTabs(scope: ParentNode) {
  const containers = [...scope.querySelectorAll<HTMLElement>(`.${TABS_CLASS}`)];
  for (const container of containers) {
    if (container.dataset.enhanced) continue;
    container.dataset.enhanced = "true";
    const wanted = initialValue(container);
    if (wanted !== undefined) select(container, wanted);
    container.addEventListener("click", (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab && container.contains(tab)) choose(container, tab);
    });
    container.addEventListener("keydown", (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (!tab) return;
      const tabs = tabsOf(container);
      const i = tabs.indexOf(tab);
      const next =
        event.key === "ArrowRight"
          ? tabs[(i + 1) % tabs.length]
          : event.key === "ArrowLeft"
            ? tabs[(i - 1 + tabs.length) % tabs.length]
            : event.key === "Home"
              ? tabs[0]
              : event.key === "End"
                ? tabs[tabs.length - 1]
                : undefined;
      if (!next) return;
      event.preventDefault();
      next.focus();
      choose(container, next);
    });
  }
}

function tabsOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
}

/** The address's `?key=value`, else the remembered group choice; only values this group has. */
function initialValue(container: HTMLElement): string | undefined {
  const values = tabsOf(container).map((t) => t.getAttribute(VALUE_ATTRIBUTE));
  const key = container.getAttribute(QUERY_ATTRIBUTE);
  const fromQuery = key ? new URLSearchParams(location.search).get(key) : null;
  if (fromQuery && values.includes(fromQuery)) return fromQuery;
  const group = container.getAttribute(GROUP_ATTRIBUTE);
  const stored = group ? readStorage(storageKey(group)) : null;
  return stored && values.includes(stored) ? stored : undefined;
}

/** A user's choice: this group, every group sharing its groupId, the storage and the address. */
function choose(container: HTMLElement, tab: HTMLElement) {
  const value = tab.getAttribute(VALUE_ATTRIBUTE) ?? "";
  const group = container.getAttribute(GROUP_ATTRIBUTE);
  select(container, value);
  if (group) {
    writeStorage(storageKey(group), value);
    for (const other of document.querySelectorAll<HTMLElement>(`.${TABS_CLASS}`))
      if (other !== container && other.getAttribute(GROUP_ATTRIBUTE) === group) select(other, value);
  }
  const key = container.getAttribute(QUERY_ATTRIBUTE);
  if (key) {
    const url = new URL(location.href);
    url.searchParams.set(key, value);
    history.replaceState(history.state, "", url);
  }
}

function select(container: HTMLElement, value: string) {
  const tabs = tabsOf(container);
  if (!tabs.some((t) => t.getAttribute(VALUE_ATTRIBUTE) === value)) return;
  for (const tab of tabs) {
    const on = tab.getAttribute(VALUE_ATTRIBUTE) === value;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    tab.classList.toggle(TAB_ACTIVE_CLASS, on);
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !on;
  }
}

// Storage can throw (disabled, private mode, quota): tabs then just are not remembered.
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {}
}
