import { existsSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { buildCommand } from "./commands/build.ts";
import { checkLinksCommand } from "./commands/check-links.ts";
import { docusaurusVerb } from "./commands/docusaurus-verbs.ts";
import { initCommand } from "./commands/init.ts";
import { migrateCommand } from "./commands/migrate.ts";
import { serveCommand } from "./commands/serve.ts";
import { guardProcessExit } from "./config/module/limits.ts";
import type { WorkerEntries } from "./threads/threads.ts";
import { VERSION } from "./version.ts";
import { removalsDone } from "./write/output.ts";

/** The bundled thread entries, next to this file once bin/docsgen.js has bundled them (absent under vitest). */
const WORKERS: WorkerEntries = {
  workerUrl: existing(new URL("./pipeline/worker.js", import.meta.url)),
  highlightWorkerUrl: existing(new URL("./highlight/worker.js", import.meta.url)),
  walkWorkerUrl: existing(new URL("./cache/walk-worker.js", import.meta.url)),
};

function existing(url: URL): URL | undefined {
  return existsSync(url) ? url : undefined;
}

/** Ends the process once its output is flushed (the bin, after a command: see limits.ts). */
export { exitProcess } from "./config/module/limits.ts";

/**
 * Entry of the `docsgen` bin. Returns the process exit code (0 ok, 1 build/check failure, 2 usage), or
 * undefined for the worker process of `serve --watch`, which goes on answering its parent.
 */
export async function run(argv: string[]): Promise<number | undefined> {
  // Site code (a config, a component, a timer they leave) may not end the process as if the command had run.
  guardProcessExit();
  if (argv[0] === "__watch-worker") {
    // Internal: the build process of `serve --watch` (see cli/serve/watch.ts).
    const { runWatchWorker } = await import("./serve/watch-worker.ts");
    await runWatchWorker({ siteDir: argv[1], outDir: argv[2], locale: argv[3], rootDir: argv[4] }, WORKERS);
    return undefined;
  }
  let code = 0;
  const program = createProgram((c) => {
    code = c;
  }, WORKERS);
  const verb = docusaurusVerb(argv[0]);
  if (verb) {
    process.stderr.write(`${verb}\n`);
    return 2;
  }
  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 || error.code === "commander.helpDisplayed" || error.code === "commander.version"
        ? 0
        : 2;
    }
    throw error;
  }
  // The bin ends the process once this returns (site code may leave timers): trash folders go first.
  await removalsDone();
  return code;
}

/**
 * The `docsgen` command and its subcommands; `setCode` receives each action's exit code. The manual's CLI
 * reference is generated from the help of this program (scripts/manual/cli-reference.ts).
 */
export function createProgram(setCode: (code: number) => void, workers: WorkerEntries = {}): Command {
  const program = new Command()
    .name("docsgen")
    .description("Build, serve and check a static documentation site from markdown.")
    .version(VERSION, "-V, --version")
    .exitOverride()
    .showHelpAfterError()
    .addHelpText(
      "after",
      "\nExit codes: 0 success, 1 build or check failure (located messages on stderr), 2 wrong usage.\nSet DEBUG=docsgen to print stack traces.",
    )
    .addCommand(buildCommand(setCode, workers))
    .addCommand(serveCommand(setCode, workers))
    .addCommand(checkLinksCommand(setCode))
    .addCommand(initCommand(setCode))
    .addCommand(migrateCommand(setCode));
  // Added commands do not inherit the program's settings: without this, a wrong option of a command made
  // commander exit 1 itself, where the help promises 2.
  for (const command of program.commands) command.exitOverride().showHelpAfterError();
  return program;
}
