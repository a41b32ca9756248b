#!/usr/bin/env node
import { bundleEntries } from "./tsrun.js";

// React's development build is several times slower at renderToString; the CLI never needs its warnings.
process.env.NODE_ENV ??= "production";

// The worker entry is bundled beside main.js (cli/build/worker.js); large builds start it in threads.
const [main] = await bundleEntries(["cli/main.ts", "cli/build/worker.ts", "cli/highlight/worker.ts"]);
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
