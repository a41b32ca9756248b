import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { inlineScript } from "../../templates/color-mode.ts";
import { type PageData, pageDataPath } from "../../templates/site-data.ts";
import type { ClientAssets } from "../assets/client-bundle.ts";
import { feedLinkTags } from "../blog/feeds.ts";
import { blogPageHtml, postHtml } from "../blog/render.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { ParsedSource } from "../content/types.ts";
import { resolveLinkTokens } from "../markdown/rewrite-links.ts";
import type { PageModel } from "../model/page-model.ts";
import { baseUrlCheckScript } from "../render/base-url-script.ts";
import { renderDocument } from "../render/document.ts";
import { htmlPathOf } from "../write/output.ts";
import type { Renderable, SiteState } from "./site-state.ts";

/** Files to write, output-relative path → contents. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** What rendering needs besides the site state; created once per build (or once per watch session). */
export interface RenderEnv {
  config: ResolvedConfig;
  client: ClientAssets;
  themeScript: string;
  baseUrlScript: string;
  /** `<link rel="alternate">` tags of the blog feeds, on every page when the blog has posts. */
  feedLinks?: string;
  /** Sidebar id → URL of its JSON asset (written once by the build, see sidebarAssets). */
  sidebarUrls: Record<string, string>;
  /** URL of the search dialog's chunk (see SiteData.searchChunk). */
  searchChunk?: string;
  /** Rendered pages of the previous build, reused when nothing they are made of changed (watch mode). */
  memo?: RenderMemo;
}

/** One content-hashed JSON file per sidebar; every page of the sidebar refers to it. */
export function sidebarAssets(
  config: ResolvedConfig,
  sidebars: Record<string, unknown>,
): { files: OutputFiles; urls: Record<string, string> } {
  const files: OutputFiles = new Map();
  const urls: Record<string, string> = {};
  for (const [id, items] of Object.entries(sidebars)) {
    const json = JSON.stringify(items);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
    const rel = `assets/sidebars/${id.replace(/[^\w-]/g, "_")}-${hash}.json`;
    files.set(rel, json);
    urls[id] = config.baseUrl + rel;
  }
  return { files, urls };
}

export function createRenderEnv(
  config: ResolvedConfig,
  state: SiteState,
  client: ClientAssets,
  sidebarUrls: Record<string, string>,
): RenderEnv {
  return {
    config,
    client,
    themeScript: inlineScript(state.site),
    baseUrlScript: baseUrlCheckScript(config.baseUrl),
    feedLinks: state.posts.length > 0 ? feedLinkTags(config) : undefined,
    sidebarUrls,
    searchChunk: client.searchChunk ? config.baseUrl + client.searchChunk : undefined,
  };
}

/** sha256 CSP sources of the inline scripts. */
export function scriptHashes(env: RenderEnv): string[] {
  return [env.themeScript, env.baseUrlScript].map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);
}

/**
 * Renders one page: its content (docs and pages: rendered when parsed, links filled in here; blog: from the
 * tree) inside the layout; plus the page data used by in-site navigation. Images next to the source are
 * added to `files` as hashed assets.
 */
export async function renderPage(
  env: RenderEnv,
  state: SiteState,
  renderable: Renderable,
  files: OutputFiles,
): Promise<string> {
  const { config } = env;
  const { model, source } = renderable;
  const copyAsset = (absPath: string) => {
    const data = readFileSync(absPath);
    const hash = createHash("sha256").update(data).digest("hex").slice(0, 8);
    const ext = extname(absPath);
    const rel = `assets/images/${basename(absPath, ext)}-${hash}${ext}`;
    files.set(rel, data);
    return config.baseUrl + rel;
  };
  let contentHtml = "";
  if (source?.kind === "post") {
    contentHtml = await postHtml(state, source, false, copyAsset);
  } else if (model.kind.startsWith("blog-")) {
    contentHtml = await blogPageHtml(env, state, renderable, copyAsset);
  } else if (source) {
    contentHtml = resolveLinkTokens(
      (await parsedHere(source, source.contentHtml)).toString("utf8"),
      state.linkCtx,
      source,
      copyAsset,
    );
  }
  const sidebar = model.sidebarId ? state.sidebars[model.sidebarId] : undefined;
  // The site data comes from the models; the chunk's name is known only once the client is bundled.
  const site = env.searchChunk ? { ...state.site, searchChunk: env.searchChunk } : state.site;
  const render = () =>
    renderDocument({
      config,
      props: { site, page: model, sidebar, contentHtml },
      sidebarUrl: sidebarUrl(env, model),
      assets: { js: config.baseUrl + env.client.js, css: config.baseUrl + env.client.css },
      themeScript: env.themeScript,
      baseUrlScript: model.kind === "home" ? env.baseUrlScript : undefined,
      extraHead: env.feedLinks,
    });
  const html = env.memo ? env.memo.html(memoKey(env, site, model, contentHtml), render) : render();
  if (model.kind === "not-found") {
    files.set("404.html", html);
    return contentHtml;
  }
  files.set(htmlPathOf(model.route), html);
  const data: PageData = { page: model, sidebarUrl: sidebarUrl(env, model), contentHtml };
  files.set(pageDataPath(model.route), JSON.stringify(data));
  return contentHtml;
}

/**
 * Everything a page's HTML is made of apart from the config and the client, which stay the same for the
 * life of a memo (watch mode starts a fresh worker when either changes). The sidebar is in by its URL,
 * which carries the hash of its content.
 */
function memoKey(env: RenderEnv, site: unknown, model: PageModel, contentHtml: string): string {
  return createHash("sha256")
    .update(JSON.stringify([site, model, sidebarUrl(env, model), env.themeScript, env.feedLinks ?? ""]))
    .update(contentHtml)
    .digest("base64");
}

/**
 * Page HTML by what it is made of: a rebuild renders again only the pages whose inputs changed (watch mode;
 * React's renderToString was most of a rebuild). Entries not used by a build are dropped after it.
 */
export class RenderMemo {
  private previous = new Map<string, string>();
  private current = new Map<string, string>();

  html(key: string, render: () => string): string {
    const html = this.current.get(key) ?? this.previous.get(key) ?? render();
    this.current.set(key, html);
    return html;
  }

  /** Called after each build: what it did not use goes. */
  endBuild(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}

/** The highlighted code blocks of a source (awaited: the highlight thread may still be working on them). */
export function codeOf(source: ParsedSource): Promise<string[]> {
  return parsedHere(source, source.codeHtml);
}

/** What only the thread that parsed a source holds (copies sent to other threads go without it). */
function parsedHere<T>(source: ParsedSource, value: Promise<T> | undefined): Promise<T> {
  if (!value) throw new Error(`internal: ${source.file} is rendered in a thread that did not parse it`);
  return value;
}

function sidebarUrl(env: RenderEnv, model: PageModel): string | undefined {
  return model.sidebarId ? env.sidebarUrls[model.sidebarId] : undefined;
}
