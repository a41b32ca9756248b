/**
 * The manual's generated reference pages. test/manual/generated.test.ts fails when a committed page differs
 * from its generator, and `npm run manual:generate` (the same test with UPDATE_MANUAL=1) writes them.
 */
import { fileURLToPath } from "node:url";
import { cliReferencePage } from "./cli-reference.ts";
import { configReferencePage } from "./config-reference.ts";
import { diagnosticsReferencePage } from "./diagnostics-reference.ts";

/** Each generated page: its path in the repository and its text. */
export function generatedPages(): { path: string; text: () => string }[] {
  return [
    { path: "sites/manual/docs/reference/configuration.md", text: configReferencePage },
    { path: "sites/manual/docs/reference/cli.md", text: cliReferencePage },
    { path: "sites/manual/docs/reference/diagnostics.md", text: diagnosticsReferencePage },
  ];
}

/** The absolute path of a path in the repository (the workspace root, two folders above the package). */
export const inRepo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
