import type { SearchData } from "../../templates/search/engine.ts";
import { fragmentPath, type PageFragment } from "../../templates/search/layout.ts";

/** One file per page with its title, URL and sections: what the dialog shows for a hit, and re-scores. */
export function fragmentFiles(data: SearchData): Map<string, string> {
  const fragments: PageFragment[] = data.pages.map(([url, title]) => ({ url, title, sections: [] }));
  for (const [page, heading, anchor, text] of data.sections) fragments[page].sections.push([heading, anchor, text]);
  const files = new Map<string, string>();
  fragments.forEach((fragment, page) => {
    files.set(fragmentPath(page), JSON.stringify(fragment));
  });
  return files;
}
