import { startServer } from "../serve/server.ts";

export interface CrawlReport {
  scanned: number;
  ok: number;
  skipped: number;
  broken: { url: string; status?: number; parent?: string; internal: boolean }[];
}

export interface CrawlOptions {
  outDir: string;
  baseUrl: string;
  /** Also check links to other hosts (with a timeout). */
  external: boolean;
  /** How long one request may take (default 10 s). Must be positive: linkinator reads 0 as "wait forever". */
  timeoutMs?: number;
}

/**
 * Serves the built folder on a loopback port and crawls it with linkinator, the way a visitor's browser
 * would request every page: internal links by default, external ones on request.
 */
export async function crawlBuiltSite(options: CrawlOptions): Promise<CrawlReport> {
  // Loaded here, not at start-up: linkinator and its HTTP stack are slow to import, and only check-links
  // needs them.
  const timeout = options.timeoutMs ?? 10_000;
  if (!(timeout >= 1 && timeout <= 2 ** 31 - 1))
    throw new RangeError(`crawl timeout must be 1 ms or more, got ${timeout}`);
  const { LinkChecker, LinkState } = await import("linkinator");
  const server = await startServer({ root: options.outDir, baseUrl: options.baseUrl, port: 0, host: "127.0.0.1" });
  try {
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: origin + options.baseUrl,
      recurse: true,
      concurrency: 16,
      timeout,
      checkFragments: true,
      linksToSkip: async (link) => !options.external && !link.startsWith(origin),
    });
    const report: CrawlReport = { scanned: result.links.length, ok: 0, skipped: 0, broken: [] };
    const strip = (u: string) => (u.length > 1 ? u.replace(/\/+$/, "") : u);
    const brokenUrls = new Set(result.links.filter((l) => l.state === LinkState.BROKEN).map((l) => strip(l.url)));
    const seen = new Set<string>();
    for (const link of result.links) {
      if (link.state === LinkState.OK) report.ok++;
      else if (link.state === LinkState.SKIPPED) report.skipped++;
      else {
        // linkinator also crawls the 404 page it was answered with, and visits `/x` and `/x/`: report each
        // broken target once, from a page that really exists.
        if (seen.has(strip(link.url)) || (link.parent && brokenUrls.has(strip(link.parent)))) continue;
        seen.add(strip(link.url));
        const internal = link.url.startsWith(origin);
        report.broken.push({
          url: internal ? link.url.slice(origin.length) : link.url,
          status: link.status,
          parent: link.parent?.startsWith(origin) ? strip(link.parent.slice(origin.length)) : link.parent,
          internal,
        });
      }
    }
    return report;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
