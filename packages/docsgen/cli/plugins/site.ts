import type { SidebarNode } from "../../shared/sidebar.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { BlogPost } from "../blog/posts.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import type { Renderable } from "../model/renderable.ts";
import type { MdxList, MdxPage, ReactPage } from "../react/pages.ts";

// The site once its content is loaded: what the build (pipeline/site-state.ts) hands every plugin's hooks
// after `allContentLoaded`, and what rendering reads. A type shared by the pipeline and the plugins, so it
// sits with the plugins, below the pipeline.

/** Everything known about the site before rendering: the result of the model half of the pipeline. */
export interface SiteState {
  docs: DocSource[];
  pages: PageSource[];
  posts: BlogPost[];
  /** React pages of the pages folder (their code is compiled by the build: cli/react/bundle.ts). */
  reactPages: ReactPage[];
  /** Docs, pages and posts that use the site's components (cli/react/): compiled with the site's code too. */
  mdxPages: MdxPage[];
  /** Blog list pages that show excerpts of such posts: one script of theirs hydrates them. */
  mdxLists: MdxList[];
  site: SiteData;
  sidebars: Record<string, SidebarNode[]>;
  renderables: Map<string, Renderable>;
  linkCtx: LinkContext;
  /** Findings after the severity policy (warnings and infos; errors have thrown). */
  diagnostics: Diagnostic[];
  /** Origin of each off-site iframe the content keeps → the files that embed it (the CSP's `frame-src`). */
  frames: Map<string, string[]>;
}

/** What rendering a page reads of the site state (all a worker thread is sent). */
export type RenderState = Pick<SiteState, "site" | "sidebars" | "linkCtx">;
