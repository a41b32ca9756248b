import { statSync } from "node:fs";
import { type LoadOptions, loadTsModule } from "../config/module/load.ts";
import { type FileStamp, sameStamp, stampOf } from "../paths/file-stamp.ts";

/** Loads a module of the site as loadTsModule does (site-state.ts loads the sidebars file with it). */
export type ModuleLoader = (file: string, relativePath: string, options?: LoadOptions) => Promise<unknown>;

/**
 * Watch mode's modules: a sidebars module is compiled and run again only when one of the site files it was
 * compiled from changed, as Docusaurus reloads it only when they change. A rebuild for an edited doc then
 * skips esbuild and the evaluation. Each build gets its own copy of the export (the build may change it).
 */
export function moduleMemo(): ModuleLoader {
  const kept = new Map<string, { stamps: [string, FileStamp | undefined][]; value: unknown }>();
  return async (file, relativePath, options = {}) => {
    const hit = kept.get(file);
    if (hit?.stamps.every(([path, stamp]) => same(stampAt(path), stamp))) {
      const copy = copyOf(hit.value);
      if (copy.ok) return copy.value;
    }
    let inputs: readonly string[] = [file];
    const value = await loadTsModule(file, relativePath, {
      ...options,
      onInputs: (files) => {
        inputs = files;
        options.onInputs?.(files);
      },
    });
    kept.set(file, { stamps: inputs.map((path) => [path, stampAt(path)]), value: copyOf(value).value });
    return value;
  };
}

/** The file's stamp, or undefined when it is gone. */
export function stampAt(path: string): FileStamp | undefined {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats && stampOf(stats);
}

/** Two stamps (or absences) are the same. */
export function same(a: FileStamp | undefined, b: FileStamp | undefined): boolean {
  return a === undefined || b === undefined ? a === b : sameStamp(a, b);
}

/** A deep copy, or not ok when the value holds what cannot be copied (functions): then it is loaded again. */
function copyOf(value: unknown): { ok: boolean; value: unknown } {
  try {
    return { ok: true, value: structuredClone(value) };
  } catch {
    return { ok: false, value };
  }
}
