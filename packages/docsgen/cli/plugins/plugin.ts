import type { PageModel } from "../../shared/page-model.ts";
import type { FeedItem } from "../blog/feeds.ts";
import type { SessionOutput } from "../cache/context.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { OutputFiles, PageLedger } from "../render/env.ts";
import type { PolicyInput } from "../write/security-headers.ts";
import type { SiteState } from "./site.ts";

/**
 * A plugin of docsgen's build: Docusaurus's plugin lifecycle as docsgen runs it, and the one way a feature
 * joins the build (sites/manual/docs/internals/architecture.md draws the loop). An instance is made for each build
 * (`create` of its PluginDefinition) and keeps what one hook learns for the next in its own closure, as a
 * Docusaurus plugin does; the build calls each hook of every instance, in the order the registry lists them
 * (site-plugins.ts), and knows no plugin by name.
 *
 * The hooks and their Docusaurus counterparts:
 * - `allContentLoaded`: every route is known (Docusaurus's hook of that name, with the routes, which
 *   Docusaurus gives only to `postBuild`): checks against the routes, as located findings. The build reports
 *   them with every other finding, before anything is written, so an error stops the build with the others.
 * - `scriptHashes`: the inline scripts the plugin's files carry, for the site's Content-Security-Policy
 *   (docsgen's own: Docusaurus sets no policy).
 * - `beforePages`, `whileRendering`, `afterPages`: files written around the pages' rendering (docsgen's own: it
 *   writes as it renders instead of holding the site's HTML until `postBuild`, which costs gigabytes on large
 *   sites). `beforePages` runs once the React pages have rendered (their text is known) and before the others;
 *   `whileRendering` while worker threads render the docs (this thread would idle); `afterPages` once every
 *   page has rendered and the worker threads are gone (what it holds is then not beside theirs).
 * - `postBuild`: every page is rendered; the site-wide files it adds (Docusaurus's `postBuild`, which writes
 *   them itself: docsgen's output must stay staged until the build succeeds).
 */
export interface Plugin {
  /** Docusaurus's name for what it does (`docusaurus-plugin-sitemap`), or docsgen's (`docsgen-llms-txt`). */
  readonly name: string;
  /** The instance's id: `default` unless a site has several instances of one plugin. */
  readonly id: string;
  allContentLoaded?(props: AllContentProps): readonly Diagnostic[];
  scriptHashes?(): readonly string[];
  beforePages?(props: RenderingProps): Promise<void>;
  whileRendering?(props: RenderingProps): Promise<void>;
  afterPages?(props: RenderingProps): Promise<void>;
  postBuild?(props: PostBuildProps): OutputFiles;
}

/** A plugin as the registry lists it: its name, and how a build makes its instance for a config. */
export interface PluginDefinition {
  readonly name: string;
  /** The instance for this build, or undefined when the site does not use the feature (it then costs nothing). */
  create(config: ResolvedConfig): Plugin | undefined;
}

export interface AllContentProps {
  /** Every route the site's pages have, each once. */
  routes: ReadonlySet<string>;
}

export interface RenderingProps {
  state: SiteState;
  /** The docs and pages render in worker threads. */
  threaded: boolean;
  /** The output being written, with what it recalls of the last build (cache/context.ts). */
  output: SessionOutput;
  /** Writes files into the staged output. */
  write(files: OutputFiles): Promise<void>;
  /** Pages and files the previous build left in the output, kept when their key is unchanged (warm builds). */
  pages?: PageLedger;
  /** Await it in long loops: now and then it lets timers and worker messages through. */
  breathe(): Promise<void>;
}

export interface PostBuildProps {
  state: SiteState;
  /** Every page's model, as rendered (the not-found page among them). */
  models: readonly PageModel[];
  /** The blog's posts with their rendered HTML, in the order they rendered. */
  feedItems: readonly FeedItem[];
  /** The site's Content-Security-Policy: every page's, with every plugin's `scriptHashes` added. */
  policy: PolicyInput;
}
