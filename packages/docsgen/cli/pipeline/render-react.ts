import { SKIP_TARGET_ID } from "../../shared/element-ids.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Logger } from "../diagnostics/log.ts";
import type { Renderable } from "../model/renderable.ts";
import type { SiteState } from "../plugins/site.ts";
import { frameOrigins } from "../react/frames.ts";
import { type ReactApp, renderReactApp, renderReactPage } from "../react/render.ts";
import type { SiteCode } from "../react/site-code.ts";
import type { OutputFiles, RenderEnv } from "../render/env.ts";
import { htmlSearchSections } from "../search/html-sections.ts";
import { pageSearch, searchDigestOf } from "../search/page-search.ts";
import type { BuildOutput } from "../write/output.ts";

/**
 * Renders the components of the site's React pages (src/pages/*.tsx), first of all: the origins of the
 * iframes they render join the content's in the policy's `frame-src` (state.frames), which every page's
 * document then carries.
 */
export function renderReactApps(job: {
  config: ResolvedConfig;
  state: SiteState;
  site: SiteData;
  code: SiteCode;
}): Map<Renderable, ReactApp> {
  const apps = new Map<Renderable, ReactApp>();
  for (const renderable of job.state.renderables.values()) {
    if (!renderable.react) continue;
    const { react, model } = renderable;
    const app = renderReactApp({ config: job.config, site: job.site, page: react, model, code: job.code });
    apps.set(renderable, app);
    for (const origin of frameOrigins(app.rendered.html)) {
      const files = job.state.frames.get(origin) ?? [];
      if (!files.includes(react.file)) job.state.frames.set(origin, [...files, react.file]);
    }
  }
  return apps;
}

/**
 * Writes the site's React pages, before the other pages: each one's text goes to the search index
 * (`renderable.rendered`), which may be built before the other pages render. Returns each one's model, with
 * the title and description its components gave.
 */
export async function renderReactPages(job: {
  env: RenderEnv;
  apps: Map<Renderable, ReactApp>;
  code: SiteCode;
  out: BuildOutput;
  log: Logger;
}): Promise<Map<Renderable, PageModel>> {
  const { env, code, out, log } = job;
  const models = new Map<Renderable, PageModel>();
  const files: OutputFiles = new Map();
  for (const [renderable, app] of job.apps) {
    if (!renderable.react) continue;
    const { model, appHtml } = renderReactPage({
      env,
      app,
      page: renderable.react,
      model: renderable.model,
      code,
      files,
    });
    models.set(renderable, model);
    const sections = htmlSearchSections(appHtml, SKIP_TARGET_ID);
    const digest = searchDigestOf(model.title, sections);
    renderable.rendered = { title: model.title, digest, ...pageSearch(model.title, sections) };
    log.progress?.done("rendered");
    await out.writeAll(files);
    files.clear();
  }
  return models;
}
