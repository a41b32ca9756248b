import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError } from "../../diagnostics/diagnostic.ts";
import { callPluginCode, pluginDiagnostic } from "./call.ts";
import { loadContext } from "./context.ts";
import { OutsideWrite, withinOutput } from "./fs-guard.ts";
import type { SitePluginsRun } from "./lifecycle.ts";

/**
 * Each site plugin's `postBuild`, once every page and static file is in the staged output and before it goes
 * live: `outDir` is that staged folder (what the hook writes goes live with the build, or is dropped with a
 * failed one), `routesPaths` every page's URL with the base URL, as Docusaurus gives them. A write outside
 * the staged folder is refused (fs-guard.ts) and stops the build, located at the plugin.
 */
export async function runPostBuild(
  run: SitePluginsRun,
  config: ResolvedConfig,
  props: { outDir: string; routes: readonly string[] },
): Promise<void> {
  const context = loadContext(config);
  const routesPaths = props.routes.map((r) => (r === "/" ? config.baseUrl : `${config.baseUrl}${r.slice(1)}`));
  for (const instance of run.instances) {
    const fn = instance.hooks.postBuild;
    if (typeof fn !== "function") continue;
    const args = { ...context, outDir: props.outDir, routesPaths, content: instance.content, head: {}, routes: [] };
    try {
      await withinOutput(props.outDir, config.outDir, () =>
        callPluginCode(config, instance.place, "postBuild", () => fn.call(instance.hooks, args)),
      );
    } catch (error) {
      const outside = error instanceof BuildError ? outsideOf(error) : undefined;
      if (!outside) throw error;
      throw new BuildError(
        [
          pluginDiagnostic(config, instance.place, {
            severity: "error",
            code: "path-outside",
            message: `wrote ${outside} in its postBuild, which is outside the output folder`,
            hint: "Write below `outDir`, the folder postBuild is given: docsgen keeps the site's code to its output.",
          }),
        ],
        { cause: error },
      );
    }
  }
}

/**
 * Runs the postBuild hooks against the build's output: its staged folder when it has one; else (an output
 * synced into the served folder, in watch mode) a folder of their own, whose files are then written into
 * the output (the hooks do not see the pages there).
 */
export async function postBuildInto(
  run: SitePluginsRun,
  config: ResolvedConfig,
  output: { workerDir?: string; writeAll(files: Map<string, Uint8Array>): Promise<void> },
  routes: readonly string[],
): Promise<void> {
  if (!run.instances.some((i) => typeof i.hooks.postBuild === "function")) return;
  if (output.workerDir) return runPostBuild(run, config, { outDir: output.workerDir, routes });
  const dir = mkdtempSync(join(tmpdir(), "docsgen-post-build-"));
  try {
    await runPostBuild(run, config, { outDir: dir, routes });
    const files = new Map<string, Uint8Array>();
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const abs = join(entry.parentPath, entry.name);
        files.set(
          abs
            .slice(dir.length + 1)
            .split("\\")
            .join("/"),
          readFileSync(abs),
        );
      }
    await output.writeAll(files);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The path of a refused write that made a hook fail, if that is why. */
function outsideOf(error: BuildError): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof OutsideWrite ? cause.path : undefined;
}
