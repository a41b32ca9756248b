/**
 * The parts of each doc a site may replace (`src/theme/DocItem/Footer`): rendered per doc from the site's
 * code (cli/react/doc-parts.ts), in their place in docsgen's doc (templates/DocPage.tsx), and hydrated again
 * by the shell's script each time the docs client shows another doc (client/theme-doc-parts.tsx). Only a
 * site's shell script runs this module's code: docsgen's templates import it where a bundle without the shell
 * drops the code (DOCSGEN_THEME_SHELL).
 */
export const PAGE_PARTS = ["DocItem/Footer"] as const;

/** Whether a part is rendered per page (PAGE_PARTS) rather than once per build. */
export function isPagePart(name: string): boolean {
  return (PAGE_PARTS as readonly string[]).includes(name);
}

/**
 * The site's map of navbar item types (Docusaurus's `NavbarItem/ComponentTypes`, usually docsgen's spread with
 * `custom-<name>` entries added): not a component but where the navbar's `custom-*` items find theirs. Each
 * such item renders once per build from the site's code, in its place in the bar and in the drawer
 * (cli/react/theme-shell.ts), and hydrates with its props (client/theme-shell.tsx). docsgen draws the other item
 * types itself.
 */
export const NAVBAR_TYPES = "NavbarItem/ComponentTypes";

/**
 * Where a `custom-*` navbar item's HTML is kept in the theme shell (SiteData.themeShell.html) and which place
 * it fills: its index in `site.navbar.items`, in the bar, or in the drawer's menu (`mobile`).
 */
export function customItemPart(index: number, mobile: boolean): string {
  return `NavbarItem/${index}${mobile ? "/mobile" : ""}`;
}
