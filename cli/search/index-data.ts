import type { SearchData } from "../../templates/search/engine.ts";
import type { Renderable } from "../model/renderable.ts";

/** The search dialog's data: every listed page's title and sections, in route order of the build. */
export function buildSearchData(baseUrl: string, renderables: Iterable<Renderable>): SearchData {
  const data: SearchData = { v: 1, pages: [], sections: [] };
  for (const { model, source } of renderables) {
    if (model.unlisted || model.draft || model.kind === "not-found") continue;
    const page = data.pages.push([baseUrl + model.route.slice(1), model.title]) - 1;
    if (!source) {
      data.sections.push([page, "", "", model.description]);
      continue;
    }
    for (const s of source.sections) data.sections.push([page, s.heading, s.anchor, s.text]);
  }
  return data;
}
