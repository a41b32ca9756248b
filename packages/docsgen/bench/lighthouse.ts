// Lighthouse scores of this site's home page and one doc page, served by `docsgen serve` on loopback.
import { existsSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { readBaseUrl } from "./lib/output.ts";
import { freePort, startServe, stopChild } from "./lib/processes.ts";
import { SITE, WORKSPACE } from "./lib/settings.ts";

/** Lighthouse's four category scores (0–100) for one URL, with mobile settings (Lighthouse's default). */
export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Audits that lost points, for reading the result. */
  misses: string[];
}

/** Runs Lighthouse with Debian's Chromium (no browser download) against pages served on loopback. */
export async function runLighthouse(urls: string[]): Promise<LighthouseScores[]> {
  const chromePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!chromePath) throw new Error("chromium is not installed");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const out: LighthouseScores[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const misses = Object.values(categories).flatMap((c) =>
        c.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c.id}/${ref.id}: ${audits[ref.id]?.displayValue ?? audits[ref.id]?.score}`),
      );
      out.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        misses,
      });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}

/** Serves `outDir` and scores two pages; `value` is null (with the reason in `note`) if that cannot run. */
export async function benchLighthouse(outDir: string): Promise<{ value: LighthouseScores[] | null; note: string }> {
  // Only when the package is installed; this harness never installs it.
  if (!existsSync(join(WORKSPACE, "node_modules", "lighthouse", "package.json"))) {
    return { value: null, note: "lighthouse not installed" };
  }
  const port = await freePort();
  const baseUrl = readBaseUrl(SITE);
  const server = await startServe(
    [SITE, "--out-dir", outDir, "--port", String(port)],
    `http://127.0.0.1:${port}${baseUrl}`,
    60_000,
  );
  try {
    const origin = `http://127.0.0.1:${port}${baseUrl}`;
    const value = await runLighthouse([origin, `${origin}docs/introduction/overview`]);
    return {
      value,
      note: "Lighthouse 12, four categories, default mobile settings (simulated throttling), Debian's chromium, docsgen serve on loopback",
    };
  } catch (error) {
    return { value: null, note: `lighthouse failed: ${(error as Error).message}` };
  } finally {
    await stopChild(server.child);
  }
}

// `node bin/tsrun.js bench/lighthouse.ts URL…` prints the scores.
if (process.argv[1]?.endsWith("lighthouse.ts")) {
  for (const r of await runLighthouse(process.argv.slice(2))) console.log(JSON.stringify(r));
}
