import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { BuildError, fail } from "../diagnostics/diagnostic.ts";

/**
 * Loads a TypeScript module of the site (`site.config.ts`, `sidebars.ts`) and returns its default export.
 * esbuild compiles it to a throwaway ESM file; a fresh file name each time defeats Node's module cache,
 * which watch mode needs.
 */
export async function loadTsModule(file: string, relative: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      logLevel: "silent",
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    fail(
      {
        code: "config-load",
        message: `could not compile: ${first?.text ?? String(error)}`,
        file: relative,
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
        hint: "Fix the TypeScript syntax error; the file must `export default` a plain object.",
      },
      error,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "docsgen-config-"));
  const out = join(dir, "module.mjs");
  writeFileSync(out, code);
  try {
    const mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
    if (mod.default === undefined) {
      fail({
        code: "config-load",
        message: "has no default export",
        file: relative,
        hint: "Add `export default { … }`.",
      });
    }
    return mod.default;
  } catch (error) {
    if (error instanceof BuildError) throw error;
    fail({ code: "config-load", message: `threw while loading: ${(error as Error).message}`, file: relative }, error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function readText(file: string): string {
  return readFileSync(file, "utf8");
}
