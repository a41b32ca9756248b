// Load test of `docsgen serve` (no watch) on this site's build, loopback only.
import { Agent, get } from "node:http";
import { relative, sep } from "node:path";
import { type Figure, percentile, round, single } from "./lib/figures.ts";
import { readBaseUrl, walk } from "./lib/output.ts";
import { freePort, log, startServe, stopChild } from "./lib/processes.ts";
import { LOAD_CONCURRENCY, LOAD_SECONDS, SITE } from "./lib/settings.ts";

export interface LoadResult {
  seconds: number;
  concurrency: number;
  urls: number;
  requests: number;
  requestsPerSecond: Figure;
  latencyP50: Figure;
  latencyP99: Figure;
  latencyMax: Figure;
  errors: number;
  statusCounts: Record<string, number>;
  bytesReceived: number;
  note: string;
}

function siteUrls(outDir: string, baseUrl: string): string[] {
  const urls = new Set<string>();
  for (const file of walk(outDir)) {
    const rel = relative(outDir, file).split(sep).join("/");
    if (rel.startsWith(".") || rel.split("/").some((s) => s.startsWith("."))) continue;
    if (rel === "404.html") continue;
    if (rel.endsWith("index.html")) urls.add(baseUrl + rel.slice(0, -"index.html".length).replace(/\/$/, ""));
    else if (!rel.endsWith(".html")) urls.add(baseUrl + rel);
  }
  return [...urls].sort().map((u) => encodeURI(u));
}

export async function benchLoad(outDir: string): Promise<LoadResult> {
  const port = await freePort();
  const baseUrl = readBaseUrl(SITE);
  const server = await startServe(
    [SITE, "--out-dir", outDir, "--port", String(port)],
    `http://127.0.0.1:${port}${baseUrl}`,
    60_000,
  );
  const urls = siteUrls(outDir, baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CONCURRENCY });
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  const request = (path: string) =>
    new Promise<number>((res) => {
      const req = get({ host: "127.0.0.1", port, path, agent, headers: { "Accept-Encoding": "gzip" } }, (r) => {
        r.on("data", (d: Buffer) => {
          bytes += d.length;
        });
        r.on("end", () => res(r.statusCode ?? 0));
        r.on("error", () => res(-1));
      });
      req.on("error", () => res(-1));
      req.setTimeout(10_000, () => req.destroy());
    });
  log(
    `  load: ${LOAD_CONCURRENCY} concurrent loops over ${urls.length} URLs for ${LOAD_SECONDS} s on 127.0.0.1:${port}`,
  );
  const start = performance.now();
  const end = start + LOAD_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: LOAD_CONCURRENCY }, async (_, worker) => {
        let i = Math.floor((worker * urls.length) / LOAD_CONCURRENCY);
        while (performance.now() < end) {
          const url = urls[i++ % urls.length];
          const t = performance.now();
          const status = await request(url);
          latencies.push(performance.now() - t);
          statusCounts[String(status)] = (statusCounts[String(status)] ?? 0) + 1;
          if (status !== 200) errors++;
        }
      }),
    );
  } finally {
    agent.destroy();
    await stopChild(server.child);
  }
  const seconds = (performance.now() - start) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds: round(seconds, 2),
    concurrency: LOAD_CONCURRENCY,
    urls: urls.length,
    requests: latencies.length,
    requestsPerSecond: single("req/s", latencies.length / seconds),
    latencyP50: single("ms", percentile(sorted, 50)),
    latencyP99: single("ms", percentile(sorted, 99)),
    latencyMax: single("ms", sorted.at(-1) ?? Number.NaN),
    errors,
    statusCounts,
    bytesReceived: bytes,
    note:
      "node:http keep-alive client (gzip accepted, bodies read but not decompressed) in the benchmark process; " +
      "client and server share the machine's cores, so req/s is a lower bound of the server's capacity",
  };
}
