import type { ComponentType } from "react";
import type { UiStrings } from "../../shared/strings.ts";
import type { SiteContextValue } from "../../templates/docusaurus/context.ts";
import type { MdxContent } from "../../templates/docusaurus/mdx-content.tsx";
import type { ReactPageData } from "../../templates/docusaurus/root.tsx";
import type { ServerRender } from "../../templates/docusaurus/ssr.tsx";
import type { PostCssPlugins } from "../config/postcss-plugins.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { BundleMap } from "./failure.ts";
import type { InfimaPicker } from "./infima.ts";
import type { MdxModule } from "./mdx-entries.ts";
import type { MdxList, ReactPage } from "./pages.ts";

// The site's code as the build sees it: what is compiled (SiteCodeOptions), what esbuild made of it
// (CompiledSiteCode, which the build cache keeps) and what renders the pages (SiteCode). bundle.ts makes them.

/** The site's React code, compiled: what renders its pages on the server, and each page's browser files. */
export interface SiteCode {
  /** The server bundle: each page's component by its file, and the render function around it (templates/docusaurus/ssr.tsx). */
  server: {
    pages: Record<string, ComponentType>;
    renderPage(Page: ComponentType, value: ReactPageData, strings: UiStrings): ServerRender;
    /** The pages compiled as MDX (markdown/mdx/compile.ts): each one's content, by its file. */
    mdx: Record<string, MdxContent>;
    renderMdx(Content: MdxContent, value: SiteContextValue, strings: UiStrings): string;
    /** The shell parts the site replaces (SiteCodeOptions.shell), by name, and what renders one. */
    shell?: Record<string, ComponentType<Record<string, unknown>>>;
    /** `props`: what Docusaurus's layout gives the part (shared/page-parts.ts partProps); none for most. */
    renderShell(
      Part: ComponentType<Record<string, unknown>>,
      value: SiteContextValue,
      strings: UiStrings,
      props?: Record<string, unknown>,
    ): string;
  };
  /** Maps the server bundle's stack frames to the site's source (failure.ts). */
  bundle: BundleMap;
  /** Output-relative path → contents: the pages' scripts, chunks, stylesheets and imported media. */
  files: Map<string, Uint8Array>;
  /** Per page file (React page or MDX page), or route (blog list page): its script and stylesheet, output-relative. */
  assets: Map<string, { js: string; css?: string }>;
  /** Infima's rules for the classes each page uses (infima.ts). */
  infima: InfimaPicker;
  /** Located `site-module` warnings: imports of modules docsgen provides only in part (`@theme/IdealImage`). */
  warnings: Diagnostic[];
  /** The files the bundles were made from (absolute): watch mode keeps them while none changes. */
  inputs: string[];
}

export interface SiteCodeOptions {
  siteDir: string;
  /** The folder its files may come from (ResolvedConfig.rootDir) when it is not the site folder (`--root`). */
  rootDir?: string;
  baseUrl: string;
  pages: ReactPage[];
  /** Docs, pages and blog posts that use the site's components, their content compiled as MDX. */
  mdx: MdxModule[];
  /** Blog list pages that show excerpts of such posts. */
  mdxLists?: MdxList[];
  /** What an MDX page's script needs besides its page data: `siteConfig`, `admonitionTitles` (JSON). */
  mdxContext: string;
  strings: UiStrings;
  minify: boolean;
  /**
   * A site that draws Mermaid diagrams: the URL of the diagrams chunk of docsgen's client (assets/mermaid-bundle.ts),
   * which its React pages load when they render `@theme/Mermaid`. Absent: their scripts have no trace of Mermaid.
   */
  mermaidChunk?: string;
  /** The parts of docsgen's shell the site replaces (theme/shell.ts): rendered and hydrated on every page. */
  shell?: string[];
  /** The theme packages' component folders (ResolvedConfig.themeDirs): they override docsgen's components. */
  themeDirs?: readonly string[];
  /** The site's `src/theme` folders left out, docsgen's components in their place (theme/fallback.ts). */
  excludedTheme?: readonly string[];
  /**
   * What the site's plugins' `configureWebpack` set that esbuild does the same (plugins/docusaurus/webpack.ts):
   * import aliases and `DefinePlugin` definitions. Absent for a site without.
   */
  webpack?: { alias: Record<string, string>; define: Record<string, string> };
  /**
   * The site's client modules that are scripts (ResolvedConfig.clientModules), absolute, in order: each React
   * page's script imports them first, and the other pages load a script of them (client-modules/script.ts).
   */
  clientModules?: string[];
  /** The site's plugins set global data: `useDocusaurusContext().globalData` has it (page-entries.ts). */
  globalData?: true;
  /** The PostCSS plugins of the site's plugins' `configurePostCss`: they run over its stylesheets (assets/postcss.ts). */
  postcss?: PostCssPlugins;
  /** The site sets a navbar or footer style or a themed logo (theme/config-styles.ts): theme-config-parts.ts. */
  themeConfig?: true;
}

/** The site's code as esbuild made it, before the server bundle is loaded: what the build cache keeps. */
export interface CompiledSiteCode extends Pick<SiteCode, "files" | "assets" | "warnings" | "inputs"> {
  /** The server bundle (CommonJS) and its source map. */
  server: { js: Uint8Array; map: string };
}
