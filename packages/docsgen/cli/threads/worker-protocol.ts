import type { MessagePort } from "node:worker_threads";
import type { PageModel } from "../../shared/page-model.ts";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { ClientAssets } from "../assets/client-bundle.ts";
import type { CacheSettings } from "../cache/settings.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { SourceHead } from "../content/heads.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { ProfileTallies } from "../diagnostics/profile.ts";

/** A page a worker rendered: route, render key, output files (see PageLedger in render/env.ts). */
export type RenderedPage = [string, string, string[]];

/** Messages between the build and its worker threads (structured-clone data only). */
export type ToWorker =
  | {
      /** One batch of files; a worker gets batches until none are left (see pool.ts). */
      type: "parse";
      heads: SourceHead[];
      /** With the first batch only: the config, the whole route table (absolute path → route) and a port to
       * the build's highlight thread (transferred). */
      config?: ResolvedConfig;
      routeOfFile?: [string, string][];
      highlightPort?: MessagePort;
      /** With the first batch, unless caching is off: the page cache each worker opens (see cli/cache/). */
      cache?: CacheSettings;
    }
  | {
      type: "render";
      site: SiteData;
      sidebars: Record<string, SidebarNode[]>;
      /** absPath of the source → its page model. */
      pages: [string, PageModel][];
      client: Pick<ClientAssets, "js" | "css" | "searchChunk">;
      /** The blog has posts: every page links its feeds. */
      feeds: boolean;
      sidebarUrls: Record<string, string>;
      /** Origins of the content's iframes: the CSP's `frame-src` (site-state.ts). */
      frames: string[];
      /** Where to write (the staged output folder). */
      outDir: string;
    };

export type FromWorker =
  | {
      type: "parsed";
      docs: DocSource[];
      pages: PageSource[];
      reused?: number;
      ignored?: number;
      /** What this worker measured, when the build is profiled (diagnostics/profile.ts). */
      profile?: ProfileTallies;
    }
  | {
      type: "rendered";
      files: number;
      pages: RenderedPage[];
      /** The page cache metadata this worker read or stored, for the build's snapshot (cache/meta-snapshot.ts). */
      metas: [string, unknown][];
      profile?: ProfileTallies;
    }
  /** While rendering: this many more pages written (for the live progress line). */
  | { type: "progress"; rendered: number }
  | { type: "failed"; message: string; diagnostics?: Diagnostic[] };
