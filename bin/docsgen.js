#!/usr/bin/env node
import { bundleEntries } from "./tsrun.js";

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
