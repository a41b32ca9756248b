import type { PageModel } from "../../shared/page-model.ts";
import type { ClientAssets } from "../assets/client-bundle.ts";
import type { FeedItem } from "../blog/feeds.ts";
import { excerptModule } from "../blog/mdx.ts";
import type { SessionOutput } from "../cache/context.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { digestOf } from "../content/held.ts";
import type { Logger } from "../diagnostics/log.ts";
import { SITE_WIDE, timedAsync } from "../diagnostics/profile.ts";
import { sha256 } from "../hash.ts";
import { notFoundModel } from "../model/page-model.ts";
import type { Renderable } from "../model/renderable.ts";
import type { Plugin } from "../plugins/plugin.ts";
import type { SiteState } from "../plugins/site.ts";
import { renderMdxContent, renderMdxExcerpts } from "../react/render-mdx.ts";
import type { SiteCode } from "../react/site-code.ts";
import { createRenderEnv, type OutputFiles, type RenderEnv, type SiteContent, sidebarAssets } from "../render/env.ts";
import type { Pool } from "../threads/pool.ts";
import { renderPage, siteDigest } from "./render-page.ts";
import { renderReactApps, renderReactPages } from "./render-react.ts";

export interface RenderJob {
  config: ResolvedConfig;
  log: Logger;
  state: SiteState;
  client: ClientAssets;
  output: SessionOutput;
  /** Worker threads that parsed the docs and pages: they render them too. */
  pool?: Pool;
  /** The site's compiled React code, when it has React pages (cli/react/bundle.ts). */
  siteCode?: SiteCode;
  /** The build's plugins: their rendering hooks run around the pages' (plugins/plugin.ts). */
  plugins: readonly Plugin[];
}

export interface Rendered {
  env: RenderEnv;
  models: PageModel[];
  feedItems: FeedItem[];
  /** The client's and the sidebars' files, for the "write files" step. */
  files: OutputFiles;
}

/**
 * Every page, its markdown twin and the search index, written as they come: holding every page's HTML
 * until the end costs gigabytes on large sites.
 */
export async function renderAll(job: RenderJob): Promise<Rendered> {
  const { config, log, state, client, output, pool, siteCode } = job;
  const out = output.files;
  const sidebars = sidebarAssets(config, state.sidebars);
  // The site data comes from the models; the chunk's name is known only once the client is bundled.
  const searchChunk = client.searchChunk ? config.baseUrl + client.searchChunk : undefined;
  const reactSite = searchChunk ? { ...state.site, searchChunk } : state.site;
  // React pages' components first: the iframes they render are in the policy of every page.
  const apps = siteCode ? renderReactApps({ config, state, site: reactSite, code: siteCode }) : undefined;
  const env: RenderEnv = {
    ...createRenderEnv(config, state.site, client, {
      sidebarUrls: sidebars.urls,
      feeds: state.posts.length > 0,
      frames: [...state.frames.keys()],
    }),
    memo: output.memo,
    pages: output.pages,
  };
  const models: PageModel[] = [];
  const feedItems: FeedItem[] = [];
  const all: Renderable[] = [...state.renderables.values(), { model: notFoundModel(config) }];
  log.progress?.total("rendered", all.length);
  const pageFiles: OutputFiles = new Map();
  // React pages first: the search index lists them with the text they rendered.
  const reactModels = siteCode && apps ? await renderReactPages({ env, apps, code: siteCode, out, log }) : new Map();
  const write = (files: OutputFiles) => out.writeAll(files);
  const breathe = breather();
  const props = { state, threaded: pool !== undefined, output, write, pages: env.pages, breathe };
  for (const plugin of job.plugins) await plugin.beforePages?.(props);
  // Docs and standalone pages render in the thread that parsed them; the rest (generated, blog) here.
  // Pages with the site's components render here, where the site's code is (cli/react/render-mdx.ts).
  const inWorkers = (r: Renderable) =>
    pool !== undefined && (r.source?.kind === "doc" || r.source?.kind === "page") && !hasMdxModule(r);
  const remote = pool && out.workerDir !== undefined ? pool.render(workerJob(all.filter(inWorkers))) : undefined;
  remote?.catch(() => {}); // awaited below; a worker failure must not surface as an unhandled rejection first
  try {
    await renderHere();
  } catch (error) {
    // The workers' pages are still being written into the output: stopped first, so that discarding the
    // output (build.ts) does not race them and the page's own error is the one shown.
    await pool?.close();
    throw error;
  }
  // While the workers render: this thread would otherwise wait with one core idle. Long loops of synchronous
  // writes let worker messages and the progress line's timer through now and then.
  for (const plugin of job.plugins) await plugin.whileRendering?.(props);
  const done = await remote;
  for (const [route, key, files] of done?.pages ?? []) env.pages?.wrote(route, key, files);
  output.noteWorkers(done?.metas ?? []);
  await pool?.close();
  for (const plugin of job.plugins) await plugin.afterPages?.(props);
  return {
    env,
    models,
    feedItems,
    files: new Map([...client.files, ...sidebars.files, ...(siteCode?.files ?? [])]),
  };

  /** The pages rendered in this thread, written as they are done. */
  async function renderHere(): Promise<void> {
    for (const renderable of all) {
      const reactModel = reactModels.get(renderable);
      if (reactModel) {
        models.push(reactModel);
        continue;
      }
      models.push(renderable.model);
      if (inWorkers(renderable)) continue;
      const file = renderable.source?.absPath ?? SITE_WIDE;
      const html = await timedAsync("render", file, () =>
        renderPage(env, state, withSiteContent(renderable), pageFiles),
      );
      log.progress?.done("rendered");
      if (renderable.source?.kind === "post") feedItems.push({ post: renderable.source, html });
      await timedAsync("write", file, () => out.writeAll(pageFiles));
      pageFiles.clear();
    }
  }

  /** A doc, page or post with the site's components: its content rendered by the site's code, with its assets. */
  function withSiteContent(renderable: Renderable): Renderable {
    const source = renderable.source;
    const list = renderable.posts?.some((p) => p.mdx);
    if (!list && !hasMdxModule(renderable) && !(source?.kind === "post" && source.mdx)) return renderable;
    if (!siteCode)
      throw new Error(`internal: ${renderable.model.route} uses the site's components, but no site code was bundled`);
    const site = env.searchChunk ? { ...state.site, searchChunk: env.searchChunk } : state.site;
    const input = { config, site, model: renderable.model, code: siteCode, files: pageFiles };
    if (list) {
      const excerpts = (renderable.posts ?? []).flatMap((p) =>
        p.mdx ? [{ module: excerptModule(p), post: p.route, file: p.file }] : [],
      );
      const rendered = renderMdxExcerpts({ ...input, excerpts });
      const byPost = new Map(
        (renderable.posts ?? []).flatMap((p) => {
          const html = rendered.excerpts.get(p.route);
          return html === undefined ? [] : [[p, html] as const];
        }),
      );
      return { ...renderable, siteHtml: { excerpts: byPost }, siteAssets: rendered.assets };
    }
    if (!source) return renderable;
    const { rendered, bytes, digest } = siteContent({ ...input, file: source.file });
    if (source.kind === "post")
      return { ...renderable, siteHtml: { content: rendered.contentHtml }, siteAssets: rendered.assets };
    const contentHtml = Promise.resolve(bytes);
    return { ...renderable, source: { ...source, contentHtml, contentDigest: digest }, siteAssets: rendered.assets };
  }

  /**
   * The content of a page with the site's components, from the memo when the site's code, the site data and
   * the page's model are those it was rendered with (the config is the memo's for its whole life).
   */
  function siteContent(input: Parameters<typeof renderMdxContent>[0]): SiteContent {
    const render = (files: OutputFiles): SiteContent => {
      const rendered = renderMdxContent({ ...input, files });
      const bytes = Buffer.from(rendered.contentHtml, "utf8");
      return { rendered, bytes, digest: digestOf(bytes), files: [] };
    };
    const memo = env.memo;
    if (!memo?.siteContent) return render(input.files);
    const parts = [String(codeId(input.code)), siteDigest(env, state.site), input.file, JSON.stringify(input.model)];
    const kept = memo.siteContent(sha256(parts, "base64"), () => {
      const files: OutputFiles = new Map();
      return { ...render(files), files: [...files] };
    });
    for (const [rel, contents] of kept.files) input.files.set(rel, contents);
    return kept;
  }

  function workerJob(pages: Renderable[]) {
    return {
      type: "render" as const,
      site: state.site,
      sidebars: state.sidebars,
      pages: pages.map((r): [string, PageModel] => [r.source?.absPath ?? "", r.model]),
      client: { js: client.js, css: client.css, searchChunk: client.searchChunk },
      feeds: env.feedLinks !== undefined,
      sidebarUrls: sidebars.urls,
      frames: [...state.frames.keys()],
      outDir: out.workerDir ?? "",
    };
  }
}

/** A number for each bundle of the site's code: a memo key names the code it was rendered with. */
const codeIds = new WeakMap<SiteCode, number>();
let lastCodeId = 0;
function codeId(code: SiteCode): number {
  let id = codeIds.get(code);
  if (id === undefined) {
    id = ++lastCodeId;
    codeIds.set(code, id);
  }
  return id;
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

function hasMdxModule(r: Renderable): boolean {
  return r.source !== undefined && "mdxModule" in r.source && r.source.mdxModule !== undefined;
}
