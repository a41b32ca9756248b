import type { ReactNode } from "react";
import { THEME_SHELL_ATTRIBUTE } from "../shared/content-elements.ts";
import type { PageModel } from "../shared/page-model.ts";

/**
 * The place of a doc part the site's `src/theme` replaces (shared/page-parts.ts): the HTML its component
 * rendered for this doc, which the site's script hydrates (client/theme-doc-parts.tsx); docsgen's own part
 * (`children`) when the site has none. `className`: a box around the place, where docsgen's own part draws
 * it itself (the TOC's column). The client of a site that replaces no doc part never sees this file: its
 * DocPage is loaded without it (cli/assets/doc-parts-folded.ts).
 */
export function SitePart({
  page,
  name,
  className,
  children,
}: {
  page: PageModel;
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const html = page.siteParts?.html[name];
  if (html === undefined) return children;
  const place = <div {...{ [THEME_SHELL_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} />;
  return className ? <div className={className}>{place}</div> : place;
}
