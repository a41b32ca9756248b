import { Command, CommanderError } from "commander";
import { buildCommand } from "./commands/build.ts";
import { checkLinksCommand } from "./commands/check-links.ts";
import { serveCommand } from "./commands/serve.ts";
import { runWatchWorker } from "./serve/watch-worker.ts";
import { VERSION } from "./version.ts";

/** The bundled worker thread entry, next to this file once bin/docsgen.js has bundled both. */
const WORKER_URL = new URL("./build/worker.js", import.meta.url);

/** Entry of the `docsgen` bin. Returns the process exit code (0 ok, 1 build/check failure, 2 usage). */
export async function run(argv: string[]): Promise<number> {
  if (argv[0] === "__watch-worker") {
    // Internal: the build process of `serve --watch` (see cli/serve/watch.ts).
    await runWatchWorker(argv[1], argv[2]);
    return 0;
  }
  const program = new Command()
    .name("docsgen")
    .description("Build, serve and check a static documentation site from markdown.")
    .version(VERSION, "-V, --version")
    .exitOverride()
    .showHelpAfterError()
    .addHelpText(
      "after",
      "\nExit codes: 0 success, 1 build or check failure (located messages on stderr), 2 wrong usage.\nSet DEBUG=docsgen to print stack traces.",
    );
  let code = 0;
  const setCode = (c: number) => {
    code = c;
  };
  program.addCommand(buildCommand(setCode, WORKER_URL));
  program.addCommand(serveCommand(setCode));
  program.addCommand(checkLinksCommand(setCode));
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
  return code;
}
