import { existsSync } from "node:fs";
import type { SourceHead } from "../content/heads.ts";
import { PARALLEL_MIN_BYTES } from "../threads/pool.ts";
import { clientOptions, Parsing, type RunOptions, startHighlighting, stopHighlighting } from "../threads/threads.ts";
import { StagedOutput } from "../write/output.ts";
import { SyncedOutput } from "../write/synced-output.ts";
import { cachedClient } from "./client-cache.ts";
import type { BuildContext } from "./context.ts";
import { type BuildCache, openBuildCache } from "./open.ts";
import { freshOutputRecord, openOutputRecord, scanOutput } from "./output-record.ts";
import type { SavedSearch } from "./saved-search.ts";
import type { CacheSettings } from "./settings.ts";
import { cachedSiteCode } from "./site-code-cache.ts";

/**
 * `docsgen build` with its on-disk cache: kept parses, page HTML, the client bundle and the site's code, and
 * a record of the output folder. A build with little to parse syncs the changed files into the existing
 * output (cache/output-record.ts); any other writes it whole, as a cold build does, with the record for
 * next time.
 */
export function diskContext(settings: CacheSettings, run: RunOptions = {}): BuildContext {
  return {
    begin(config, log) {
      const highlighting = startHighlighting(run);
      const client = cachedClient(settings, clientOptions(config));
      client.catch(() => {}); // awaited by the build; an earlier failure must not surface as unhandled
      // What the output holds, read while this thread opens the cache and parses (cancelled when the
      // build writes the output whole after all).
      const scan = existsSync(config.outDir) ? scanOutput(settings, config.outDir, run.walkWorkerUrl) : undefined;
      const disk = openBuildCache(settings, { outDir: config.outDir });
      const parsing = new Parsing(config, log, { ...run, highlighting }, { pages: disk.pages, settings });
      /** The sources the build read: their entries are noted as in use (prune.ts). */
      let sources: readonly SourceHead[] = [];
      let inPlace = false;
      /** Whether the site's code came from the cache, when the site has some. */
      let siteCodeKept: boolean | undefined;
      return {
        highlighting,
        client,
        load: {
          heads: disk.heads,
          parse(heads, linkCtx) {
            sources = heads;
            inPlace = scan !== undefined && fewToParse(heads, disk);
            if (!inPlace) scan?.cancel();
            // In place, every page renders in this thread, where its parse must be.
            return parsing.parse(heads, linkCtx, inPlace);
          },
        },
        renderPool: () => parsing.pool,
        bundleSiteCode: cachedSiteCode(settings, (kept) => {
          siteCodeKept = kept;
        }),
        async output(bundle) {
          // A plugin's postBuild reads the output: it gets a whole one (plugins/docusaurus/post-build.ts).
          const record =
            inPlace && scan && !config.postBuildReads
              ? openOutputRecord(settings, config.outDir, await scan.files, scan.search)
              : freshOutputRecord(settings, config.outDir);
          const files = record.ledger
            ? new SyncedOutput(config.outDir, record.ledger, config.nestedOutputs)
            : new StagedOutput(config.outDir, config.nestedOutputs);
          const clientKey = `${bundle.js} ${bundle.css} ${bundle.searchChunk ?? ""}`;
          let saved: Promise<SavedSearch | undefined> | undefined;
          return {
            files,
            memo: disk.html(bundle),
            pages: record.pages(clientKey, (rel) => files.keep(rel)),
            earlierSearch: async () => (record.ledger ? await record.earlierSearch?.() : undefined),
            searched(state) {
              saved = record.saveSearch(state);
            },
            noteWorkers: (metas) => disk.note(metas),
            async finish() {
              const changed = await files.finish();
              disk.retain(sources, bundle, record.save(clientKey, await saved));
              return changed;
            },
          };
        },
        release: () => parsing.close(),
        summary: () => [
          ...(disk.heads
            ? [
                `  … cache: ${disk.heads.recalled} of ${disk.heads.seen} markdown files known unchanged by size and times, ${disk.heads.bodiesRead} of them read after all`,
              ]
            : []),
          `  … cache: ${parsing.reused ?? "no pages"}; ${disk.ignored() + parsing.workersIgnored} entries found here not trusted (ignored)`,
          ...(siteCodeKept === undefined ? [] : [`  … cache: the site's code ${siteCodeKept ? "reused" : "bundled"}`]),
        ],
        async close() {
          scan?.cancel();
          await disk.flush();
          await parsing.close();
          await stopHighlighting(run, highlighting);
        },
      };
    },
    async dispose() {},
  };
}

/**
 * A cached build whose pages are nearly all in the cache: parsing the rest takes less than starting threads,
 * and syncing the few changed files into the output beats writing ~4 files a page again.
 */
function fewToParse(heads: readonly SourceHead[], disk: BuildCache): boolean {
  let bytes = 0;
  for (const head of heads) {
    if (disk.holds(head)) continue;
    bytes += head.size;
    if (bytes >= PARALLEL_MIN_BYTES) return false;
  }
  return true;
}
