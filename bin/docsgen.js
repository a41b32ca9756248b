#!/usr/bin/env node
import { bundleEntries } from "./tsrun.js";

// React's development build is several times slower at renderToString; the CLI never needs its warnings.
process.env.NODE_ENV ??= "production";

const [main] = await bundleEntries(["cli/main.ts"]);
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
