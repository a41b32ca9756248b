import type { SearchData } from "../../templates/search/engine.ts";
import { fragmentPath, type PageFragment } from "../../templates/search/layout.ts";

/** One file per page with its title, URL and sections: what the dialog shows for a hit, and re-scores. */
export function fragmentFiles(data: SearchData): Map<string, string> {
  const sections: SearchData["sections"][number][][] = data.pages.map(() => []);
  for (const section of data.sections) sections[section[0]].push(section);
  const files = new Map<string, string>();
  data.pages.forEach(([url, title], page) => {
    files.set(fragmentPath(page), fragmentOf(url, title, sections[page]));
  });
  return files;
}

/** One page's fragment file, from its sections (`[page, heading, anchor, text]`; the page is not written). */
export function fragmentOf(url: string, title: string, sections: readonly SearchData["sections"][number][]): string {
  const fragment: PageFragment = {
    url,
    title,
    sections: sections.map(([, heading, anchor, text]) => [heading, anchor, text]),
  };
  return JSON.stringify(fragment);
}
