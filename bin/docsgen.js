#!/usr/bin/env node
import { bundleEntries } from "./tsrun.js";

// React's development build is several times slower at renderToString; the CLI never needs its warnings.
process.env.NODE_ENV ??= "production";
// Stack traces (DEBUG=docsgen) point into the TypeScript sources through the bundle's source maps.
if (process.env.DEBUG?.includes("docsgen")) process.setSourceMapsEnabled(true);

// The worker entry is bundled beside main.js (cli/pipeline/worker.js); large builds start it in threads.
const [main] = await bundleEntries(["cli/main.ts", "cli/pipeline/worker.ts", "cli/highlight/worker.ts"]);
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
