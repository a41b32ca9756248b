import { findClientModule } from "../../client-modules/paths.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import { rootDirOf } from "../../paths/contain.ts";
import { type PluginPlace, pluginDiagnostic } from "./call.ts";

/**
 * What a plugin's `getClientModules()` returned, found (client-modules/paths.ts): relative paths from the
 * plugin's folder, as Docusaurus resolves them. A module that does not exist is a located error (Docusaurus's
 * bundler stops at it too); one outside the site folder that is no package's is left out with a warning.
 */
export function pluginClientModules(
  config: ResolvedConfig,
  instance: { place: PluginPlace; dir: string },
  returned: unknown,
  diagnostics: Diagnostic[],
): string[] {
  const files: string[] = [];
  for (const written of Array.isArray(returned) ? returned : []) {
    if (typeof written !== "string") continue;
    const found = findClientModule(rootDirOf(config), instance.dir, written);
    if ("file" in found) files.push(found.file);
    else if (found.problem === "missing")
      diagnostics.push(
        pluginDiagnostic(config, instance.place, {
          severity: "error",
          message: `gives the client module ${written}, which does not exist`,
          hint: "Return paths that exist: absolute, or relative to the plugin's folder.",
        }),
      );
    else
      diagnostics.push(
        pluginDiagnostic(config, instance.place, {
          severity: "warning",
          message: `gives the client module ${written}, which is outside the site folder: it is not loaded`,
          hint: "Move the module into the site folder, or install it as a package; docsgen reads only the site's own files (and packages).",
        }),
      );
  }
  return files;
}
