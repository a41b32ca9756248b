import { isPagePart } from "../../shared/page-parts.ts";
import type { ClientOptions } from "../assets/client-bundle.ts";
import { hasBlogAuthors, hasBlogExtras } from "../blog/extras.ts";
import { type ParseCache, recallParses } from "../cache/parse-cache.ts";
import type { CacheSettings } from "../cache/settings.ts";
import { scriptModules, stylesheetModules } from "../client-modules/paths.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { SourceHead } from "../content/heads.ts";
import { type LoadedSources, parseAll } from "../content/parse-all.ts";
import type { Logger } from "../diagnostics/log.ts";
import { type Highlighting, localHighlighting, threadHighlighting } from "../highlight/service.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { usesThemeConfigStyles } from "../theme/config-styles.ts";
import { replacedShell } from "../theme/shell.ts";
import { boundHeapGrowth } from "./heap-growth.ts";
import { createPool, type Pool } from "./pool.ts";

/** The bundled thread entries (absent when running unbundled, e.g. under vitest: then all work stays here). */
export interface WorkerEntries {
  /** Build workers: with it, large sites parse and render on every core. */
  workerUrl?: URL;
  /** The highlight thread: with it, code is highlighted on another core while pages parse. */
  highlightWorkerUrl?: URL;
  /** The folder-walk thread: with it, a warm build reads its output folder's files while it parses. */
  walkWorkerUrl?: URL;
}

/** How a build runs: threads for parsing, rendering, highlighting and walking the output. */
export interface RunOptions extends WorkerEntries {
  /** Worker threads: "auto" (one per core for sites over ~1 MB of markdown), 1 (none) or a count. */
  threads?: number | "auto";
  /** A highlighter that outlives this context (the CLI starts it before loading the pipeline). */
  highlighting?: Highlighting;
}

/** The highlighter of a build or a session: the caller's, a thread of its own, or this thread. */
export function startHighlighting(run: RunOptions): Highlighting {
  if (run.highlighting) return run.highlighting;
  return run.highlightWorkerUrl && run.threads !== 1 ? threadHighlighting(run.highlightWorkerUrl) : localHighlighting();
}

/** Ends a highlighter this build started (one the caller passed in outlives it). */
export async function stopHighlighting(run: RunOptions, highlighting: Highlighting): Promise<void> {
  if (highlighting !== run.highlighting) await highlighting.close();
}

/**
 * The client bundle's options for a site; its stylesheets and DocSearch only when it has them (the cache key of
 * a site without is unchanged).
 */
export function clientOptions(config: ResolvedConfig): ClientOptions {
  const { siteDir, rootDir, staticDir } = config;
  // The client modules that are stylesheets come after customCss, as Docusaurus's theme lists customCss first.
  const customCss = [...config.customCss, ...stylesheetModules(config.clientModules)];
  const shell = replacedShell(config.siteDir, config.themeDirs);
  return {
    minify: true,
    strings: config.locale.strings.ui,
    ...(config.docs.versions ? { versions: true } : {}),
    ...(config.i18n.locales.length > 1 ? { locales: true } : {}),
    ...(customCss.length > 0
      ? {
          styles: {
            customCss,
            siteDir,
            staticDir,
            ...(config.postcss ? { postcss: config.postcss } : {}),
            ...(rootDir ? { rootDir } : {}),
          },
        }
      : {}),
    // The author pages' layout (assets/author-pages-app.ts): the blog's authors map is read after the client is
    // started, so its file's presence decides.
    ...(hasBlogAuthors(config) ? { blogAuthors: true } : {}),
    ...(hasBlogExtras(config) ? { blogExtras: true } : {}),
    ...(shell.length > 0 ? { themeShell: true } : {}),
    ...(shell.some(isPagePart) ? { docParts: true } : {}),
    ...(usesThemeConfigStyles(config) ? { themeConfig: true } : {}),
    ...(scriptModules(config.clientModules).length > 0 ? { clientModules: true } : {}),
    ...(config.mermaid?.drawn ? { mermaid: { theme: config.mermaid.theme, options: config.mermaid.options } } : {}),
    ...(config.docsearch ? { docsearch: config.docsearch.options } : {}),
  };
}

/** Parsed sources kept on disk, for a build that has them. */
export interface KeptParses {
  pages: ParseCache;
  settings: CacheSettings;
}

/**
 * The parse step of a cold or cached build: on worker threads for sites over ~1 MB of markdown (pool.ts),
 * which then render the pages they parsed, else here.
 */
export class Parsing {
  pool?: Pool;
  /** "N of M pages reused", when parses were kept. */
  reused?: string;
  /** Kept entries the workers found but did not trust. */
  workersIgnored = 0;
  private restoreHeapGrowth = () => {};

  constructor(
    private readonly config: ResolvedConfig,
    private readonly log: Logger,
    private readonly run: RunOptions & { highlighting: Highlighting },
    private readonly kept?: KeptParses,
  ) {}

  /** `here`: every page is parsed (and later rendered) in this thread. */
  async parse(heads: SourceHead[], linkCtx: LinkContext, here = false): Promise<LoadedSources> {
    const { config, log, run, kept } = this;
    log.progress?.total("parsed", heads.length);
    if (!here) {
      this.restoreHeapGrowth = boundHeapGrowth(heads.reduce((n, h) => n + h.size, 0));
      this.pool = createPool(heads, run.workerUrl, run.threads, log.progress);
    }
    const pool = this.pool;
    if (pool && log.level === "verbose") log.info(`  … parsing and rendering on ${pool.threads} worker threads`);
    const loaded = pool
      ? await pool.parse(config, linkCtx.routeOfFile, run.highlighting, kept?.settings)
      : await parseAll(heads, linkCtx, run.highlighting, {
          recall: kept && recallParses(kept.pages, linkCtx),
          onParsed: () => log.progress?.done("parsed"),
        });
    if (loaded.reused !== undefined) this.reused = `${loaded.reused} of ${heads.length} pages reused`;
    if (pool) this.workersIgnored = loaded.ignored ?? 0;
    return loaded;
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.restoreHeapGrowth();
  }
}
