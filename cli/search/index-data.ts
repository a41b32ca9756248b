import type { SearchData } from "../../templates/search/engine.ts";
import type { Renderable } from "../model/renderable.ts";
import type { PageWeights } from "./page-weights.ts";

/**
 * The search dialog's data: every listed page's title and sections, in route order of the build; and the
 * pages' postings weights computed when they were parsed, by page index.
 */
export function buildSearchData(
  baseUrl: string,
  renderables: Iterable<Renderable>,
): { data: SearchData; weights: (PageWeights | undefined)[] } {
  const data: SearchData = { v: 1, pages: [], sections: [] };
  const weights: (PageWeights | undefined)[] = [];
  for (const { model, source } of renderables) {
    if (model.unlisted || model.draft || model.kind === "not-found") continue;
    const page = data.pages.push([baseUrl + model.route.slice(1), model.title]) - 1;
    weights[page] = source?.searchWeights;
    if (!source) {
      data.sections.push([page, "", "", model.description]);
      continue;
    }
    for (const s of source.sections) data.sections.push([page, s.heading, s.anchor, s.text]);
  }
  return { data, weights };
}
