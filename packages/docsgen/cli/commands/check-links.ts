import { existsSync } from "node:fs";
import { Command } from "commander";
import { consoleLogger } from "../diagnostics/log.ts";
import { recoverOutput } from "../write/output.ts";
import { type CommonOptions, logLevel, printFailure, ROOT_OPTION, rootOf } from "./common.ts";

interface CheckLinksOptions extends CommonOptions {
  outDir: string;
  external?: boolean;
  timeout: string;
  /** --root: the folder the site's files may come from. */
  root?: string;
}

/** The longest timer Node keeps (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function checkLinksCommand(setCode: (code: number) => void): Command {
  return new Command("check-links")
    .description("Crawl the built site over HTTP (linkinator) and report broken links; for CI.")
    .argument("[siteDir]", "folder with site.config.ts", ".")
    .option("--out-dir <dir>", "built folder to check, relative to siteDir", "build")
    .option(...ROOT_OPTION)
    .option("--external", "also check links to other sites")
    .option("--timeout <ms>", "how long one request may take, in ms (a failed link is tried twice: HEAD, GET)", "10000")
    .option("-q, --quiet", "print only broken links")
    .option("-v, --verbose", "print more")
    .addHelpText(
      "after",
      "\nExit codes: 0 no broken internal link, 1 broken internal links (or no build), 2 wrong usage.",
    )
    .action(async (siteDir: string, options: CheckLinksOptions) => {
      const log = consoleLogger(logLevel(options));
      // linkinator takes 0 or NaN to mean "no timeout": a host that never answers would hang the check.
      const timeoutMs = Number(options.timeout);
      if (!/^\d+$/.test(options.timeout) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS) {
        log.error(
          `docsgen: --timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${JSON.stringify(options.timeout)}`,
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
      try {
        const [{ crawlBuiltSite }, { resolveConfig }] = await Promise.all([
          import("../checks/crawl.ts"),
          import("../config/resolve.ts"),
        ]);
        const config = await resolveConfig({ siteDir, rootDir, outDir: options.outDir });
        for (const repair of recoverOutput(config.outDir)) log.error(`docsgen: ${options.outDir}: ${repair}`);
        if (!existsSync(config.outDir)) {
          log.error(`docsgen: ${options.outDir} does not exist; run docsgen build first`);
          setCode(1);
          return;
        }
        const start = performance.now();
        const report = await crawlBuiltSite({
          outDir: config.outDir,
          baseUrl: config.baseUrl,
          external: Boolean(options.external),
          timeoutMs,
        });
        for (const b of report.broken) {
          log.error(
            `${b.internal ? "broken" : "broken external"} ${b.status ?? "-"} ${b.url}${b.parent ? `  (linked from ${b.parent})` : ""}`,
          );
        }
        const internalBroken = report.broken.filter((b) => b.internal).length;
        log.info(
          [
            "",
            "  links scanned   ok   skipped   broken (internal / external)",
            `  ${String(report.scanned).padStart(13)}  ${String(report.ok).padStart(3)}   ${String(report.skipped).padStart(7)}   ${internalBroken} / ${report.broken.length - internalBroken}`,
            "",
            `docsgen: checked links in ${((performance.now() - start) / 1000).toFixed(2)} s`,
          ].join("\n"),
        );
        if (internalBroken > 0) setCode(1);
      } catch (error) {
        printFailure(log, error);
        setCode(1);
      }
    });
}
