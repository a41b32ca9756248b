import type { Plugin } from "esbuild";

export interface Patch {
  /** The patched file, from the package root: `node_modules/<package>/<path>`. */
  file: string;
  find: string;
  replace: string;
}
export const PATCHES: Patch[];
export function patchSource(path: string, text: string): { text: string; missed: Patch[] };
export function patchPlugin(): Plugin;
