import { Command } from "commander";
import { consoleLogger } from "../diagnostics/log.ts";
import { wantsProgress } from "../diagnostics/progress.ts";
import { threadHighlighting } from "../highlight/service.ts";
import type { RunOptions, WorkerEntries } from "../threads/threads.ts";
import { type CommonOptions, logLevel, ROOT_OPTION, rootOf } from "./common.ts";

interface BuildOptions extends CommonOptions {
  outDir: string;
  threads: string;
  /** false with --no-cache. */
  cache: boolean;
  /** --locale: the locales to build (default: all). */
  locale?: string[];
  /** --root: the folder the site's files may come from. */
  root?: string;
}

export function buildCommand(setCode: (code: number) => void, workers: WorkerEntries = {}): Command {
  return new Command("build")
    .description(
      "Build the static site into the output folder (changed only when the build succeeds). A site with React pages (src/pages/*.tsx) or MDX that imports its own components has its code run by the build, as Docusaurus does: build only sites you trust.",
    )
    .argument("[siteDir]", "folder with site.config.ts", ".")
    .option("--out-dir <dir>", "output folder, relative to siteDir", "build")
    .option(...ROOT_OPTION)
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
    .option("-v, --verbose", "print each build step with its wall time and the CPU time of docsgen's threads over it")
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
      const { rootDir, error } = rootOf(siteDir, options.root);
      if (error) {
        log.error(error);
        setCode(2);
        return;
      }
      // Started before anything else: the highlight thread loads shiki and its grammars on the other core
      // while this one loads the pipeline (imported only now, for a fast --help) and the site config.
      const highlighting =
        threads !== 1 && workers.highlightWorkerUrl ? threadHighlighting(workers.highlightWorkerUrl) : undefined;
      try {
        const { runBuild } = await import("./build-run.ts");
        const run: RunOptions = { ...workers, threads, highlighting };
        const { code } = await runBuild(
          { siteDir, rootDir, outDir: options.outDir, cache: options.cache, locale: options.locale, run },
          log,
        );
        setCode(code);
      } finally {
        log.progress?.stop();
        await highlighting?.close();
      }
    });
}
