import { resolve } from "node:path";
import { Command } from "commander";
import { consoleLogger, report } from "../diagnostics/log.ts";
import { wantsProgress } from "../diagnostics/progress.ts";
import { threadHighlighting } from "../highlight/service.ts";
import type { RunOptions, WorkerEntries } from "../pipeline/threads.ts";
import { type CommonOptions, logLevel, printFailure } from "./common.ts";

interface BuildOptions extends CommonOptions {
  outDir: string;
  threads: string;
  /** false with --no-cache. */
  cache: boolean;
  /** --locale: the locales to build (default: all). */
  locale?: string[];
}

export function buildCommand(setCode: (code: number) => void, workers: WorkerEntries = {}): Command {
  return new Command("build")
    .description(
      "Build the static site into the output folder (changed only when the build succeeds). A site with React pages (src/pages/*.tsx) or MDX that imports its own components has its code run by the build, as Docusaurus does: build only sites you trust.",
    )
    .argument("[siteDir]", "folder with site.config.ts", ".")
    .option("--out-dir <dir>", "output folder, relative to siteDir", "build")
    .option("--threads <n>", 'worker threads: "auto" (one per core for large sites), 1 (none) or a number', "auto")
    .option(
      "--no-cache",
      "parse and write every page afresh; without it, unchanged pages come from node_modules/.cache/docsgen-build and unchanged output files stay in place",
    )
    .option(
      "--locale <locale...>",
      "build only these locales of i18n.locales (default: every one; the default locale at the base URL, each other under the base URL followed by its name)",
    )
    .option("-q, --quiet", "print only warnings and errors")
    .option("-v, --verbose", "print each build step with its time")
    .action(async (siteDir: string, options: BuildOptions) => {
      const log = consoleLogger(logLevel(options), wantsProgress(process.stdout));
      const threads = options.threads === "auto" ? "auto" : Number(options.threads);
      if (threads !== "auto" && !(Number.isInteger(threads) && threads >= 1 && threads <= 64)) {
        log.error(
          `docsgen: --threads must be "auto" or a whole number from 1 to 64, got ${JSON.stringify(options.threads)}`,
        );
        setCode(2);
        return;
      }
      // Started before anything else: the highlight thread loads shiki and its grammars on the other core
      // while this one loads the pipeline (imported only now, for a fast --help) and the site config.
      const highlighting =
        threads !== 1 && workers.highlightWorkerUrl ? threadHighlighting(workers.highlightWorkerUrl) : undefined;
      try {
        const [
          { buildLocales },
          { coldContext },
          { diskContext },
          { resolveLocales },
          { cacheSettings },
          { usableCache },
        ] = await Promise.all([
          import("../pipeline/locales.ts"),
          import("../cache/cold-context.ts"),
          import("../cache/disk-context.ts"),
          import("../config/resolve.ts"),
          import("../cache/settings.ts"),
          import("../cache/usable.ts"),
        ]);
        const start = performance.now();
        const configs = await resolveLocales({ siteDir, outDir: options.outDir, locales: options.locale });
        // A cache that cannot be written is skipped with a warning, never a failure (issue 36).
        const cache = options.cache ? usableCache(cacheSettings(configs[0]), configs[0].siteDir) : undefined;
        if (cache?.warning) report(log, [cache.warning]);
        const run: RunOptions = { ...workers, threads, highlighting };
        const results = await buildLocales(configs, log, (config) =>
          cache?.settings ? diskContext(cacheSettings(config, cache.settings.dir), run) : coldContext(run),
        );
        const count = (severity: string) =>
          results.reduce((n, r) => n + r.diagnostics.filter((d) => d.severity === severity).length, 0);
        const warnings = count("warning") + (cache?.warning ? 1 : 0);
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
          `docsgen: ${pages} pages written to ${options.outDir}${locales} in ${seconds.toFixed(2)} s, ${warnings} warning${warnings === 1 ? "" : "s"}`,
        );
      } catch (error) {
        printFailure(log, error, resolve(siteDir), resolve(siteDir, options.outDir));
        log.error("docsgen: build failed; the previous output was left untouched");
        setCode(1);
      } finally {
        log.progress?.stop();
        await highlighting?.close();
      }
    });
}
