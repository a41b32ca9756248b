#!/usr/bin/env node
import { bundleEntries } from "./tsrun.js";

const [main] = await bundleEntries(["cli/main.ts"]);
const { run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
