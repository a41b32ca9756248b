import { join } from "node:path";
import { lineOf } from "../../config/locate.ts";
import { siteCodeTimeoutMs, siteFrame } from "../../config/module/limits.ts";
import { readText } from "../../config/module/load.ts";
import { callHere } from "../../config/module/run-here.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";

/** A site plugin as messages name it: its name, and where the config lists it. */
export interface PluginPlace {
  /** The plugin's `name` once it gave one, else what the config wrote (`./plugins/my-plugin`). */
  name: string;
  /** Where the config lists it (`plugins[0]`). */
  at: string;
}

/** A located diagnostic about a site plugin, at the config line that lists it. */
export function pluginDiagnostic(
  config: ResolvedConfig,
  place: PluginPlace,
  d: { severity: Diagnostic["severity"]; message: string; hint: string; code?: Diagnostic["code"] },
): Diagnostic {
  return {
    severity: d.severity,
    code: d.code ?? "site-plugin",
    message: `the plugin ${place.name} (${place.at}) ${d.message}`,
    file: config.configFile,
    line: lineOf(readText(join(config.siteDir, config.configFile)), place.at),
    hint: d.hint,
  };
}

/**
 * Calls one hook of a site plugin (or the plugin function itself) the way docsgen runs the site's code
 * (config/module/): the synchronous part under `vm`'s time limit, what it returns awaited within the same
 * limit. A hook that throws or runs past the limit is a located error naming the plugin and the hook.
 */
export async function callPluginCode<T>(
  config: ResolvedConfig,
  place: PluginPlace,
  hook: string,
  run: () => T | Promise<T>,
): Promise<T> {
  const timeoutMs = siteCodeTimeoutMs();
  const answer = await callHere(run, timeoutMs);
  if (answer.kind === "value") return answer.value as T;
  if (answer.kind === "threw" && answer.cause instanceof BuildError) throw answer.cause;
  // The plugin's own line, when the throw is in a file docsgen compiled (config/module/).
  const at = answer.kind === "threw" ? siteFrame(answer.error.stack) : undefined;
  const failed =
    answer.kind === "timeout"
      ? {
          message: `did not finish its ${hook} within ${timeoutMs / 1000} s`,
          hint: "Look for a loop that never ends, or an `await` on something that never settles, in the plugin.",
        }
      : {
          message: `threw in its ${hook}${at ? ` (${at})` : ""}: ${answer.kind === "threw" ? answer.error.message : "no value"}`,
          hint: "Fix the plugin (DEBUG=docsgen prints its stack); the config line lists it.",
        };
  throw new BuildError([pluginDiagnostic(config, place, { severity: "error", ...failed })], {
    cause: answer.kind === "threw" ? answer.cause : undefined,
  });
}

/**
 * A wrapping plugin builds an instance whose id other content of its kind has (the preset's is `default`):
 * Docusaurus refuses two instances of one id, and so does docsgen, at the plugin.
 */
export function takenInstanceId(
  config: ResolvedConfig,
  place: PluginPlace,
  id: string,
  kind: "docs" | "pages",
): Diagnostic {
  return pluginDiagnostic(config, place, {
    severity: "error",
    code: "config-invalid",
    message: `builds a ${kind} instance of the id ${JSON.stringify(id)}, which other ${kind} of the site have`,
    hint:
      id === "default"
        ? `Set the classic preset's \`${kind}: false\`, as Docusaurus requires when a plugin builds the default ${kind}, or give the plugin an \`id\`.`
        : `Give each ${kind} instance its own id.`,
  });
}
