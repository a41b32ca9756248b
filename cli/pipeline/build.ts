import { existsSync } from "node:fs";
import type { PageModel } from "../../shared/page-model.ts";
import { twinPath } from "../../shared/url.ts";
import { bundleClient, type ClientAssets, firstLoadWeight } from "../assets/client-bundle.ts";
import { cachedClient } from "../assets/client-cache.ts";
import type { FeedItem } from "../blog/feeds.ts";
import { type BuildCache, openBuildCache } from "../cache/open.ts";
import type { CacheSettings } from "../cache/settings.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { SourceHead } from "../content/heads.ts";
import { parseAll } from "../content/load.ts";
import type { ParseCache } from "../content/parse-cache.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { type Logger, report, step } from "../diagnostics/log.ts";
import { type Highlighting, localHighlighting, threadHighlighting } from "../highlight/service.ts";
import { notFoundModel } from "../model/page-model.ts";
import type { Renderable } from "../model/renderable.ts";
import { createRenderEnv, type OutputFiles, type RenderMemo, scriptHashes, sidebarAssets } from "../render/env.ts";
import { pageFragments, type SearchIndexState, searchIndex } from "../search/index-files.ts";
import { markdownTwin, twinKey } from "../write/llms.ts";
import { recoverOutput, StagedOutput } from "../write/output.ts";
import {
  freshOutputRecord,
  type OutputScan,
  openOutputRecord,
  type SavedSearch,
  scanOutput,
} from "../write/output-record.ts";
import { siteFiles } from "../write/site-files.ts";
import { copyStatic, listStatic } from "../write/static-files.ts";
import { hashLedger, type OutputManifest, SyncedOutput } from "../write/synced-output.ts";
import { boundHeapGrowth } from "./heap-growth.ts";
import { createPool, PARALLEL_MIN_BYTES, type Pool } from "./pool.ts";
import { renderPage } from "./render-page.ts";
import { loadSiteState, type SiteState } from "./site-state.ts";

export interface BuildResult {
  pages: PageModel[];
  diagnostics: Diagnostic[];
  seconds: number;
  assets: { js: string; css: string };
  /**
   * First-load JS (entry + static imports) and CSS of every page, raw and gzip bytes. Computed on request:
   * gzip at level 9 takes ~8 ms, at the very end of the build, and only `--verbose` prints it.
   */
  weight: () => ReturnType<typeof firstLoadWeight>;
  /** With `output: "sync"`: the output-relative paths that changed or went, sorted. */
  changed?: string[];
}

/** The bundled thread entries (absent when running unbundled, e.g. under vitest: then all work stays here). */
export interface WorkerEntries {
  /** Build workers: with it, large sites parse and render on every core. */
  workerUrl?: URL;
  /** The highlight thread: with it, code is highlighted on another core while pages parse. */
  highlightWorkerUrl?: URL;
  /** The folder-walk thread: with it, a warm build reads its output folder's files while it parses. */
  walkWorkerUrl?: URL;
}

export interface BuildOptions extends WorkerEntries {
  /** Parsed sources to reuse (watch mode). */
  cache?: ParseCache;
  /** The on-disk page cache shared by builds (`docsgen build`; off with `--no-cache`): see cli/cache/. */
  pageCache?: CacheSettings;
  /**
   * Sync the output into the folder being served (watch mode), given the previous build's manifest,
   * instead of swapping in a new folder. Either way the folder ends up as a cold build leaves it.
   */
  manifest?: OutputManifest;
  /** The bundled client, when the caller already has it (watch mode bundles it once per worker). */
  client?: Promise<ClientAssets>;
  /** Page HTML of earlier builds with the same config and client, reused where its inputs are equal. */
  memo?: RenderMemo;
  /**
   * The search index of the build before (watch mode), updated by this one: with `manifest`, the index is
   * updated for the pages that changed instead of built whole.
   */
  search?: { state?: SearchIndexState };
  /** A highlighter that outlives this build (watch mode keeps its warm caches); not closed here. */
  highlighting?: Highlighting;
  /** Worker threads: "auto" (one per core for sites over ~1 MB of markdown), 1 (none) or a count. */
  threads?: number | "auto";
}

/**
 * The whole build, in order: resolve sources and models (site-state) → render every page → write the
 * sitemap, headers and static files → swap the output in. Reads like the table of contents of the pipeline.
 */
export async function build(config: ResolvedConfig, log: Logger, options: BuildOptions = {}): Promise<BuildResult> {
  const start = performance.now();
  // Before anything reads the output: a build killed while changing it is finished or undone.
  for (const repair of recoverOutput(config.outDir)) log.error(`docsgen: ${config.outDir}: ${repair}`);
  // First: the highlight thread loads shiki while this one bundles, discovers and starts parsing.
  const highlighting =
    options.highlighting ??
    (options.highlightWorkerUrl && options.threads !== 1
      ? threadHighlighting(options.highlightWorkerUrl)
      : localHighlighting());
  const clientOptions = { minify: true, strings: config.locale.strings.ui };
  const clientPromise =
    options.client ??
    (options.pageCache ? cachedClient(options.pageCache, clientOptions) : bundleClient(clientOptions));
  clientPromise.catch(() => {}); // awaited below; avoid an unhandled rejection if an earlier step fails
  let pool: Pool | undefined;
  const cached = options.manifest ? undefined : options.pageCache;
  // What the output a cached build may sync into holds, read while this thread opens the cache and parses
  // (cancelled when the build is not in place after all).
  const scan =
    cached && existsSync(config.outDir) ? scanOutput(cached, config.outDir, options.walkWorkerUrl) : undefined;
  const disk = cached && openBuildCache(cached, { outDir: config.outDir });
  /** A warm build with little to parse syncs into the existing output (see write/output-record.ts). */
  let inPlace = false;
  let restoreHeapGrowth = () => {};
  let reused: string | undefined;
  let workersIgnored = 0;
  /** The sources the build read: a cached build notes their entries as in use (cache/prune.ts). */
  let sources: readonly SourceHead[] = [];
  try {
    const state = await loadSiteState(config, log, {
      highlighting,
      cache: options.cache,
      heads: disk?.heads,
      // Syncing (watch mode) keeps every page in this thread, where the source cache lives.
      parse: options.manifest
        ? undefined
        : async (heads, linkCtx) => {
            log.progress?.total("parsed", heads.length);
            sources = heads;
            inPlace = scan !== undefined && disk !== undefined && fewToParse(heads, disk);
            if (!inPlace) scan?.cancel();
            // In place, every page renders in this thread, where its parse must be.
            if (!inPlace) {
              restoreHeapGrowth = boundHeapGrowth(heads.reduce((n, h) => n + h.size, 0));
              pool = createPool(heads, options.workerUrl, options.threads, log.progress);
            }
            if (pool && log.level === "verbose")
              log.info(`  … parsing and rendering on ${pool.threads} worker threads`);
            const loaded = pool
              ? await pool.parse(config, heads, linkCtx.routeOfFile, highlighting, options.pageCache)
              : await parseAll(heads, linkCtx, highlighting, disk?.pages, () => log.progress?.done("parsed"));
            if (loaded.reused !== undefined) reused = `${loaded.reused} of ${heads.length} pages reused`;
            if (pool) workersIgnored = loaded.ignored ?? 0;
            return loaded;
          },
    });
    const result = await renderAndWrite(
      config,
      log,
      state,
      pool,
      clientPromise,
      start,
      options,
      disk,
      sources,
      inPlace ? scan : undefined,
    );
    if (disk && log.level === "verbose") {
      if (disk.heads)
        log.info(
          `  … cache: ${disk.heads.recalled} of ${disk.heads.seen} markdown files known unchanged by size and times, ${disk.heads.bodiesRead} of them read after all`,
        );
      log.info(
        `  … cache: ${reused ?? "no pages"}; ${disk.ignored() + workersIgnored} entries found here not trusted (ignored)`,
      );
    }
    return result;
  } finally {
    scan?.cancel();
    await disk?.flush();
    await pool?.close();
    if (highlighting !== options.highlighting) await highlighting.close();
    restoreHeapGrowth();
  }
}

/** A function to await in a loop: every ~50 ms it yields to the event loop (timers, messages), else it returns at once. */
function breather(): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < 50) return;
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
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

async function renderAndWrite(
  config: ResolvedConfig,
  log: Logger,
  state: SiteState,
  pool: Pool | undefined,
  clientPromise: Promise<ClientAssets>,
  start: number,
  options: BuildOptions,
  disk: BuildCache | undefined,
  sources: readonly SourceHead[],
  /** What the output folder holds, when the build syncs into it in place. */
  inPlace: OutputScan | undefined,
): Promise<BuildResult> {
  // The output record lets the next cached build sync into this output instead of writing it whole.
  const settings = disk && options.pageCache;
  const record = settings
    ? inPlace
      ? openOutputRecord(settings, config.outDir, await inPlace.files, inPlace.search)
      : freshOutputRecord(settings, config.outDir)
    : undefined;
  const out = options.manifest
    ? new SyncedOutput(config.outDir, hashLedger(config.outDir, options.manifest))
    : record?.ledger
      ? new SyncedOutput(config.outDir, record.ledger)
      : new StagedOutput(config.outDir);
  try {
    const client = await step(log, "bundle client", () => clientPromise);
    const clientKey = `${client.js} ${client.css} ${client.searchChunk ?? ""}`;
    const sidebars = sidebarAssets(config, state.sidebars);
    const env = {
      ...createRenderEnv(config, state.site, client, sidebars.urls, { feeds: state.posts.length > 0 }),
      memo: options.memo ?? disk?.html(client),
      pages: record?.pages(clientKey, (rel) => out instanceof SyncedOutput && out.keep(rel)),
    };
    const files: OutputFiles = new Map([...client.files, ...sidebars.files]);
    const models: PageModel[] = [];
    const feedItems: FeedItem[] = [];
    let searchState: SearchIndexState | undefined;
    /** The search state being saved for the next build: its ids, once written. */
    let savedSearch: Promise<SavedSearch | undefined> | undefined;
    /** A cold build with workers writes the search fragments while they render (the index comes after). */
    const fragmentsEarly = pool !== undefined && out instanceof StagedOutput;
    /** The search index: its files written, its state being saved for the next build. */
    const indexSearch = async () => {
      const earlier =
        out instanceof SyncedOutput ? (options.search?.state ?? (await record?.earlierSearch?.())) : undefined;
      const index = await searchIndex(
        config.baseUrl,
        state.renderables.values(),
        earlier && out instanceof SyncedOutput ? { state: earlier, keep: (rel) => out.keep(rel) } : undefined,
        fragmentsEarly,
      );
      searchState = index.state;
      savedSearch = record?.saveSearch(index.state);
      await out.writeAll(index.files);
    };
    await step(log, "render pages and markdown twins", async () => {
      // Without workers, the index first: its state (~100 MB at 5,000 pages) is written while pages render,
      // not waited for at the end.
      if (!pool) await indexSearch();
      const all: Renderable[] = [...state.renderables.values(), { model: notFoundModel(config) }];
      log.progress?.total("rendered", all.length);
      // Docs and standalone pages render in the thread that parsed them; the rest (generated, blog) here.
      const inWorkers = (r: Renderable) =>
        pool !== undefined && (r.source?.kind === "doc" || r.source?.kind === "page");
      // Workers write into the staged folder (a pool exists only when the output is staged, not synced).
      const stagedDir = out instanceof StagedOutput ? out.dir : undefined;
      const remote =
        pool && stagedDir !== undefined
          ? pool.render({
              type: "render",
              site: state.site,
              sidebars: state.sidebars,
              pages: all.filter(inWorkers).map((r) => [r.source?.absPath ?? "", r.model]),
              client: { js: client.js, css: client.css, searchChunk: client.searchChunk },
              feeds: env.feedLinks !== undefined,
              sidebarUrls: sidebars.urls,
              outDir: stagedDir,
            })
          : undefined;
      remote?.catch(() => {}); // awaited below; a worker failure must not surface as an unhandled rejection first
      const pageFiles: OutputFiles = new Map();
      for (const renderable of all) {
        models.push(renderable.model);
        if (inWorkers(renderable)) continue;
        const html = await renderPage(env, state, renderable, pageFiles);
        log.progress?.done("rendered");
        if (renderable.source?.kind === "post") feedItems.push({ post: renderable.source, html });
        // Written as rendered: holding every page's HTML until the end costs gigabytes on large sites.
        await out.writeAll(pageFiles);
        pageFiles.clear();
      }
      // While the workers render: this thread would otherwise wait (at 5,000 pages, ~1 s of file writes
      // that ran after rendering, with one core idle). One at a time: the twins of thousands of docs held
      // together cost ~100 MB.
      // Long loops of synchronous writes: worker messages (the render counts) and the progress line's timer
      // get through now and then.
      const breathe = breather();
      for (const doc of state.docs) {
        await breathe();
        const path = twinPath(doc.route);
        // Keyed like a page: a warm build keeps an unchanged twin without reading its doc (the key needs no body).
        const key = env.pages && twinKey(config, state, doc);
        if (key && env.pages?.keep(path, key)) continue;
        await out.writeAll(new Map([[path, markdownTwin(config, state, doc)]]));
        if (key) env.pages?.wrote(path, key, [path]);
      }
      if (fragmentsEarly) {
        for await (const [path, body] of pageFragments(config.baseUrl, state.renderables.values())) {
          await breathe();
          await out.writeAll(new Map([[path, body]]));
        }
      }
      const done = await remote;
      for (const [route, key, files] of done?.pages ?? []) env.pages?.wrote(route, key, files);
      disk?.note(done?.metas ?? []);
      // With workers, the search index once they are gone: built beside them, it was the build's peak
      // memory (at 5,000 pages, ~200 MB over the workers' heaps), and merging the pages' weights is quick.
      if (pool) {
        await pool.close();
        await indexSearch();
      }
    });
    await step(log, "site-wide files", () => {
      for (const [rel, contents] of siteFiles(config, state, models, feedItems, scriptHashes(env)))
        files.set(rel, contents);
    });
    await step(log, "write files", () => out.writeAll(files));
    await step(log, "copy static files", () => {
      const statics = listStatic(config);
      state.diagnostics.push(...statics.findings);
      return copyStatic(config, statics.files, out, state.diagnostics);
    });
    options.memo?.endBuild();
    let changed: string[] | undefined;
    if (out instanceof SyncedOutput) changed = await out.finish();
    else out.commit();
    if (options.search) options.search.state = searchState;
    const renderKeys = record?.save(clientKey, await savedSearch);
    if (renderKeys) disk?.retain(sources, client, renderKeys);
    report(log, state.diagnostics);
    return {
      pages: models,
      diagnostics: state.diagnostics,
      seconds: (performance.now() - start) / 1000,
      assets: { js: client.js, css: client.css },
      weight: () => firstLoadWeight(client),
      changed,
    };
  } catch (error) {
    await out.discard();
    throw error;
  }
}
