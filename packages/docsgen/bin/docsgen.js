#!/usr/bin/env node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";

// The commands that run the site's code are watched by a parent process, which reports the page whose code
// ran the process out of memory (bin/supervise.js); the others, and the watched child, run here. Starting
// the child costs a Node start-up (50 to 100 ms), paid only where the site may have components: a folder
// the arguments may name (or the current one) has `src/`, where Docusaurus keeps them. Not under --inspect:
// the debugger attaches to this process, where the build runs.
const [command, ...rest] = process.argv.slice(2);
const mayRenderSiteCode = () =>
  !process.execArgv.some((a) => a.startsWith("--inspect")) &&
  [".", ...rest.filter((a) => !a.startsWith("-"))].some((d) => existsSync(join(d, "src")));
if ((command === "build" || command === "serve") && process.env.DOCSGEN_SUPERVISED !== "1" && mayRenderSiteCode()) {
  const { supervise } = await import("./supervise.js");
  supervise(fileURLToPath(import.meta.url), process.argv.slice(2));
} else {
  await main();
}

async function main() {
  // Before any code runs hot, for every thread: TurboFan without inlining. A build is short and runs the same
  // pipeline in four isolates (main, two workers, highlight), each compiling it anew (see the manual's
  // performance page).
  setFlagsFromString("--no-turbo-inlining");

  // React's development build is several times slower at renderToString; the CLI never needs its warnings.
  process.env.NODE_ENV ??= "production";
  // Stack traces (DEBUG=docsgen) point into the TypeScript sources through the bundle's source maps.
  if (process.env.DEBUG?.includes("docsgen")) process.setSourceMapsEnabled(true);

  // An installed package runs the JavaScript that `npm pack` compiled into dist/ (scripts/dist.js): nothing is
  // compiled, patched or written on the user's machine. A checkout (it has the TypeScript sources) bundles
  // them on the first run after a change (bin/tsrun.js), so a developer always runs what they edited.
  const sources = new URL("../cli/main.ts", import.meta.url);
  const entry = existsSync(sources)
    ? await import("./tsrun.js").then(async ({ bundleEntries, CLI_ENTRIES }) => (await bundleEntries(CLI_ENTRIES))[0])
    : new URL("../dist/cli/main.js", import.meta.url).href;
  const { run, exitProcess } = await import(entry);
  const code = await run(process.argv.slice(2));
  // A command is over: timers or sockets the site's code left open must not keep the process running.
  if (code !== undefined) exitProcess(code);
}
