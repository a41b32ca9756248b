import type { SiteData } from "../shared/site-data.ts";

export type ColorMode = "light" | "dark";
export type ColorChoice = ColorMode | "system";

export const THEME_STORAGE_KEY = "theme";

/**
 * The tiny synchronous script that sets `data-theme` / `data-theme-choice` before first paint
 * (behaviours §1.4). Identical on every page of a build, so one CSP sha256 hash covers it. Only
 * `light`/`dark` are accepted from storage; anything else counts as no choice.
 */
export function colorModeScript(mode: SiteData["colorMode"]): string {
  const respect = mode.respectPrefersColorScheme;
  return [
    "(function(){var d=document.documentElement,s=null;",
    mode.disableSwitch
      ? `try{localStorage.removeItem("${THEME_STORAGE_KEY}")}catch(e){}`
      : `try{s=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(s!=="light"&&s!=="dark")s=null;`,
    respect
      ? `var o=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";`
      : `var o="${mode.defaultMode}";`,
    `d.setAttribute("data-theme",s||o);d.setAttribute("data-theme-choice",s||"${respect ? "system" : mode.defaultMode}");`,
    "})();",
  ].join("");
}

/** The next choice when the toggle is clicked (behaviours §1.5). */
export function nextChoice(current: ColorChoice, respectPrefersColorScheme: boolean): ColorChoice {
  if (!respectPrefersColorScheme) return current === "dark" ? "light" : "dark";
  return current === "system" ? "light" : current === "light" ? "dark" : "system";
}

export const ANNOUNCEMENT_DISMISS_KEY = "docusaurus.announcement.dismiss";
export const ANNOUNCEMENT_ID_KEY = "docusaurus.announcement.id";

/**
 * Pre-paint part for the announcement bar (behaviours §2.3, §2.6): dismissed only when the flag is
 * "true" AND the stored id is the configured one, so a new id shows at once (the original's bug fixed).
 */
export function announcementScript(id: string): string {
  return [
    "(function(){var d=document.documentElement,x=false;",
    `try{x=localStorage.getItem("${ANNOUNCEMENT_DISMISS_KEY}")==="true"&&localStorage.getItem("${ANNOUNCEMENT_ID_KEY}")===${JSON.stringify(id)}}catch(e){}`,
    'd.setAttribute("data-announcement-bar-initially-dismissed",String(x));})();',
  ].join("");
}

/** The one inline script of every page: colour mode, plus the announcement check when a bar is configured. */
export function inlineScript(site: Pick<SiteData, "colorMode" | "announcementBar">): string {
  return colorModeScript(site.colorMode) + (site.announcementBar ? announcementScript(site.announcementBar.id) : "");
}
