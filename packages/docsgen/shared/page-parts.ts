/**
 * The parts of each doc a site may replace (`src/theme/DocItem/Footer`): rendered per doc from the site's
 * code (cli/react/doc-parts.ts), in their place in docsgen's doc (templates/DocPage.tsx), and hydrated again
 * by the shell's script each time the docs client shows another doc (client/theme-doc-parts.tsx). Kept out of
 * the files docsgen's own client bundle includes: only a site's shell script reads it.
 */
export const PAGE_PARTS = ["DocItem/Footer"] as const;

/** Whether a part is rendered per page (PAGE_PARTS) rather than once per build. */
export function isPagePart(name: string): boolean {
  return (PAGE_PARTS as readonly string[]).includes(name);
}
