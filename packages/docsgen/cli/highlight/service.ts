import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import { addTime, profiling } from "../diagnostics/profile.ts";
import type { CodeRequest, FromHighlighter, ToHighlighter } from "./protocol.ts";

/** Highlights blocks, reporting the time it took when asked (profiled builds). */
type Answer = (blocks: CodeRequest[], took?: (ms: number) => void) => Promise<string[]>;

/**
 * Where code blocks get highlighted. Requests are sent as pages are parsed and answered while parsing goes
 * on, so the two largest costs of a build (markdown parsing, highlighting) overlap on two cores.
 */
export interface Highlighting {
  /** The `<pre>` HTML of each block, in order; `file`, the page they are in, is for the profile (profile.ts). */
  highlight(blocks: CodeRequest[], file?: string): Promise<string[]>;
  /** A port for another thread to send requests through (see portHighlighting). */
  connect(): MessagePort;
  close(): Promise<void>;
}

/** Highlights in this thread (`--threads 1`, tests). */
export function localHighlighting(): Highlighting {
  const answer: Answer = async (blocks, took) => {
    // Imported on first use: a thread that only sends code elsewhere never loads shiki.
    const { highlightBlocks } = await import("../markdown/highlight.ts");
    return highlightBlocks(blocks, took);
  };
  const ports: MessagePort[] = [];
  return {
    highlight: (blocks, file = "") =>
      blocks.length === 0
        ? Promise.resolve([])
        : answer(blocks, profiling() ? (ms) => addTime("highlight", file, ms) : undefined),
    connect() {
      const { port1, port2 } = new MessageChannel();
      serve(port1, answer);
      ports.push(port1);
      return port2;
    },
    async close() {
      for (const port of ports) port.close();
    },
  };
}

/**
 * One highlight thread for the whole build. Only this thread compiles grammars: compiling the TypeScript
 * grammar's scanners costs about a second, once per thread that highlights, however few blocks it sees.
 */
export function threadHighlighting(workerUrl: URL): Highlighting {
  const worker = new Worker(workerUrl, { env: process.env });
  // Ports keep the event loop alive only while requests are pending (see portHighlighting).
  worker.unref();
  // A crash closes every port (pending requests fail); the error itself is reported here.
  worker.on("error", (error) => console.error(`docsgen: the highlight thread failed: ${error.message}`));
  const connect = () => {
    const { port1, port2 } = new MessageChannel();
    worker.postMessage({ port: port1 }, [port1]);
    return port2;
  };
  const own = portHighlighting(connect());
  return {
    highlight: (blocks, file) => own.highlight(blocks, file),
    connect,
    async close() {
      await own.close();
      await worker.terminate();
    },
  };
}

/** The client end of a port to a highlighter (in a build worker thread, or the main thread). */
export function portHighlighting(port: MessagePort): Highlighting {
  let next = 1;
  const pending = new Map<
    number,
    { resolve: (html: string[]) => void; reject: (e: Error) => void; file: string | undefined }
  >();
  port.on("message", (reply: FromHighlighter) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) port.unref();
    if ("error" in reply) p?.reject(new Error(`highlighting failed: ${reply.error}`));
    else {
      if (reply.ms !== undefined) addTime("highlight", p?.file ?? "", reply.ms);
      p?.resolve(reply.html);
    }
  });
  // The other end closes when the highlight thread stops (or crashes): nothing pending may wait forever.
  port.on("close", () => {
    for (const p of pending.values()) p.reject(new Error("the highlight thread stopped before answering"));
    pending.clear();
  });
  port.unref();
  return {
    highlight(blocks, file) {
      if (blocks.length === 0) return Promise.resolve([]);
      const id = next++;
      port.ref();
      port.postMessage({ id, blocks } satisfies ToHighlighter);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, file }));
    },
    connect() {
      throw new Error("internal: a port client cannot hand out ports");
    },
    async close() {
      port.close();
    },
  };
}

/** Answers requests arriving on `port`, in order. */
export function serve(port: MessagePort, answer: Answer): void {
  port.on("message", (request: ToHighlighter) => {
    let ms: number | undefined;
    const took = (t: number) => {
      ms = t;
    };
    answer(request.blocks, profiling() ? took : undefined).then(
      (html) => port.postMessage({ id: request.id, html, ...(ms !== undefined && { ms }) } satisfies FromHighlighter),
      (error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies FromHighlighter),
    );
  });
}
