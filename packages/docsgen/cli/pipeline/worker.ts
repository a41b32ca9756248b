import { parentPort } from "node:worker_threads";
import { type BuildCache, openBuildCache } from "../cache/open.ts";
import { recallParses } from "../cache/parse-cache.ts";
import { parseAll } from "../content/parse-all.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import { takeTallies, timedAsync } from "../diagnostics/profile.ts";
import { type Highlighting, portHighlighting } from "../highlight/service.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { type ContentSource, contentSource } from "../model/renderable.ts";
import type { RenderState } from "../plugins/site.ts";
import { createRenderEnv, type OutputFiles } from "../render/env.ts";
import type { FromWorker, RenderedPage, ToWorker } from "../threads/worker-protocol.ts";
import { OutputWriter } from "../write/output.ts";
import { renderPage } from "./render-page.ts";

/**
 * A build worker thread: parses batches of the markdown and renders its content as soon as the code is
 * highlighted (see render/prerender.ts), and later renders and writes those pages. Only light data
 * crosses threads (models in, metadata out), never trees or page HTML.
 */
function workerSession() {
  // Set by the first batch (it carries the config, the route table and the highlight port).
  let linkCtx: LinkContext | undefined;
  let highlighting: Highlighting | undefined;
  let cache: BuildCache | undefined;
  /** What rendering needs of the sources this thread parsed, until it renders them. */
  const sources = new Map<string, ContentSource>();

  async function parse(message: Extract<ToWorker, { type: "parse" }>): Promise<FromWorker> {
    if (message.config)
      // No `resolved`: a worker resolves each link once (its parse or cache check), so a memo would only hold memory.
      linkCtx = { config: message.config, routeOfFile: new Map(message.routeOfFile), files: new Map() };
    if (message.highlightPort) highlighting = portHighlighting(message.highlightPort);
    if (message.cache) cache = openBuildCache(message.cache, { searchNow: true, notes: true });
    if (!highlighting || !linkCtx) throw new Error("internal: the first batch carries the config and a highlight port");
    const { docs, pages, reused, ignored } = await parseAll(message.heads, linkCtx, highlighting, {
      recall: cache && recallParses(cache.pages, linkCtx),
    });
    // Rendered content stays here; the main thread gets everything else but the body (it sent it), and
    // this thread keeps only what rendering needs (thousands of bodies would be held twice otherwise).
    const light = async <T extends DocSource | PageSource>(s: T): Promise<T> => ({
      ...s,
      body: "",
      search: await s.search,
      codeHtml: undefined,
      contentHtml: undefined,
      // Pages with the site's components render in the main thread, with the site's code (cli/react/).
      ...(s.mdxModule ? { mdxModule: await s.mdxModule } : {}),
    });
    const reply: FromWorker = {
      type: "parsed",
      docs: await Promise.all(docs.map(light)),
      pages: await Promise.all(pages.map(light)),
      reused,
      ignored,
      profile: takeTallies(),
    };
    for (const s of [...docs, ...pages]) sources.set(s.absPath, contentSource(s));
    return reply;
  }

  async function render(message: Extract<ToWorker, { type: "render" }>): Promise<FromWorker> {
    if (!linkCtx) throw new Error("internal: render before parse");
    const state: RenderState = { site: message.site, sidebars: message.sidebars, linkCtx };
    const client = { ...message.client, files: new Map() };
    // With the build cache on, the pages' render keys go back for the output record (cache/output-record.ts).
    const rendered: RenderedPage[] = [];
    const env = {
      ...createRenderEnv(linkCtx.config, message.site, client, {
        sidebarUrls: message.sidebarUrls,
        feeds: message.feeds,
        frames: message.frames,
      }),
      memo: cache?.html(client),
      pages: cache && {
        keep: () => false,
        wrote: (route: string, key: string, files: string[]) => void rendered.push([route, key, files]),
      },
    };
    const out = new OutputWriter(message.outDir);
    const files: OutputFiles = new Map();
    let written = 0;
    let pages = 0;
    for (const [absPath, model] of message.pages) {
      const source = sources.get(absPath);
      if (!source) continue;
      await timedAsync("render", absPath, () => renderPage(env, state, { model, source }, files));
      // Written page by page, and the content let go: memory stays flat however large the site.
      await timedAsync("write", absPath, () => out.writeAll(files));
      written += files.size;
      files.clear();
      sources.delete(absPath);
      if (++pages % PROGRESS_EVERY === 0) parentPort?.postMessage({ type: "progress", rendered: PROGRESS_EVERY });
    }
    parentPort?.postMessage({ type: "progress", rendered: pages % PROGRESS_EVERY });
    await cache?.flush(); // before the pool ends this thread
    return { type: "rendered", files: written, pages: rendered, metas: cache?.notes() ?? [], profile: takeTallies() };
  }

  return (message: ToWorker) => (message.type === "parse" ? parse(message) : render(message));
}

/** Pages between two progress messages: often enough for a live count, rare enough to cost nothing. */
const PROGRESS_EVERY = 16;

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
