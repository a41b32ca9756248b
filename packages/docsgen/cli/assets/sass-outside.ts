import { readFileSync } from "node:fs";
import { basename, dirname, extname, join, resolve } from "node:path";
import type { PartialMessage } from "esbuild";
import { isPackageFile, OUTSIDE_SITE, placeOf } from "../paths/contain.ts";

/**
 * The containment rule (paths/contain.ts) for Sass, which reads the files a stylesheet `@import`s, `@use`s or
 * `@forward`s itself: none may lie outside the site folder (or `--root`'s: `rootDir`) once symlinks are followed, but for packages'
 * files (their real path goes through a `node_modules` folder: the site's own, or a monorepo's, or pnpm's
 * store). Checked on what a compile loaded, before its CSS is used: the error is located at the import.
 */
export function outsideImport(rootDir: string, entry: string, loaded: readonly string[]): PartialMessage | undefined {
  const outside = loaded.find((file) => placeOf(rootDir, file) === "outside" && !isPackageFile(file));
  if (outside === undefined) return undefined;
  const inside = loaded.filter((file) => file !== outside && placeOf(rootDir, file) === "inside");
  const at = [entry, ...inside].map((file) => importAt(file, outside)).find((found) => found !== undefined);
  const written = at?.url ?? outside;
  return {
    text: `"${written}" ${OUTSIDE_SITE}`,
    location: {
      file: at?.file ?? entry,
      line: at?.line ?? 1,
      column: at?.column ?? 0,
      length: written.length,
      lineText: at?.lineText ?? "",
    },
  };
}

/** The `@import`/`@use`/`@forward` of `target` in `file`: its URL as written and its place. */
function importAt(
  file: string,
  target: string,
): { file: string; url: string; line: number; column: number; lineText: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const rule = /@(?:import|use|forward)\b/.exec(lines[i]);
    if (!rule) continue;
    for (const m of lines[i].slice(rule.index).matchAll(/["']([^"']+)["']/g)) {
      if (sameStylesheet(resolve(dirname(file), m[1]), target))
        return { file, url: m[1], line: i + 1, column: rule.index + (m.index ?? 0) + 1, lineText: lines[i] };
    }
  }
  return undefined;
}

/** `written` (a URL Sass completes: `_` partials, extensions, `index` files) names `file`. */
function sameStylesheet(written: string, file: string): boolean {
  const bare = (path: string) => join(dirname(path), basename(path, extname(path)).replace(/^_/, ""));
  const target = bare(file);
  return [written, join(written, "index")].some((w) => bare(w) === target || w === target);
}
