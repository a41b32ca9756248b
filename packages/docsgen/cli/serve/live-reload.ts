import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Browser side of watch mode: reloads on rebuild (keeping scroll), shows an overlay on a failed build.
 * A rebuild that finished while the page was loading sent its event before the page listened: the page
 * knows which build served it (data-generation) and reloads when the server says it has a newer one.
 */
export const RELOAD_CLIENT = `(() => {
  const key = "docsgen-scroll:" + location.pathname;
  const y = sessionStorage.getItem(key);
  if (y !== null) { sessionStorage.removeItem(key); addEventListener("load", () => scrollTo(0, Number(y))); scrollTo(0, Number(y)); }
  const served = Number(document.currentScript && document.currentScript.dataset.generation);
  const route = () => decodeURIComponent(location.pathname);
  const reload = () => { sessionStorage.setItem(key, String(scrollY)); location.reload(); };
  const events = new EventSource("/__docsgen/events");
  events.addEventListener("hello", (e) => {
    if (served >= 0 && JSON.parse(e.data).generation !== served) reload();
  });
  events.addEventListener("reload", (e) => {
    const { paths } = JSON.parse(e.data);
    if (paths !== "all" && !paths.includes(route())) return;
    reload();
  });
  events.addEventListener("failed", (e) => {
    let box = document.getElementById("__docsgen-overlay");
    if (!box) {
      box = document.createElement("div");
      box.id = "__docsgen-overlay";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(20,20,20,.92);color:#ffb4b4;font:14px/1.5 ui-monospace,monospace;padding:2rem;white-space:pre-wrap;overflow:auto";
      document.body.append(box);
    }
    const data = JSON.parse(e.data);
    box.textContent = "docsgen: " + data.headline + "\\n\\n" + data.message;
  });
  events.addEventListener("recovered", () => location.reload());
})();`;

/** Server-sent events to every open page. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  /** The overlay's first line, in the site's language (its catalogue's `rebuildFailed`). */
  constructor(readonly headline: string) {}
  failed: string | undefined;
  /** Successful builds so far: pages are served with it and told the current one when they connect. */
  generation = 0;

  /** Handles `/__docsgen/*`; returns true when it answered. */
  handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url === "/__docsgen/reload.js") {
      res
        .writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" })
        .end(RELOAD_CLIENT);
      return true;
    }
    if (req.url === "/__docsgen/events") {
      res.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-store",
        Connection: "keep-alive",
      });
      res.write(`event: hello\ndata: ${JSON.stringify({ generation: this.generation })}\n\n`);
      if (this.failed)
        res.write(`event: failed\ndata: ${JSON.stringify({ message: this.failed, headline: this.headline })}\n\n`);
      this.clients.add(res);
      req.on("close", () => this.clients.delete(res));
      return true;
    }
    return false;
  };

  /** Adds the reload client to served HTML (a same-origin script, so the CSP allows it). */
  inject = (html: string): string =>
    html.replace("</body>", `<script src="/__docsgen/reload.js" data-generation="${this.generation}"></script></body>`);

  send(event: "reload" | "failed" | "recovered", data: unknown) {
    for (const res of this.clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  close() {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}
