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
};
