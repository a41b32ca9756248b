import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { SiteData } from "../../shared/site-data.ts";
import { blogRenderables } from "../blog/model.ts";
import { type BlogPost, loadPosts } from "../blog/posts.ts";
import type { ParseCache } from "../cache/parse-cache.ts";
import { checkConfigLinks } from "../checks/config-links.ts";
import { checkLinks } from "../checks/links.ts";
import { loadTsModule } from "../config/load.ts";
import { lineOf } from "../config/locate.ts";
import { CONFIG_FILE, type ResolvedConfig } from "../config/resolve.ts";
import { discover } from "../content/discover.ts";
import { type KnownHeads, readHeads, type SourceHead } from "../content/heads.ts";
import { type LoadedSources, parseAll } from "../content/load.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import { findUnbuilt } from "../content/unbuilt.ts";
import { BuildError, type Diagnostic, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { type Logger, step } from "../diagnostics/log.ts";
import { applyPolicy } from "../diagnostics/policy.ts";
import type { Highlighting } from "../highlight/service.ts";
import { checkDocReferences } from "../model/doc-front-matter.ts";
import { docTagRenderables } from "../model/doc-tags.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import type { ModelContext } from "../model/model-context.ts";
import { categoryModel, docModel, standaloneModel } from "../model/page-model.ts";
import type { Renderable } from "../model/renderable.ts";
import type { UserSidebars } from "../model/sidebar-types.ts";
import { resolveSidebars } from "../model/sidebars.ts";
import { buildSiteData } from "../model/site-data.ts";

/** Everything known about the site before rendering: the result of the model half of the pipeline. */
export interface SiteState {
  docs: DocSource[];
  pages: PageSource[];
  posts: BlogPost[];
  site: SiteData;
  sidebars: Record<string, SidebarNode[]>;
  renderables: Map<string, Renderable>;
  linkCtx: LinkContext;
  /** Findings after the severity policy (warnings and infos; errors have thrown). */
  diagnostics: Diagnostic[];
}

/** What rendering a page reads of the site state (all a worker thread is sent). */
export type RenderState = Pick<SiteState, "site" | "sidebars" | "linkCtx">;

export interface LoadStateOptions {
  /** Where code blocks are highlighted (requested as each file is parsed). */
  highlighting: Highlighting;
  /** Parsed sources to reuse (watch mode). */
  cache?: ParseCache;
  /** Heads of unchanged files, from the build before (the page cache's head snapshot). */
  heads?: KnownHeads;
  /** Parses the markdown elsewhere (worker threads); the sources it returns carry no content. */
  parse?: (heads: SourceHead[], linkCtx: LinkContext) => Promise<LoadedSources>;
}

/**
 * discover → read (front matter, routes) → parse (links resolved) → sidebars → page models → link checks.
 * Cheap apart from parsing, which the optional cache skips for unchanged files (watch mode). Throws a
 * BuildError on any error-level finding.
 */
export async function loadSiteState(
  config: ResolvedConfig,
  log: Logger,
  options: LoadStateOptions,
): Promise<SiteState> {
  const sidebarRel = relative(config.siteDir, config.docs.sidebarFile).split("\\").join("/");
  // Loaded from the start, in a thread of its own (config/load.ts), while this one discovers, reads and
  // parses: the thread's start-up is then off the build's path. Awaited where it was used.
  const stopSidebars = new AbortController();
  const sidebarsLoad = loadTsModule(config.docs.sidebarFile, sidebarRel, { signal: stopSidebars.signal });
  sidebarsLoad.catch(() => {}); // reported when awaited below; a failure before then must not crash the process
  const readAndParse = async () => {
    // A file that fails to read or parse does not stop the others: every failing file is reported in one
    // run (a site moved from Docusaurus may have dozens), once all are read and parsed.
    const failed: Diagnostic[] = [];
    const files = await step(log, "discover", () => discover(config, failed));
    const heads = await step(log, "read markdown", () => readHeads(config, files, options.heads, failed));
    const blog = await keepGoing(
      step(log, "parse blog", () => loadPosts(config, options.highlighting)),
      failed,
      () => ({ posts: [], findings: [] }),
    );
    const { posts } = blog;
    // Every route is known before any page is parsed: links become final URLs as each page is parsed.
    const routeOfFile = new Map<string, string>([...heads, ...posts].map((s) => [s.absPath, s.route]));
    const linkCtx: LinkContext = { config, routeOfFile, files: new Map(), resolved: new WeakMap() };
    const { docs, pages } = await keepGoing(
      step(log, "parse markdown", () =>
        options.parse ? options.parse(heads, linkCtx) : parseAll(heads, linkCtx, options.highlighting, options.cache),
      ),
      failed,
      () => ({ docs: [], pages: [] }),
    );
    if (failed.length > 0) throw new BuildError(sortDiagnostics(failed));
    return { files, posts, blogFindings: blog.findings, linkCtx, docs, pages };
  };
  // A build that fails before the sidebars are needed ends their thread too (it may be waiting on a hang).
  const { files, posts, blogFindings, linkCtx, docs, pages } = await readAndParse().catch((error: unknown) => {
    stopSidebars.abort();
    throw error;
  });
  const userSidebars = (await step(log, "load sidebars", () => sidebarsLoad)) as UserSidebars;
  const sidebars = resolveSidebars(
    config,
    userSidebars,
    docs,
    files.categories,
    sidebarRel,
    readFileSync(config.docs.sidebarFile, "utf8"),
  );
  const sidebarErrors = sidebars.problems.filter((p) => p.severity === "error");
  if (sidebarErrors.length > 0) throw new BuildError(sidebarErrors);

  const ctx: ModelContext = {
    config,
    sidebars: sidebars.sidebars,
    docSidebar: sidebars.docSidebar,
    docsById: new Map(docs.map((d) => [d.id, d])),
  };
  const findings: Diagnostic[] = [
    ...config.warnings,
    ...config.locale.findings,
    ...files.findings,
    ...blogFindings,
    ...(await findUnbuilt(config)),
    ...sidebars.problems,
    ...[...docs, ...pages, ...posts].flatMap((s) => s.diagnostics ?? []),
  ];
  const renderables = new Map<string, Renderable>();
  const add = (r: Renderable, file: string) => {
    const existing = renderables.get(r.model.route);
    if (existing) {
      findings.push({
        severity: "warning",
        code: "route-duplicate",
        message: `route ${r.model.route} is produced twice (also by ${existing.source?.file ?? "a generated category page"})`,
        file,
        hint: "Change the slug or file name of one of them; the later one wins.",
      });
    }
    renderables.set(r.model.route, r);
  };
  for (const doc of docs) {
    add({ model: docModel(ctx, doc), source: doc }, doc.file);
    findings.push(...checkDocReferences(ctx, doc));
  }
  for (const index of sidebars.generatedIndexes) add({ model: categoryModel(ctx, index) }, sidebarRel);
  for (const r of docTagRenderables(config, docs)) add(r, relative(config.siteDir, config.docs.dir) || "docs");
  for (const page of pages) add({ model: standaloneModel(ctx, page), source: page }, page.file);
  const blog = blogRenderables(config, posts);
  for (const r of blog.renderables) add(r, r.source?.file ?? "blog/");
  findings.push(...blog.findings);

  const configSource = readFileSync(join(config.siteDir, CONFIG_FILE), "utf8");
  const hasHomePage = renderables.has("/");
  const chrome = buildSiteData(config, {
    sidebars: sidebars.sidebars,
    docsById: ctx.docsById,
    docSidebar: sidebars.docSidebar,
    lineOf: (path) => lineOf(configSource, path),
    hasHomePage,
  });
  if (chrome.problems.some((p) => p.severity === "error")) throw new BuildError(chrome.problems);
  findings.push(...chrome.problems);
  const { site } = chrome;
  if (!hasHomePage) findings.push(homeMissing(config, site));

  const anchorsByRoute = new Map<string, Set<string>>();
  for (const { model, source } of renderables.values()) {
    anchorsByRoute.set(
      model.route,
      new Set([...(source?.headings.map((h) => h.id) ?? []), ...(source?.htmlAnchors ?? [])]),
    );
  }
  findings.push(
    ...(await step(log, "check links", () =>
      checkLinks({ ctx: linkCtx, sources: [...docs, ...pages, ...posts], anchorsByRoute }),
    )),
    ...checkConfigLinks({ ctx: linkCtx, links: chrome.links, anchorsByRoute, lineOf: (p) => lineOf(configSource, p) }),
  );
  const diagnostics = applyPolicy(config, findings);
  if (diagnostics.some((d) => d.severity === "error"))
    throw new BuildError(diagnostics.filter((d) => d.severity !== "info"));
  return { docs, pages, posts, site, sidebars: sidebars.sidebars, renderables, linkCtx, diagnostics };
}

/** The stage's result; or, when it fails with located errors, those errors kept in `failed` and `fallback()`. */
async function keepGoing<T>(work: Promise<T>, failed: Diagnostic[], fallback: () => T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    failed.push(...error.diagnostics);
    return fallback();
  }
}

/** A site without a page at `/`: Docusaurus sites often have one in `src/pages/`, which docsgen does not build. */
function homeMissing(config: ResolvedConfig, site: SiteData): Diagnostic {
  const to = site.navbar.brandHref;
  return {
    severity: "warning",
    code: "home-missing",
    message: `the site has no home page (no page at /), so ${to ? `the navbar title links to ${to}` : "the navbar title links nowhere"}`,
    file: relative(config.siteDir, join(config.pagesDir, "index.md")).split("\\").join("/"),
    hint: "Add pages/index.md (front matter `layout: home` for a hero), a doc with `slug: /`, or set themeConfig.navbar.logo.href.",
  };
}
