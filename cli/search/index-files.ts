import { MAX_POSTINGS, SEARCH_MANIFEST } from "../../templates/search/layout.ts";
import type { Renderable } from "../model/renderable.ts";
import { fragmentFiles } from "./fragments.ts";
import { buildSearchData } from "./index-data.ts";
import { buildPostings } from "./postings.ts";
import { shardFiles } from "./shards.ts";

/**
 * The search index's files (templates/search/layout.ts): manifest, postings shards, page fragments. A pure
 * function of the listed pages, so a build and every watch rebuild write the same bytes.
 */
export function searchIndexFiles(baseUrl: string, renderables: Iterable<Renderable>): Map<string, string> {
  const { data, weights } = buildSearchData(baseUrl, renderables);
  const postings = buildPostings(data, MAX_POSTINGS, weights);
  const { manifest, files } = shardFiles(postings, { sections: data.sections.length, pages: data.pages.length });
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  for (const [path, body] of fragmentFiles(data)) files.set(path, body);
  return files;
}
