import { useCallback, useEffect, useState } from "react";
import { type ColorMode, THEME_STORAGE_KEY } from "../color-mode.ts";
import { useSiteContext } from "./context.ts";

/**
 * `@docusaurus/theme-common`'s `useColorMode`: the site's default mode on the server and at hydration (one
 * markup for both), then the mode on `<html data-theme>`, which the navbar's toggle and the inline script set.
 */
export function useColorMode() {
  const { site } = useSiteContext();
  const [colorMode, setMode] = useState<ColorMode>(site.colorMode.defaultMode);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setMode(root.getAttribute("data-theme") === "dark" ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const root = document.documentElement;
    const os = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    root.setAttribute("data-theme", mode ?? os);
    root.setAttribute("data-theme-choice", mode ?? "system");
    try {
      if (mode) localStorage.setItem(THEME_STORAGE_KEY, mode);
      else localStorage.removeItem(THEME_STORAGE_KEY);
    } catch {
      // storage unavailable: the choice lasts for this page
    }
  }, []);
  return { colorMode, setColorMode, isDarkTheme: colorMode === "dark" };
}

/** Docusaurus's stable class names for styling theme parts; the ones a page is likely to use. */
export const ThemeClassNames = {
  page: { mdxPage: "mdx-page" },
  wrapper: { main: "main-wrapper" },
  common: { codeBlock: "theme-code-block", admonition: "theme-admonition" },
  // What the ejected layout parts read (`Footer/Layout`'s footer): Docusaurus's values.
  layout: {
    navbar: {
      container: "theme-layout-navbar",
      containerLeft: "theme-layout-navbar-left",
      containerRight: "theme-layout-navbar-right",
      mobileSidebar: { container: "theme-layout-navbar-sidebar", panel: "theme-layout-navbar-sidebar-panel" },
    },
    main: { container: "theme-layout-main" },
    footer: { container: "theme-layout-footer", column: "theme-layout-footer-column" },
  },
};

/**
 * `useWindowSize`: "ssr" on the server and at hydration (one markup for both), then "desktop" above
 * `desktopBreakpoint` (Docusaurus's 996 px) and "mobile" at or below it, following resizes.
 */
export function useWindowSize({ desktopBreakpoint = 996 }: { desktopBreakpoint?: number } = {}) {
  const [size, setSize] = useState<"desktop" | "mobile" | "ssr">("ssr");
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? "desktop" : "mobile");
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [desktopBreakpoint]);
  return size;
}

/** Docusaurus's order of the plural categories a `"one|other"` message lists. */
const PLURAL_ORDER = ["zero", "one", "two", "few", "many", "other"];

/**
 * `usePluralForm`: `selectMessage(count, "1 item|{count} items")` picks the form of `count` in the locale
 * read, the forms being in the order of the locale's plural categories (Docusaurus's rule).
 */
export function usePluralForm() {
  const locale = useSiteContext().i18n?.currentLocale;
  const rules = new Intl.PluralRules(locale && locale !== "default" ? locale : undefined);
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c as never));
  return {
    selectMessage(count: number, pluralForms: string): string {
      const parts = pluralForms.split("|");
      if (parts.length === 1) return parts[0];
      return parts[Math.min(Math.max(0, categories.indexOf(rules.select(count))), parts.length - 1)];
    },
  };
}

/** `useThemeConfig`: the config's `themeConfig` as docsgen read it (navbar, footer, colorMode, the site's own keys). */
export function useThemeConfig(): Readonly<Record<string, unknown>> {
  return useSiteContext().siteConfig.themeConfig;
}

/**
 * `<PageMetadata title description>`: the page's title (formatted with the site's, as Docusaurus does) and
 * description, like `@theme/Layout`'s. `keywords` and `image` are not emitted (docsgen's head is its own).
 */
export function PageMetadata({ title, description }: { title?: string; description?: string }): null {
  const { head } = useSiteContext();
  if (head) {
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
  }
  return null;
}
