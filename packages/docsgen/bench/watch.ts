// Watch mode: the time from saving a page to the browser's `reload` event, on a copy of this site.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import { join, relative, sep } from "node:path";
import { type Figure, figure, single } from "./lib/figures.ts";
import { readBaseUrl, walk } from "./lib/output.ts";
import { freePort, log, sleep, startServe, stopChild } from "./lib/processes.ts";
import { SITE, WATCH_EDITS } from "./lib/settings.ts";

export interface WatchResult {
  file: string;
  edits: number;
  warmupEdits: number;
  initialBuild: Figure;
  saveToReload: Figure;
  docsgenRebuild: Figure;
  docsgenAfterChange: Figure;
  timeouts: number;
  extraEvents: number;
  note: string;
}

interface SseEvent {
  event: string;
  data: string;
  at: number;
}

function subscribe(url: string, onEvent: (e: SseEvent) => void): Promise<IncomingMessage> {
  return new Promise((res, rej) => {
    const req = get(url, { agent: false }, (response) => {
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length || event !== "message") onEvent({ event, data: data.join("\n"), at });
          end = buffer.indexOf("\n\n");
        }
      });
      res(response);
    });
    req.on("error", rej);
  });
}

export async function benchWatch(tmp: string): Promise<WatchResult> {
  const copy = join(tmp, "watch-site");
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const name of ["docs", "pages", "src", "static", "site.config.ts", "sidebars.ts"]) {
    if (existsSync(join(SITE, name))) cpSync(join(SITE, name), join(copy, name), { recursive: true });
  }
  // docs/introduction/overview.md, or the first doc if that page is gone.
  const preferred = "docs/introduction/overview.md";
  const editRel = existsSync(join(copy, preferred))
    ? preferred
    : walk(join(copy, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => relative(copy, f).split(sep).join("/"))
        .sort()[0];
  const editFile = join(copy, editRel);
  const port = await freePort();
  const baseUrl = readBaseUrl(copy);
  log(`  watch: serve --watch on a copy (${copy}), port ${port}`);
  const server = await startServe(
    [copy, "--watch", "--port", String(port), "--out-dir", join(tmp, "watch-out")],
    `http://127.0.0.1:${port}${baseUrl}`,
    300_000,
  );
  const events: SseEvent[] = [];
  const stream = await subscribe(`http://127.0.0.1:${port}/__docsgen/events`, (e) => events.push(e));
  const latencies: number[] = [];
  const rebuild: number[] = [];
  const afterChange: number[] = [];
  let timeouts = 0;
  let extraEvents = 0;
  const warmup = 1;
  try {
    await sleep(1000); // let chokidar settle after the first build
    for (let i = 0; i < warmup + WATCH_EDITS; i++) {
      const seenEvents = events.length;
      const seenLines = server.output.length;
      const t0 = performance.now();
      writeFileSync(
        editFile,
        `${readFileSync(editFile, "utf8")}\n基准测试追加的第 ${i + 1} 句：保存之后页面应该自动刷新。\n`,
      );
      let reload: SseEvent | undefined;
      while (!reload && performance.now() - t0 < 30_000) {
        reload = events.slice(seenEvents).find((e) => e.event === "reload" || e.event === "recovered");
        if (!reload) await sleep(2);
      }
      // Quiet period: any further event from this one save is counted, not mistaken for the next edit's.
      await sleep(400);
      const after = events.slice(seenEvents).filter((e) => e.event !== "message").length;
      if (!reload) {
        timeouts++;
        continue;
      }
      if (after > 1) extraEvents += after - 1;
      if (i < warmup) continue;
      latencies.push(reload.at - t0);
      const line = server.output
        .slice(seenLines)
        .map((l) => /rebuilt .* in ([\d.]+) ms \((\d+) ms after the change\)/.exec(l))
        .find((m) => m);
      if (line) {
        rebuild.push(Number(line[1]));
        afterChange.push(Number(line[2]));
      }
    }
  } finally {
    stream.destroy();
    await stopChild(server.child);
  }
  return {
    file: editRel,
    edits: WATCH_EDITS,
    warmupEdits: warmup,
    initialBuild: single(
      "s",
      server.readyMs / 1000,
      "spawn of `serve --watch` until the site answers (first full build)",
    ),
    saveToReload: figure("ms", latencies, {
      note: "from just before the write to the `reload` server-sent event arriving at a client",
    }),
    docsgenRebuild: figure("ms", rebuild, { note: "the worker's own rebuild time, as logged by docsgen" }),
    docsgenAfterChange: figure("ms", afterChange, {
      note: "docsgen's log: from chokidar's change event to the rebuild reply (excludes file-watch detection)",
    }),
    timeouts,
    extraEvents,
    note: `appends one sentence to ${editRel} of a temporary copy of the site; ${warmup} warm-up edit not counted; 400 ms pause between edits`,
  };
}
