import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { Command } from "commander";
import { consoleLogger } from "../diagnostics/log.ts";
import { busyPort } from "../serve/port.ts";
import type { WorkerEntries } from "../threads/threads.ts";
import { recoverOutput } from "../write/output.ts";
import { type CommonOptions, logLevel, printFailure, ROOT_OPTION, rootOf } from "./common.ts";

interface ServeCommandOptions extends CommonOptions {
  port: string;
  host: string;
  outDir: string;
  build?: boolean;
  watch?: boolean;
  open?: boolean;
  locale?: string;
  /** --root: the folder the site's files may come from. */
  root?: string;
}

/** Opens the URL in the desktop's browser; a machine without one just prints the URL (already done). */
function openBrowser(url: string) {
  const command = process.platform === "darwin" ? "open" : process.platform === "win32" ? "explorer" : "xdg-open";
  try {
    spawn(command, [url], { detached: true, stdio: "ignore" })
      .on("error", () => {})
      .unref();
  } catch {
    // no browser launcher: nothing to do
  }
}

export function serveCommand(setCode: (code: number) => void, workers: WorkerEntries = {}): Command {
  return new Command("serve")
    .description(
      "Serve the built site locally with the same URL rules as the nginx deployment. Building it runs the code of a site with React pages (src/pages/*.tsx), as Docusaurus does: serve only sites you trust.",
    )
    .argument("[siteDir]", "folder with site.config.ts", ".")
    .option("-p, --port <port>", "port to listen on", "3000")
    .option("--host <host>", "address to bind (loopback unless you say otherwise)", "127.0.0.1")
    .option("--out-dir <dir>", "output folder, relative to siteDir", "build")
    .option(...ROOT_OPTION)
    .option("--build", "build first, even if the output folder exists")
    .option("-w, --watch", "rebuild on changes and reload open pages (drafts included)")
    .option(
      "--locale <locale>",
      "the locale to build and serve (default: every locale; with --watch, the default locale), as `docusaurus start --locale`",
    )
    .option("--open", "open the site in the default browser")
    .option("-q, --quiet", "print only warnings and errors")
    .option("-v, --verbose", "print each build step with its wall time and the CPU time of docsgen's threads over it")
    .action(async (siteDir: string, options: ServeCommandOptions) => {
      const log = consoleLogger(logLevel(options));
      // A failure after the watcher started (the port taken since it was checked) must not leave it running.
      let stopWatching: (() => unknown) | undefined;
      try {
        const port = Number(options.port);
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
          log.error(`docsgen: --port must be a number from 0 to 65535, got ${JSON.stringify(options.port)}`);
          setCode(2);
          return;
        }
        const { rootDir, error } = rootOf(siteDir, options.root);
        if (error) {
          log.error(error);
          setCode(2);
          return;
        }
        const busy = await busyPort(options.host, port);
        if (busy) {
          const why =
            busy.code === "EADDRINUSE" ? "is in use by another program" : `cannot be listened on (${busy.code})`;
          const offer = busy.next === undefined ? "" : `, or serve on the next free port: add --port ${busy.next}`;
          log.error(`docsgen: port ${port} at ${options.host} ${why}. Stop that program${offer}.`);
          setCode(1);
          return;
        }
        // Imported here: `docsgen --help` and the other commands do not pay for the pipeline.
        const [{ buildLocales }, { coldContext }, { resolveLocales }, { startServer }, { startWatching }] =
          await Promise.all([
            import("../pipeline/locales.ts"),
            import("../cache/cold-context.ts"),
            import("../config/resolve.ts"),
            import("../serve/server.ts"),
            import("../serve/watch.ts"),
          ]);
        // Watch mode builds one locale (`docusaurus start` too), served at its base URL; otherwise every
        // locale (or the one named) is built, served from the first's.
        const configs = await resolveLocales({
          siteDir,
          rootDir,
          outDir: options.outDir,
          includeDrafts: options.watch,
          locales: options.locale ? [options.locale] : undefined,
        });
        const config = configs[0];
        for (const repair of recoverOutput(config.outDir)) log.error(`docsgen: ${options.outDir}: ${repair}`);
        const watch = options.watch ? startWatching(config, options.outDir, log) : undefined;
        stopWatching = watch && (() => watch.close());
        if (watch) await watch.ready;
        else if (options.build || !existsSync(config.outDir))
          await buildLocales(configs, log, () => coldContext(workers));
        const server = await startServer({
          root: config.outDir,
          baseUrl: config.baseUrl,
          port,
          host: options.host,
          intercept: watch?.live.handle,
          transformHtml: watch?.live.inject,
        });
        const address = server.address();
        const listening = typeof address === "object" && address ? address.port : port;
        const url = `http://${options.host}:${listening}${config.baseUrl}`;
        log.info(`docsgen: serving ${options.outDir} at ${url} (Ctrl+C to stop)`);
        if (options.open) openBrowser(url);
        await new Promise<void>((resolve) => {
          // Ctrl+C may arrive twice: from the terminal, and from the supervising parent that forwards it
          // (bin/supervise.js). The second must not end the process before the first has closed the server.
          let stopping = false;
          const stop = () => {
            if (stopping) return;
            stopping = true;
            void watch?.close();
            server.closeAllConnections();
            server.close(() => resolve());
          };
          process.on("SIGINT", stop);
          process.on("SIGTERM", stop);
        });
      } catch (error) {
        void stopWatching?.();
        printFailure(log, error);
        setCode(1);
      }
    });
}
