import { resolve } from "node:path";
import { build } from "esbuild";
import { suggest } from "../diagnostics/diagnostic.ts";

/**
 * What esbuild says of an import of a name the module does not export: the module (site-relative) and the
 * name. An error for an ES module; a warning (`import-is-undefined`, `none`) for a module without any
 * `export`, which esbuild reads as CommonJS: the name is undefined, and the page fails as it renders.
 */
export function missingExport(text: string): { module: string; name: string; none?: true } | undefined {
  const m = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  if (m) return { module: m[1], name: m[2] };
  const u = /^Import "([^"]+)" will always be undefined because the file "([^"]+)" has no exports/.exec(text);
  return u ? { module: u[2], name: u[1], none: true } : undefined;
}

/** How many of a module's exports a hint names. */
const LISTED = 10;

/**
 * The message and hint for an import of a name the module does not export: what the module does export
 * (read by esbuild from the module alone, only now that the build failed), the nearest name, what to do.
 * `specifier` is the import as the author wrote it.
 */
export async function missingExportText(input: {
  siteDir: string;
  module: string;
  name: string;
  specifier?: string;
}): Promise<{ message: string; hint: string }> {
  const { module, name } = input;
  const from = input.specifier ? ` (imported from ${JSON.stringify(input.specifier)})` : "";
  const exported = await exportsOf(resolve(input.siteDir, module));
  const names = exported?.filter((n) => n !== "default") ?? [];
  const list = [
    ...names.slice(0, LISTED),
    ...(names.length > LISTED ? [`${names.length - LISTED} more`] : []),
    ...(exported?.includes("default") ? ["a default export"] : []),
  ];
  const exports = exported === undefined ? "" : `${module} exports ${list.length > 0 ? and(list) : "nothing"}. `;
  if (name === "default") {
    const byName = names.length === 1 ? "it" : "one of them";
    return {
      message: `${module} has no default export${from}`,
      hint: `${exports}${names.length > 0 ? `Import ${byName} by name (import { ${names[0]} } from …), or add` : "Add"} an \`export default\` to ${module}.`,
    };
  }
  const near = suggest(name, names);
  return {
    message: `${JSON.stringify(name)} is not exported by ${module}${from}`,
    hint: `${near ? `Did you mean ${JSON.stringify(near)}? ` : ""}${exports}Import a name it exports, or export ${name} from ${module}.`,
  };
}

/** `a, b and c`. */
function and(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The names a module exports, compiled alone (its imports left as they are, so `export * from` adds
 * nothing); undefined when it cannot be read (a module of a plugin's namespace, a file that does not compile).
 */
async function exportsOf(absPath: string): Promise<string[] | undefined> {
  try {
    const result = await build({
      entryPoints: [absPath],
      bundle: false,
      write: false,
      metafile: true,
      format: "esm",
      outdir: "out",
      logLevel: "silent",
      loader: { ".js": "jsx" },
    });
    return Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined)?.exports;
  } catch {
    return undefined;
  }
}
