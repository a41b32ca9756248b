import { keyPage } from "../../templates/search/layout.ts";
import { FIRST_HITS, ShardedSearch as Index, type Ranked } from "./sharded-search.ts";

// A versioned site's search (Docusaurus's contextual search): the docs of the version read (else the
// remembered one, else the last) and the pages outside the docs. The search dialog of such a site imports
// this module instead of sharded-search.ts (cli/assets/client-bundle.ts, versionedSearch), so the dialog of
// a site without versions stays byte for byte what it was.

export { FIRST_HITS };

/** The dialog's number of hits (sharded-search.ts ranks this many by default). */
const LIMIT = 20;

declare global {
  /**
   * Set by client/versioned-app.tsx for the page shown: each search page's version, run-length encoded
   * (`SiteVersions.searchPages`), and the version to search.
   */
  var __docsgenSearchScope: { pages: number[]; version: number } | undefined;
}

/** Each page's version (-1: outside the docs) from its runs. */
function decode(runs: number[]): Int32Array {
  let total = 0;
  for (let i = 1; i < runs.length; i += 2) total += runs[i];
  const out = new Int32Array(total);
  let at = 0;
  for (let i = 0; i < runs.length; i += 2) {
    out.fill(runs[i], at, at + runs[i + 1]);
    at += runs[i + 1];
  }
  return out;
}

/** The sharded index, its ranking kept to the version searched; none there: every version's hits. */
export class ShardedSearch {
  private versions?: { runs: number[]; of: Int32Array };

  private constructor(private readonly index: Index) {}

  static async open(baseUrl: string): Promise<ShardedSearch> {
    return new ShardedSearch(await Index.open(baseUrl));
  }

  async rank(query: string, limit = LIMIT): Promise<Ranked> {
    const ranked = await this.index.rank(query, Number.POSITIVE_INFINITY);
    const scope = globalThis.__docsgenSearchScope;
    if (!scope) return { ...ranked, top: ranked.top.slice(0, limit) };
    if (this.versions?.runs !== scope.pages) this.versions = { runs: scope.pages, of: decode(scope.pages) };
    const of = this.versions.of;
    const kept = ranked.top.filter(({ section }) => {
      const version = of[keyPage(section)] ?? -1;
      return version < 0 || version === scope.version;
    });
    return { ...ranked, top: (kept.length > 0 ? kept : ranked.top).slice(0, limit) };
  }

  hits(ranked: Ranked, from?: number, to?: number) {
    return this.index.hits(ranked, from, to);
  }
}
