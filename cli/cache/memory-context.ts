import { bundleClient, type ClientAssets } from "../assets/client-bundle.ts";
import { clientOptions, type RunOptions, startHighlighting, stopHighlighting } from "../pipeline/threads.ts";
import { RenderMemo } from "../render/env.ts";
import type { SearchIndexState } from "../search/index-files.ts";
import { hashLedger, type OutputManifest, SyncedOutput } from "../write/synced-output.ts";
import type { BuildContext } from "./context.ts";
import { moduleMemo } from "./module-memo.ts";
import { memoryParseCache } from "./parse-cache.ts";

/**
 * Watch mode's memory: parsed sources, the sidebars module, page HTML, the hash of every file in the served folder and the
 * search index, kept across rebuilds, with one highlighter and one client bundle for the session (client
 * or template changes restart the watch worker). Each build is synced into the served folder: only files
 * whose bytes changed are replaced, and the folder ends as a cold build leaves it.
 */
export function memoryContext(run: RunOptions = {}): BuildContext {
  const cache = memoryParseCache();
  const loadModule = moduleMemo();
  const memo = new RenderMemo();
  const manifest: OutputManifest = new Map();
  const highlighting = startHighlighting(run);
  let client: Promise<ClientAssets> | undefined;
  /** The search index of the last build, updated by the next for the pages that changed. */
  let search: SearchIndexState | undefined;
  return {
    begin(config) {
      client ??= bundleClient(clientOptions(config));
      client.catch(() => {}); // awaited by each build
      return {
        highlighting,
        client,
        // No parse function: pages parse in this thread, where the parse cache lives.
        load: { cache, loadModule },
        renderPool: () => undefined,
        async output() {
          const files = new SyncedOutput(config.outDir, hashLedger(config.outDir, manifest));
          let next: SearchIndexState | undefined;
          return {
            files,
            memo,
            earlierSearch: async () => search,
            searched: (state) => {
              next = state;
            },
            noteWorkers() {},
            async finish() {
              memo.endBuild();
              const changed = await files.finish();
              search = next;
              return changed;
            },
          };
        },
        summary: () => [],
        async close() {},
      };
    },
    dispose: () => stopHighlighting(run, highlighting),
  };
}
