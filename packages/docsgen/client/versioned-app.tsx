import { type ComponentProps, useEffect, useMemo, useState } from "react";
import { localizedSite } from "../shared/locale-navbar.ts";
import { shownVersion, versionedSite } from "../shared/version-navbar.ts";
import { App as ThemeApp } from "../templates/App.tsx";
import type {} from "./search/versioned-search.ts";

// A versioned or translated site's App: the client bundle of such a site has the entry import this module
// instead of templates/App.tsx (cli/assets/client-bundle.ts, versionedApp), so the bundle of a site with
// neither stays byte for byte what it was, and pays nothing for them.

/** The reader's remembered version, if the site still builds it (Docusaurus drops a stale one too). */
function remembered(key: string, names: string[]): string | null {
  try {
    const name = localStorage.getItem(key);
    if (name !== null && !names.includes(name)) localStorage.removeItem(key);
    return name !== null && names.includes(name) ? name : null;
  } catch {
    return null; // storage unavailable: the navbar shows the version read, else the last one
  }
}

/**
 * The app with its navbar as the page shows it (shared/version-navbar.ts). The first render has no remembered
 * choice, as the server had none; the choice is read after hydration, and a click on a version link (the
 * dropdown's, the banner's) remembers it, under Docusaurus's localStorage key.
 */
export function App(props: ComponentProps<typeof ThemeApp>) {
  const versions = props.site.versions;
  const key = versions?.storageKey ?? "";
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => {
    const names = versions?.list.map((v) => v.name) ?? [];
    setPreferred(remembered(key, names));
    const onClick = (e: MouseEvent) => {
      // Another locale is another app: its link is the browser's to follow, not the router's. It keeps the
      // query and the fragment of the page read, as Docusaurus's locale dropdown does.
      const locale = e.target instanceof Element ? e.target.closest("a[data-locale]") : null;
      if (locale instanceof HTMLAnchorElement) {
        e.stopPropagation();
        const url = new URL(locale.href);
        if (location.search && !url.search) url.search = location.search;
        url.hash = location.hash;
        locale.href = url.href;
      }
      const target = e.target instanceof Element ? e.target.closest("[data-docs-version]") : null;
      const name = target?.getAttribute("data-docs-version");
      if (!name) return;
      try {
        localStorage.setItem(key, name);
      } catch {
        // nothing to keep it in: the choice lasts for this page
      }
      setPreferred(name);
    };
    // Capture: the router handles the same click and renders the next page.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [key, versions]);
  const site = useMemo(
    () => localizedSite(versionedSite(props.site, props.page, preferred), props.page),
    [props.site, props.page, preferred],
  );
  // What the search dialog keeps to (client/search/versioned-search.ts): the version the navbar shows.
  useEffect(() => {
    if (versions)
      globalThis.__docsgenSearchScope = {
        pages: versions.searchPages,
        version: shownVersion(versions, props.page, preferred),
      };
  }, [versions, props.page, preferred]);
  return <ThemeApp {...props} site={site} />;
}
