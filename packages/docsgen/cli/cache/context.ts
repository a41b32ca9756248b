import type { ClientAssets } from "../assets/client-bundle.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { KnownHeads, SourceHead } from "../content/heads.ts";
import type { LoadedSources } from "../content/parse-all.ts";
import type { Logger } from "../diagnostics/log.ts";
import type { Highlighting } from "../highlight/service.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import type { HtmlMemo, PageLedger } from "../render/env.ts";
import type { SearchIndexState } from "../search/index-files.ts";
import type { Pool } from "../threads/pool.ts";
import type { BuildOutput } from "../write/output.ts";
import type { ModuleLoader } from "./module-memo.ts";
import type { ParseCache } from "./parse-cache.ts";
import type { SiteCodeBundler } from "./site-code-memo.ts";

/**
 * Everything a build may remember, and for how long, in the shape of esbuild's `BuildContext`: nothing
 * (cold-context.ts), memory across watch-mode rebuilds (memory-context.ts), or the on-disk cache of
 * `docsgen build` (disk-context.ts). The build itself (pipeline/build.ts) never asks which one it has: each
 * context answers the same questions, and chooses the output mode, once, in `output`.
 */
export interface BuildContext {
  /** Starts one build of `config`. */
  begin(config: ResolvedConfig, log: Logger): BuildSession;
  /** Releases what outlives builds (a watch session's highlight thread). */
  dispose(): Promise<void>;
}

/** One build's view of its context. */
export interface BuildSession {
  /** Where code blocks are highlighted: started first, it loads shiki while the build discovers sources. */
  readonly highlighting: Highlighting;
  /** The client bundle, made or recalled beside discovery. */
  readonly client: Promise<ClientAssets>;
  /** How sources are recalled and parsed (site-state.ts). */
  readonly load: SourceRecall;
  /** Worker threads that render the pages they parsed, when the parse chose them. */
  renderPool(): Pool | undefined;
  /** How the site's own code is bundled, when it has some: watch mode keeps the last bundle (site-code-memo.ts). */
  readonly bundleSiteCode?: SiteCodeBundler;
  /** The output this build writes, and what it recalls of the last one, once the sources are parsed. */
  output(client: ClientAssets): Promise<SessionOutput>;
  /**
   * Ends the worker threads once the output is written, before the build waits to go live (a site's
   * locales wait for each other: pipeline/locales.ts); `close` still ends the rest.
   */
  release(): Promise<void>;
  /** What was reused, for `--verbose`. */
  summary(): string[];
  /** Ends the build, whether it succeeded or not: threads stopped, cache entries flushed. */
  close(): Promise<void>;
}

export interface SessionOutput {
  readonly files: BuildOutput;
  /** Page HTML of earlier builds, reused where its inputs are equal. */
  readonly memo?: HtmlMemo;
  /** Pages the last build wrote, kept whole when their key and files are unchanged. */
  readonly pages?: PageLedger;
  /** The search index the output holds, to update instead of building it whole. */
  earlierSearch(): Promise<SearchIndexState | undefined>;
  /** This build's search index, built. */
  searched(state: SearchIndexState): void;
  /** Metadata the worker threads' caches read or stored. */
  noteWorkers(metas: readonly [string, unknown][]): void;
  /** The build succeeded: the output goes live and what the next build recalls is saved. */
  finish(): Promise<string[] | undefined>;
}

/** How a build's sources are recalled from earlier builds and parsed (pipeline/site-state.ts). */
export interface SourceRecall {
  /** Parsed sources to reuse (watch mode). */
  cache?: ParseCache;
  /** Heads of unchanged files, from the build before (the page cache's head snapshot). */
  heads?: KnownHeads;
  /** Parses the markdown elsewhere (worker threads); the sources it returns carry no content. */
  parse?: (heads: SourceHead[], linkCtx: LinkContext) => Promise<LoadedSources>;
  /** Loads the sidebars module (watch mode: again only when its files changed); loadTsModule by default. */
  loadModule?: ModuleLoader;
}
