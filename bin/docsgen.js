#!/usr/bin/env node
import { setFlagsFromString } from "node:v8";
import { bundleEntries } from "./tsrun.js";

// Before any code runs hot, for every thread: TurboFan without inlining. A build is short and runs the same
// pipeline in four isolates (main, two workers, highlight), each compiling it anew; compiling took ~20% of
// a 1,000-page build's CPU, inlining most of it. Paired builds: 12% less CPU at 1,000 and 5,000 pages.
setFlagsFromString("--no-turbo-inlining");

// React's development build is several times slower at renderToString; the CLI never needs its warnings.
process.env.NODE_ENV ??= "production";
// Stack traces (DEBUG=docsgen) point into the TypeScript sources through the bundle's source maps.
if (process.env.DEBUG?.includes("docsgen")) process.setSourceMapsEnabled(true);

// The thread entries are bundled beside main.js (cli/pipeline/worker.js, …); builds start them in threads.
const [main] = await bundleEntries([
  "cli/main.ts",
  "cli/pipeline/worker.ts",
  "cli/highlight/worker.ts",
  "cli/write/walk-worker.ts",
]);
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
