import { readFileSync } from "node:fs";
import { join } from "node:path";
import { blogMdx } from "../blog/mdx.ts";
import type { SourceRecall } from "../cache/context.ts";
import { recallParses } from "../cache/parse-cache.ts";
import { checkConfigLinks } from "../checks/config-links.ts";
import { checkLinks } from "../checks/links.ts";
import { lineOf } from "../config/locate.ts";
import { loadTsModule } from "../config/module/load.ts";
import { configPath } from "../config/resolve.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { discover, discoverDocs } from "../content/discover.ts";
import { historyFolders, readGitHistory } from "../content/git-history.ts";
import { readHeads, readPagesInstanceHeads } from "../content/heads.ts";
import { parseAll } from "../content/parse-all.ts";
import { findUnbuilt } from "../content/unbuilt.ts";
import { BuildError, type Diagnostic, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { type Logger, step } from "../diagnostics/log.ts";
import { applyPolicy } from "../diagnostics/policy.ts";
import type { Highlighting } from "../highlight/service.ts";
import { counterpart, fallbackNotes } from "../i18n/locales.ts";
import { docsInstances, instanceSidebars, navbarInstances } from "../model/docs-instances.ts";
import { docsParts } from "../model/docs-parts.ts";
import { readVersionHeads, versionInstances } from "../model/docs-versions.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { navbarVersions } from "../model/navbar-versions.ts";
import type { UserSidebars } from "../model/sidebar-types.ts";
import { buildSiteData, homeMissing } from "../model/site-data.ts";
import { relativePath } from "../paths/relative.ts";
import type { SiteState } from "../plugins/site.ts";
import { type MdxPage, type ReactPage, reactPagesOf } from "../react/pages.ts";
import { OWN_COMPONENTS } from "../react/theme-modules.ts";
import { listedPages, pageVersionRuns } from "../search/index-data.ts";
import { themeFindings } from "../theme/unused.ts";
import { blogsRenderables, loadBlogs, NO_BLOGS } from "./blogs.ts";
import {
  discoverInstances,
  GENERATED_SIDEBARS,
  instancesParts,
  loadInstanceSidebars,
  readInstanceHeads,
  splitDocs,
} from "./docs-instances.ts";
import { siteRoutes } from "./site-routes.ts";

export interface LoadStateOptions extends SourceRecall {
  /** Where code blocks are highlighted (requested as each file is parsed). */
  highlighting: Highlighting;
  /** Told every route once all are known: the plugins' checks (plugin.ts `allContentLoaded`), as findings. */
  allContentLoaded?: (routes: ReadonlySet<string>) => readonly Diagnostic[];
  /** The routes the site's own plugins added (plugins/docusaurus/): React pages of their components. */
  pluginRoutes?: readonly ReactPage[];
}

/**
 * A `last_update` front matter was reported as ignored when parsed: in a folder whose last-update option is
 * on (historyFolders: docs, blog, pages and their translations), it is used.
 */
function usedLastUpdate(folders: readonly { dir: string }[], config: ResolvedConfig, d: Diagnostic): boolean {
  if (d.code !== "front-matter-ignored" || !d.message.includes('"last_update"') || d.file === undefined) return false;
  const abs = join(config.siteDir, d.file);
  return folders.some((f) => abs.startsWith(f.dir));
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
  const versions = versionInstances(config);
  const instances = docsInstances(config);
  const sidebarFile = config.docs.sidebarFile;
  const sidebarRel = sidebarFile ? relativePath(config.siteDir, sidebarFile) : "sidebars.js";
  // Loaded from the start, in a thread of its own (config/module/load.ts), while this one discovers, reads and
  // parses: the thread's start-up is then off the build's path. Awaited where it was used.
  const stopSidebars = new AbortController();
  const loading = { signal: stopSidebars.signal, root: config.rootDir }; // root: --root's (../docs/sidebars.js)
  const sidebarsLoad = sidebarFile
    ? (options.loadModule ?? loadTsModule)(sidebarFile, sidebarRel, loading)
    : Promise.resolve(config.docs.noSidebars ? {} : GENERATED_SIDEBARS);
  sidebarsLoad.catch(() => {}); // reported when awaited below; a failure before then must not crash the process
  const instanceSidebarsLoads = loadInstanceSidebars(instances, options.loadModule, stopSidebars.signal);
  for (const load of instanceSidebarsLoads) load.catch(() => {});
  // One git process for the docs, blog and pages folders that show the line, while the pages parse; none for
  // a site that shows it nowhere.
  const gitFolders = historyFolders(config);
  const history = gitFolders.length > 0 ? readGitHistory(config, gitFolders) : undefined;
  const readAndParse = async () => {
    // A file that fails to read or parse does not stop the others: every failing file is reported in one
    // run (a site moved from Docusaurus may have dozens), once all are read and parsed.
    const failed: Diagnostic[] = [];
    const files = await step(log, "discover", () => discover(config, failed));
    // A versioned site: each version's folder is discovered and read with its own docs config.
    const versionFiles = versions.map((v) =>
      v.version.dir === config.docs.dir ? files : discoverDocs(v.config, failed),
    );
    // The other docs instances: each folder discovered and read with the instance's own docs config.
    const instanceFiles = discoverInstances(instances, failed);
    const heads = await step(log, "read markdown", () => [
      ...(versions.length === 0
        ? readHeads(config, files, options.heads, failed)
        : readVersionHeads({ config, versions, versionFiles, pages: files.pages, known: options.heads, failed })),
      ...readInstanceHeads(instanceFiles, options.heads, failed),
      ...readPagesInstanceHeads(files.pagesInstances, options.heads, failed),
    ]);
    const blogs = await keepGoing(
      step(log, "parse blog", () => loadBlogs(config, options.highlighting)),
      failed,
      () => NO_BLOGS,
    );
    const { posts } = blogs;
    // Every route is known before any page is parsed: links become final URLs as each page is parsed.
    const routeOfFile = new Map<string, string>([...heads, ...posts].map((s) => [s.absPath, s.route]));
    // A translated locale: a link names a doc by its translation's path or the default locale's.
    for (const s of config.locale.overlays.length > 0 ? [...heads, ...posts] : []) {
      const other = counterpart(config.locale.overlays, s.absPath);
      if (other && !routeOfFile.has(other)) routeOfFile.set(other, s.route);
    }
    const linkCtx: LinkContext = { config, routeOfFile, files: new Map(), resolved: new WeakMap() };
    const { docs, pages } = await keepGoing(
      step(log, "parse markdown", () =>
        options.parse
          ? options.parse(heads, linkCtx)
          : parseAll(heads, linkCtx, options.highlighting, {
              recall: options.cache && recallParses(options.cache, linkCtx),
            }),
      ),
      failed,
      () => ({ docs: [], pages: [] }),
    );
    if (failed.length > 0) throw new BuildError(sortDiagnostics(failed));
    return {
      files,
      versionFiles,
      instanceFiles,
      posts,
      blogs,
      linkCtx,
      docs,
      pages,
    };
  };
  // A build that fails before the sidebars are needed ends their thread too (it may be waiting on a hang).
  const { files, versionFiles, instanceFiles, posts, blogs, linkCtx, docs, pages } = await readAndParse().catch(
    (error: unknown) => {
      stopSidebars.abort();
      throw error;
    },
  );
  const userSidebars = (await step(log, "load sidebars", () => sidebarsLoad)) as UserSidebars;
  const sidebarsFile = {
    path: sidebarRel,
    source: sidebarFile ? readFileSync(sidebarFile, "utf8") : "",
    exports: userSidebars,
  };
  const split = splitDocs(instances, config.locale.overlays, docs);
  const model = docsParts({
    config,
    docs: split.own,
    sidebarsFile,
    categories: files.categories,
    versions: versions.map((instance, i) => ({ instance, categories: versionFiles[i].categories })),
    lastChanges: history && (await history).changes,
  });
  const others = await instancesParts({
    found: instanceFiles,
    docs: split.theirs,
    sidebars: instanceSidebarsLoads,
    lastChanges: history && (await history).changes,
  });
  model.problems.push(...others.problems);
  const sidebarErrors = model.problems.filter((p) => p.severity === "error");
  if (sidebarErrors.length > 0) throw new BuildError(sidebarErrors);
  const ctx = model.main.ctx;
  const gitWarning = history && (await history).warning;
  const findings: Diagnostic[] = [
    ...(gitWarning ? [gitWarning] : []),
    ...config.warnings,
    ...config.locale.findings,
    ...files.findings,
    ...versionFiles.flatMap((f) => (f === files ? [] : f.findings)),
    ...instanceFiles.flatMap((f) => f.files.flatMap((found) => found.findings)),
    ...blogs.findings,
    ...(config.locale.overlays.length === 0
      ? [...(await findUnbuilt(config)), ...themeFindings(config.siteDir, OWN_COMPONENTS)]
      : fallbackNotes(
          config,
          [...docs, ...pages, ...posts].map((s) => s.absPath),
        )),
    ...model.problems,
    ...[...docs, ...pages, ...posts]
      .flatMap((s) => s.diagnostics ?? [])
      .filter((d) => !usedLastUpdate(gitFolders, config, d)),
  ];
  const reactPages = [...reactPagesOf(config, files), ...(options.pluginRoutes ?? [])];
  const blog = blogsRenderables(blogs, history && (await history).changes);
  const renderables = siteRoutes(
    { config, model, instances: others.instances, pages, reactPages, blog: blog.blogs },
    findings,
  );
  findings.push(...blog.findings);

  const configSource = readFileSync(join(config.siteDir, config.configFile), "utf8");
  const hasHomePage = renderables.has("/");
  const chrome = buildSiteData(config, {
    sidebars: ctx.sidebars,
    docsById: ctx.docsById,
    docSidebar: ctx.docSidebar,
    lineOf: (path) => lineOf(configSource, configPath(config, path)),
    hasHomePage,
    versions: navbarVersions(model),
    instances: navbarInstances(others.instances),
  });
  if (chrome.problems.some((p) => p.severity === "error")) throw new BuildError(chrome.problems);
  findings.push(...chrome.problems);
  const mdxPages: MdxPage[] = [];
  for (const { model, source } of renderables.values())
    if (source && "mdxModule" in source && source.mdxModule)
      mdxPages.push({ file: source.file, absPath: source.absPath, route: model.route, module: source.mdxModule });
  const postsMdx = blogMdx(linkCtx, posts, renderables.values());
  mdxPages.push(...postsMdx.pages);
  // React pages, and pages with the site's components: their own scripts hydrate them, so the client's
  // router loads them as pages (client/router.ts).
  const reactRoutes = [...renderables.values()]
    .filter((r) => r.react || (r.source && "mdxModule" in r.source && r.source.mdxModule))
    .map((r) => r.model.route);
  reactRoutes.push(...postsMdx.routes);
  const site = reactRoutes.length > 0 ? { ...chrome.site, reactRoutes } : chrome.site;
  // The search index lists these pages, in this order; React pages, listed once rendered, come after every
  // doc, and the dialog takes a page past the runs to be outside the docs.
  if (site.versions) site.versions.searchPages = pageVersionRuns(listedPages(config.baseUrl, renderables.values()));
  if (!hasHomePage) findings.push(homeMissing(config, site));
  const routes = new Set(renderables.keys());
  findings.push(...(options.allContentLoaded?.(routes) ?? []));

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
    ...checkConfigLinks({
      ctx: linkCtx,
      links: chrome.links,
      anchorsByRoute,
      lineOf: (p) => lineOf(configSource, configPath(config, p)),
    }),
  );
  const diagnostics = applyPolicy(config, findings);
  if (diagnostics.some((d) => d.severity === "error"))
    throw new BuildError(diagnostics.filter((d) => d.severity !== "info"));
  const frames = framesOf([...docs, ...pages, ...posts]);
  return {
    docs,
    pages,
    posts,
    reactPages,
    mdxPages,
    mdxLists: postsMdx.lists,
    site,
    sidebars: {
      ...model.sidebars,
      ...Object.assign({}, ...others.instances.map((i) => instanceSidebars(i.id, i.parts))),
    },
    renderables,
    linkCtx,
    diagnostics,
    frames,
  };
}

/** The iframe origins of the sources, each with the files that embed it, in file order. */
function framesOf(sources: readonly { file: string; frames?: string[] }[]): Map<string, string[]> {
  const frames = new Map<string, string[]>();
  for (const source of sources)
    for (const origin of source.frames ?? []) frames.set(origin, [...(frames.get(origin) ?? []), source.file]);
  return frames;
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
