import { SKIP_TARGET_ID } from "../../shared/element-ids.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { Logger } from "../diagnostics/log.ts";
import type { Renderable } from "../model/renderable.ts";
import type { SiteCode } from "../react/bundle.ts";
import { unlistedFrameOrigins } from "../react/frames.ts";
import { renderReactPage } from "../react/render.ts";
import type { OutputFiles, RenderEnv } from "../render/env.ts";
import { htmlSearchSections } from "../search/html-sections.ts";
import { pageSearch, searchDigestOf } from "../search/page-search.ts";
import type { BuildOutput } from "../write/output.ts";
import type { SiteState } from "./site-state.ts";

/**
 * Renders and writes the site's React pages (src/pages/*.tsx), before the other pages: each one's text
 * goes to the search index (`renderable.rendered`), which may be built before the other pages render.
 * Returns each one's model, with the title and description its components gave.
 */
export async function renderReactPages(job: {
  env: RenderEnv;
  state: SiteState;
  all: readonly Renderable[];
  code: SiteCode;
  out: BuildOutput;
  log: Logger;
}): Promise<Map<Renderable, PageModel>> {
  const { env, state, code, out, log } = job;
  const models = new Map<Renderable, PageModel>();
  const files: OutputFiles = new Map();
  // The site data comes from the models; the chunk's name is known only once the client is bundled.
  const site = env.searchChunk ? { ...state.site, searchChunk: env.searchChunk } : state.site;
  for (const renderable of job.all) {
    if (!renderable.react) continue;
    const { model, appHtml } = renderReactPage({
      env,
      site,
      page: renderable.react,
      model: renderable.model,
      code,
      files,
    });
    models.set(renderable, model);
    const sections = htmlSearchSections(appHtml, SKIP_TARGET_ID);
    const digest = searchDigestOf(model.title, sections);
    renderable.rendered = { title: model.title, digest, ...pageSearch(model.title, sections) };
    for (const [rel, html] of files) {
      if (!rel.endsWith(".html") || typeof html !== "string") continue;
      for (const origin of unlistedFrameOrigins(html, [...state.frames.keys()])) {
        state.diagnostics.push({
          severity: "warning",
          code: "frame-blocked",
          message: `an iframe of this React page loads ${origin}, which the content security policy does not allow: the browser will block it`,
          file: renderable.react.file,
          hint: "Embed it from a markdown page (its iframe origins are allowed), or allow the origin in your server's own CSP.",
        });
      }
    }
    log.progress?.done("rendered");
    await out.writeAll(files);
    files.clear();
  }
  return models;
}
