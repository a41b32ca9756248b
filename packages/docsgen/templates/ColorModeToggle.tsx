import { useEffect, useState } from "react";
import type { SiteData } from "../shared/site-data.ts";
import { fill, type UiStrings } from "../shared/strings.ts";
import { type ColorChoice, nextChoice, THEME_STORAGE_KEY } from "./color-mode.ts";
import { IconMoon, IconSun } from "./icons.tsx";
import { useStrings } from "./strings-context.ts";

function label(s: UiStrings, choice: ColorChoice): string {
  return choice === "dark" ? s.colorModeDark : choice === "light" ? s.colorModeLight : s.colorModeSystem;
}

function apply(choice: ColorChoice, mode: SiteData["colorMode"]) {
  const root = document.documentElement;
  const os = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  const effective = choice === "system" ? (mode.respectPrefersColorScheme ? os : mode.defaultMode) : choice;
  root.setAttribute("data-theme", effective);
  root.setAttribute("data-theme-choice", choice);
}

/**
 * Light/dark toggle. Server-rendered disabled with the default choice (no hydration mismatch); after
 * hydration it reads the choice the inline script already applied and becomes clickable.
 */
export function ColorModeToggle({ mode }: { mode: SiteData["colorMode"] }) {
  const s = useStrings();
  const [choice, setChoice] = useState<ColorChoice>(mode.defaultMode);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const read = () =>
      setChoice((document.documentElement.getAttribute("data-theme-choice") as ColorChoice) ?? mode.defaultMode);
    read();
    // Cross-tab sync (behaviours §1.8): another tab's toggle applies here too.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_STORAGE_KEY) return;
      const value = e.newValue === "light" || e.newValue === "dark" ? e.newValue : "system";
      apply(value === "system" && !mode.respectPrefersColorScheme ? mode.defaultMode : value, mode);
      read();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [mode]);

  if (mode.disableSwitch) return null;
  const onClick = () => {
    const next = nextChoice(choice, mode.respectPrefersColorScheme);
    apply(next, mode);
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage unavailable (privacy mode, sandboxed iframe): the choice lasts for this page only.
    }
    setChoice(next);
  };
  return (
    <button
      type="button"
      className="clean-btn colorModeToggle"
      title={label(s, choice)}
      aria-label={fill(s.colorToggleAriaLabel, { mode: label(s, choice) })}
      disabled={!hydrated}
      onClick={onClick}
    >
      <IconSun />
      <IconMoon />
    </button>
  );
}
