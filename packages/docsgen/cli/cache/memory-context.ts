import { statSync } from "node:fs";
import { bundleClient, bundleClientStyles, type ClientAssets, withStyles } from "../assets/client-bundle.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { type FileStamp, sameStamp, settled, stampOf } from "../paths/file-stamp.ts";
import { RenderMemo } from "../render/env.ts";
import type { SearchIndexState } from "../search/index-files.ts";
import { clientOptions, type RunOptions, startHighlighting, stopHighlighting } from "../threads/threads.ts";
import { hashLedger, type OutputManifest, SyncedOutput } from "../write/synced-output.ts";
import type { BuildContext } from "./context.ts";
import { memoryHeads } from "./memory-heads.ts";
import { moduleMemo } from "./module-memo.ts";
import { memoryParseCache } from "./parse-cache.ts";
import { siteCodeMemo } from "./site-code-memo.ts";

/**
 * Watch mode's memory: files' heads and parsed sources, the sidebars module, page HTML, the hash of every file in the served folder and the
 * search index, kept across rebuilds, with one highlighter and one client bundle for the session (client
 * or template changes restart the watch worker); the site's own stylesheets, when it has some, are bundled
 * again when a file they are made of changed. Each build is synced into the served folder: only files
 * whose bytes changed are replaced, and the folder ends as a cold build leaves it.
 */
export function memoryContext(run: RunOptions = {}): BuildContext {
  const cache = memoryParseCache();
  const loadModule = moduleMemo();
  /** Heads depend on the config (routes, drafts): a new config starts them afresh. */
  let heads = { config: undefined as ResolvedConfig | undefined, known: memoryHeads() };
  const memo = new RenderMemo();
  const bundleSiteCode = siteCodeMemo();
  const manifest: OutputManifest = new Map();
  const highlighting = startHighlighting(run);
  let client: Promise<ClientAssets>;
  /** The last client bundled whole; a failed bundle (a syntax error in the site's CSS) leaves it. */
  let good: ClientAssets | undefined;
  /** What the stylesheet's inputs were when it was bundled; undefined when one may have changed since. */
  let styleStamps: Map<string, FileStamp> | undefined;
  /** What the stylesheet was bundled with: the site plugins' PostCSS plugins may change between builds. */
  let styleOptions = "";
  /** The search index of the last build, updated by the next for the pages that changed. */
  let search: SearchIndexState | undefined;
  /** The pages the last build left in the served folder, by route: render key and files (for `keep`). */
  let written = { client: undefined as ClientAssets | undefined, pages: new Map<string, WrittenPage>() };
  return {
    begin(config) {
      if (heads.config !== config) heads = { config, known: memoryHeads() };
      const options = clientOptions(config);
      const started = Date.now();
      const styles = JSON.stringify(options.styles ?? {});
      const restyled = styles !== styleOptions;
      styleOptions = styles;
      if (!good) {
        client = bundleClient(options).then((c) => {
          styleStamps = stampsOf(c.styleInputs ?? [], started);
          good = c;
          return c;
        });
      } else if (options.styles && (restyled || !(styleStamps && unchanged(styleStamps)))) {
        const scripts = good;
        client = bundleClientStyles(options).then((styles) => {
          styleStamps = stampsOf(styles.inputs, started);
          good = withStyles(scripts, styles);
          return good;
        });
      } else client = Promise.resolve(good);
      client.catch(() => {}); // awaited by each build
      let kept = 0;
      return {
        highlighting,
        client,
        // No parse function: pages parse in this thread, where the parse cache lives.
        load: { cache, loadModule, heads: heads.known },
        renderPool: () => undefined,
        bundleSiteCode,
        async output(client) {
          const files = new SyncedOutput(config.outDir, hashLedger(config.outDir, manifest), config.nestedOutputs);
          let next: SearchIndexState | undefined;
          const pages = new Map<string, WrittenPage>();
          const earlier = written.client === client ? written.pages : new Map<string, WrittenPage>();
          return {
            files,
            memo,
            // An unchanged page (or markdown twin) is neither rendered nor compared again: most of a
            // one-edit rebuild's pages.
            pages: {
              keep(route, key) {
                const was = earlier.get(route);
                if (was?.key !== key || !was.files.every((rel) => files.keep(rel))) return false;
                pages.set(route, was);
                kept++;
                return true;
              },
              wrote: (route, key, files) => pages.set(route, { key, files }),
            },
            earlierSearch: async () => search,
            searched: (state) => {
              next = state;
            },
            noteWorkers() {},
            async finish() {
              memo.endBuild();
              const changed = await files.finish();
              search = next;
              written = { client, pages };
              return changed;
            },
          };
        },
        // Watch mode builds one locale: nothing waits on it.
        release: async () => {},
        summary: () => [`pages and markdown twins kept as the last build left them: ${kept}`],
        async close() {},
      };
    },
    dispose: () => stopHighlighting(run, highlighting),
  };
}

/** The stamps of a bundle's inputs, or undefined when one changed while it was bundled (bundle again). */
function stampsOf(inputs: readonly string[], started: number): Map<string, FileStamp> | undefined {
  const stamps = new Map<string, FileStamp>();
  for (const input of inputs) {
    const s = statSync(input, { throwIfNoEntry: false });
    if (!s || !settled(stampOf(s), started)) return undefined;
    stamps.set(input, stampOf(s));
  }
  return stamps;
}

function unchanged(stamps: ReadonlyMap<string, FileStamp>): boolean {
  for (const [input, stamp] of stamps) {
    const s = statSync(input, { throwIfNoEntry: false });
    if (!s || !sameStamp(stampOf(s), stamp)) return false;
  }
  return true;
}

/** A page as a build wrote it: its render key and its output files. */
interface WrittenPage {
  key: string;
  files: string[];
}
