import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { PageModel } from "../../shared/page-model.ts";
import type { PageData } from "../../shared/site-data.ts";
import { htmlPathOf, pageDataPath } from "../../shared/url.ts";
import { excerptsHtml, postHtml } from "../blog/render.ts";
import { assetPath } from "../content/assets.ts";
import { contentOf } from "../content/held.ts";
import type { Renderable } from "../model/renderable.ts";
import { renderDocument } from "../render/document.ts";
import type { OutputFiles, RenderEnv } from "../render/env.ts";
import type { RenderState } from "./site-state.ts";

/**
 * Renders one page: its content (docs and pages: rendered when parsed, with final URLs; blog: from the
 * tree) inside the layout; plus the page data used by in-site navigation. Images next to the source are
 * added to `files` as hashed assets.
 */
export async function renderPage(
  env: RenderEnv,
  state: RenderState,
  renderable: Renderable,
  files: OutputFiles,
): Promise<string> {
  const { config } = env;
  const { model, source } = renderable;
  const copyAsset = (absPath: string) => {
    const rel = assetPath(absPath);
    files.set(rel, readFileSync(absPath));
    return config.baseUrl + rel;
  };
  let contentHtml = "";
  // Blog list pages have no content of their own: the template lists the posts, with these excerpts.
  const excerpts = renderable.posts ? await excerptsHtml(state, renderable.posts, copyAsset) : undefined;
  if (source?.kind === "post") {
    contentHtml = await postHtml(state, source, false, copyAsset);
  } else if (source) {
    contentHtml = (await contentOf(source)).toString("utf8");
    for (const [rel, absPath] of source.assets ?? []) files.set(rel, readFileSync(absPath));
  }
  const sidebar = model.sidebarId ? state.sidebars[model.sidebarId] : undefined;
  // The site data comes from the models; the chunk's name is known only once the client is bundled.
  const site = env.searchChunk ? { ...state.site, searchChunk: env.searchChunk } : state.site;
  const render = () =>
    renderDocument({
      config,
      props: { site, page: model, sidebar, contentHtml, excerptsHtml: excerpts },
      sidebarUrl: sidebarUrl(env, model),
      assets: { js: config.baseUrl + env.client.js, css: config.baseUrl + env.client.css },
      themeScript: env.themeScript,
      baseUrlScript: model.kind === "home" ? env.baseUrlScript : undefined,
      extraHead: env.feedLinks,
    });
  const html = env.memo
    ? env.memo.html(memoKey(env, site, model, contentHtml, excerpts), render, contentHtml)
    : render();
  if (model.kind === "not-found") {
    files.set("404.html", html);
    return contentHtml;
  }
  files.set(htmlPathOf(model.route), html);
  const data: PageData = { page: model, sidebarUrl: sidebarUrl(env, model), contentHtml, excerptsHtml: excerpts };
  files.set(pageDataPath(model.route), JSON.stringify(data));
  return contentHtml;
}

/**
 * Everything a page's HTML is made of apart from the config and the client, which stay the same for the
 * life of a memo (watch mode starts a fresh worker when either changes). The sidebar is in by its URL,
 * which carries the hash of its content.
 */
function memoKey(env: RenderEnv, site: unknown, model: PageModel, contentHtml: string, excerpts?: string[]): string {
  return createHash("sha256")
    .update(JSON.stringify([site, model, sidebarUrl(env, model), env.themeScript, env.feedLinks ?? "", excerpts ?? []]))
    .update(contentHtml)
    .digest("base64");
}

function sidebarUrl(env: RenderEnv, model: PageModel): string | undefined {
  return model.sidebarId ? env.sidebarUrls[model.sidebarId] : undefined;
}
