import { connect, type Socket } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, inject, it } from "vitest";
import { BASE } from "../helpers/servers.ts";

// 200 keep-alive connections, as in the issue and as wrk opens them: all at once, each sending its first
// request as soon as it is connected, the opening burst measured with the rest (that is where Node's servers
// had their tail: one accept per event-loop turn). Bounded: the run stops after DURATION_MS or MAX_REQUESTS,
// whichever comes first, and asserts only latency and answers (never throughput, which depends on what else
// the machine runs).
const CONNECTIONS = 200;
const DURATION_MS = 8_000;
const MAX_REQUESTS = 60_000;

/**
 * One keep-alive connection that sends a request, reads exactly its response (Content-Length or chunked)
 * and reports the status and the time from the first byte sent to the last byte read. A plain socket, like
 * wrk: node:http's client costs several times the server's work per request, and on two shared cores its
 * own delays would be measured as the server's.
 */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: { resolve: (status: number) => void; reject: (e: Error) => void };
  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    socket.on("error", (e) => this.waiting?.reject(e));
    socket.on("close", () => this.waiting?.reject(new Error("connection closed")));
  }

  static open(host: string, port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => resolve(new Connection(socket)));
      socket.setNoDelay(true);
      socket.once("error", reject);
    });
  }

  request(path: string, gzip: boolean): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${gzip ? "Accept-Encoding: gzip\r\n" : ""}Connection: keep-alive\r\n\r\n`,
      );
    });
  }

  private parse() {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.subarray(0, end).toString("latin1");
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    let total: number;
    if (length) total = end + 4 + Number(length[1]);
    else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
      const last = this.buffer.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return;
      total = last + 7;
    } else total = end + 4;
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.subarray(total);
    const { resolve } = this.waiting;
    this.waiting = undefined;
    resolve(status);
  }

  close() {
    this.socket.destroy();
  }
}

describe.each(inject("servers"))("$name under 200 connections", ({ origin }) => {
  it("answers every request, none taking over 1 s", { timeout: 60_000 }, async () => {
    const url = new URL(origin);
    const home = await fetch(origin + BASE).then((r) => r.text());
    const asset = String(/src="([^"]+\/assets\/entry-[A-Z0-9]+\.js)"/.exec(home)?.[1]);
    // What a visitor's browser asks for: pages, an asset, a redirect and a missing page.
    const paths: [string, number][] = [
      [BASE, 200],
      [`${BASE}docs/introduction/overview`, 200],
      [`${BASE}docs/api/types`, 200],
      [`${BASE}markdown-page`, 200],
      [asset, 200],
      [`${BASE}docs/introduction/overview.html`, 301],
      [`${BASE}no/such/page`, 404],
    ];
    // This process's own stalls, printed beside the result: a request can only be as fast as its client.
    const clientDelay = monitorEventLoopDelay({ resolution: 10 });
    let issued = 0;
    let slowest = 0;
    const slow: string[] = [];
    const wrong: string[] = [];
    const run = async (connection: Connection, n: number, until: number) => {
      for (let i = n; performance.now() < until && issued < MAX_REQUESTS; i++) {
        issued++;
        const [path, expected] = paths[i % paths.length] as [string, number];
        const start = performance.now();
        const status = await connection.request(path, i % 2 === 0);
        const ms = performance.now() - start;
        if (status !== expected) wrong.push(`${path}: ${status}`);
        slowest = Math.max(slowest, ms);
        if (ms > 1000) slow.push(`${path}: ${ms.toFixed(0)} ms`);
      }
    };
    const connections: Connection[] = [];
    clientDelay.enable();
    const deadline = performance.now() + DURATION_MS;
    try {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, n) => {
          const connection = await Connection.open(url.hostname, Number(url.port));
          connections.push(connection);
          await run(connection, n, deadline);
        }),
      );
    } finally {
      clientDelay.disable();
      for (const c of connections) c.close();
    }
    console.info(
      `${origin}: ${issued} requests over ${CONNECTIONS} connections, slowest ${slowest.toFixed(0)} ms (longest stall of this client: ${(clientDelay.max / 1e6).toFixed(0)} ms)`,
    );
    expect(wrong.slice(0, 10)).toEqual([]);
    // A stall of this client (a GC, the machine's other work) delays every request it has in flight; that
    // time is the client's, not the server's, so it is allowed on top of the second.
    const stall = clientDelay.max / 1e6;
    expect(slow.filter((s) => Number(/: (\d+) ms$/.exec(s)?.[1]) > 1000 + stall).slice(0, 10)).toEqual([]);
  });
});
