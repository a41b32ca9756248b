import type { SearchData } from "../../templates/search/engine.ts";
import type { Renderable } from "../model/renderable.ts";
import type { PageWeights } from "./page-weights.ts";

/** A page the search dialog lists, before its sections are read (a cached page reads them when awaited). */
export interface ListedPage {
  url: string;
  title: string;
  renderable: Renderable;
}

/** The pages the search dialog lists, in route order of the build (drafts, unlisted pages and the 404 left out). */
export function listedPages(baseUrl: string, renderables: Iterable<Renderable>): ListedPage[] {
  const pages: ListedPage[] = [];
  for (const renderable of renderables) {
    const { model } = renderable;
    if (model.unlisted || model.draft || model.kind === "not-found") continue;
    // A React page is listed once rendered: its title and text are what its components rendered.
    if (renderable.react && !renderable.rendered) continue;
    const title = renderable.rendered?.title ?? model.title;
    pages.push({ url: baseUrl + model.route.slice(1), title, renderable });
  }
  return pages;
}

/**
 * The version of each listed page (a versioned doc's; -1 outside the docs), run-length encoded as
 * `SiteVersions.searchPages` has it: `[version, count, …]`.
 */
export function pageVersionRuns(pages: readonly ListedPage[]): number[] {
  const runs: number[] = [];
  for (const { renderable } of pages) {
    const version = renderable.model.version?.index ?? -1;
    if (runs.at(-2) === version) runs[runs.length - 1]++;
    else runs.push(version, 1);
  }
  return runs;
}

/**
 * One listed page's sections, and the postings weights computed when it was parsed (undefined: computed
 * by the index, e.g. for a generated page, whose one section is its description).
 */
export async function pageSections(
  page: ListedPage,
): Promise<{ sections: SearchData["sections"][number][]; weights?: PageWeights }> {
  const { model, source, rendered } = page.renderable;
  if (rendered)
    return { sections: rendered.sections.map((s) => [0, s.heading, s.anchor, s.text]), weights: rendered.weights };
  if (!source) return { sections: [[0, "", "", model.description]] };
  const { sections, weights } = await source.search;
  return { sections: sections.map((s) => [0, s.heading, s.anchor, s.text]), weights };
}

/**
 * The search dialog's data: every listed page's title and sections, in route order of the build; and the
 * pages' postings weights computed when they were parsed, by page index.
 */
export async function buildSearchData(
  pages: readonly ListedPage[],
): Promise<{ data: SearchData; weights: (PageWeights | undefined)[] }> {
  const data: SearchData = { v: 1, pages: [], sections: [] };
  const weights: (PageWeights | undefined)[] = [];
  for (const [index, page] of pages.entries()) {
    data.pages.push([page.url, page.title]);
    const parts = await pageSections(page);
    weights[index] = parts.weights;
    for (const [, heading, anchor, text] of parts.sections) data.sections.push([index, heading, anchor, text]);
  }
  return { data, weights };
}
