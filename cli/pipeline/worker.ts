import { parentPort } from "node:worker_threads";
import type { ResolvedConfig } from "../config/resolve.ts";
import { loadAll } from "../content/load.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import { type Highlighting, portHighlighting } from "../highlight/service.ts";
import { createRenderEnv, type OutputFiles } from "../render/env.ts";
import { OutputWriter } from "../write/output.ts";
import { renderPage } from "./render-page.ts";
import type { RenderState } from "./site-state.ts";
import type { FromWorker, ToWorker } from "./worker-protocol.ts";

/**
 * A build worker thread: parses batches of the markdown and renders its content as soon as the code is
 * highlighted (see render/prerender.ts), and later renders and writes those pages. Only light data
 * crosses threads (models in, metadata out), never trees or page HTML.
 */
function workerSession() {
  // Set by the first batch (it carries the config and the highlight port), kept for the render.
  let config: ResolvedConfig | undefined;
  let highlighting: Highlighting | undefined;
  /** Sources this thread parsed, until it renders them. */
  const sources = new Map<string, DocSource | PageSource>();

  async function parse(message: Extract<ToWorker, { type: "parse" }>): Promise<FromWorker> {
    config = message.config;
    if (message.highlightPort) highlighting = portHighlighting(message.highlightPort);
    if (!highlighting) throw new Error("parse without a highlight port");
    const { docs, pages } = await loadAll(config, { docs: message.docs, pages: message.pages }, highlighting);
    // Rendered content stays here; the main thread gets everything else, and this thread keeps only what
    // rendering needs (the body and search text of thousands of pages would be held twice otherwise).
    const light = <T extends DocSource | PageSource>(s: T): T => ({
      ...s,
      codeHtml: undefined,
      contentHtml: undefined,
    });
    const reply: FromWorker = { type: "parsed", docs: docs.map(light), pages: pages.map(light) };
    for (const s of [...docs, ...pages]) sources.set(s.absPath, { ...s, body: "", sections: [] });
    return reply;
  }

  async function render(message: Extract<ToWorker, { type: "render" }>): Promise<FromWorker> {
    if (!config) throw new Error("render before parse");
    const state: RenderState = {
      site: message.site,
      sidebars: message.sidebars,
      linkCtx: { config, routeOfFile: new Map(message.routeOfFile), files: new Map() },
    };
    const client = { ...message.client, files: new Map() };
    const env = createRenderEnv(config, message.site, client, message.sidebarUrls, { feeds: message.feeds });
    const out = new OutputWriter(message.outDir);
    const files: OutputFiles = new Map();
    let written = 0;
    for (const [absPath, model] of message.pages) {
      const source = sources.get(absPath);
      if (!source) continue;
      await renderPage(env, state, { model, source }, files);
      // Written page by page, and the content let go: memory stays flat however large the site.
      await out.writeAll(files);
      written += files.size;
      files.clear();
      sources.delete(absPath);
    }
    return { type: "rendered", files: written };
  }

  return (message: ToWorker) => (message.type === "parse" ? parse(message) : render(message));
}

const handle = workerSession();
parentPort?.on("message", (message: ToWorker) => {
  handle(message).then(
    (reply) => parentPort?.postMessage(reply),
    (error: unknown) =>
      parentPort?.postMessage({
        type: "failed",
        message: error instanceof Error ? error.message : String(error),
        diagnostics: error instanceof BuildError ? error.diagnostics : undefined,
      } satisfies FromWorker),
  );
});
