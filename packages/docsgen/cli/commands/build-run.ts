import { resolve } from "node:path";
import { coldContext } from "../cache/cold-context.ts";
import { diskContext } from "../cache/disk-context.ts";
import { cacheSettings } from "../cache/settings.ts";
import { usableCache } from "../cache/usable.ts";
import { resolveLocales } from "../config/resolve.ts";
import { formatDiagnostic } from "../diagnostics/diagnostic.ts";
import { type Logger, report } from "../diagnostics/log.ts";
import type { BuildResult } from "../pipeline/build.ts";
import { buildLocales } from "../pipeline/locales.ts";
import type { RunOptions } from "../threads/threads.ts";
import { printFailure } from "./common.ts";

/** What `docsgen build` runs once its arguments are read. */
export interface BuildRun {
  siteDir: string;
  /** The folder the site's files may come from (`--root`, absolute); the site folder when not given. */
  rootDir?: string;
  /** Relative to siteDir, and named so in the summary. */
  outDir: string;
  /** false with --no-cache. */
  cache: boolean;
  /** The locales to build (default: all). */
  locale?: string[];
  run: RunOptions;
}

/**
 * Builds every locale asked for, then prints the summary, or the located failure: the whole of
 * `docsgen build` but its arguments. Its own module so that integration tests run what the CLI runs,
 * in-process, with a logger that captures what it prints (test/helpers/build.ts).
 */
export async function runBuild(options: BuildRun, log: Logger): Promise<{ code: 0 | 1; results?: BuildResult[] }> {
  const { siteDir, rootDir, outDir } = options;
  try {
    const start = performance.now();
    const configs = await resolveLocales({ siteDir, rootDir, outDir, locales: options.locale });
    // A cache that cannot be written is skipped with a warning, never a failure (issue 36).
    const cache = options.cache ? usableCache(cacheSettings(configs[0]), configs[0].siteDir) : undefined;
    if (cache?.warning) report(log, [cache.warning]);
    const results = await buildLocales(configs, log, (config) =>
      cache?.settings ? diskContext(cacheSettings(config, cache.settings.dir), options.run) : coldContext(options.run),
    );
    // A warning the locales share was printed once, and is counted once.
    const found = results.flatMap((r) => r.diagnostics.filter((d) => d.severity === "warning"));
    const warnings =
      (results.length === 1 ? found.length : new Set(found.map(formatDiagnostic)).size) + (cache?.warning ? 1 : 0);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    if (log.level === "verbose") {
      const { js, css } = results[0].weight();
      log.info(
        `  first-load JS ${kib(js.raw)} (gzip ${kib(js.gzip)}), CSS ${kib(css.raw)} (gzip ${kib(css.gzip)}) per page`,
      );
    }
    const pages = results.reduce((n, r) => n + r.pages.length, 0);
    const seconds = results.length === 1 ? results[0].seconds : (performance.now() - start) / 1000;
    const locales = results.length > 1 ? ` (${configs.map((c) => c.locale.lang).join(", ")})` : "";
    log.info(
      `docsgen: ${pages} pages written to ${outDir}${locales} in ${seconds.toFixed(2)} s, ${warnings} warning${warnings === 1 ? "" : "s"}`,
    );
    return { code: 0, results };
  } catch (error) {
    printFailure(log, error, resolve(siteDir), resolve(siteDir, outDir));
    log.error("docsgen: build failed; the previous output was left untouched");
    return { code: 1 };
  }
}
