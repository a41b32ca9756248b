import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const REPO = join(import.meta.dirname, "../..");

/** Module → the relative modules it imports (static, type-only, re-exports and dynamic imports). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;
  for (const file of files) {
    const text = readFileSync(join(REPO, file), "utf8");
    const targets = new Set<string>();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      targets.add(
        relative(REPO, resolve(REPO, dirname(file), spec))
          .split("\\")
          .join("/"),
      );
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}
