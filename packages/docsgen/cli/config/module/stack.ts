import { existsSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { relativePath } from "../../paths/relative.ts";

/** The name stack frames give the compiled module (see throwSite). */
export function scriptName(file: string): string {
  return `${pathToFileURL(file).href}.docsgen.js`;
}

/** The source file, line and column of the first stack frame inside the compiled module, if any. */
export function throwSite(
  stack: string,
  file: string,
  map: SourceMapPayload,
): { file: string; line: number; column: number } | undefined {
  // Node heads a SyntaxError of a file it could not compile (a package's) with that file's path and line.
  const unparsed = /^(\/[^\n]*?):(\d+)\n[\s\S]*?\nSyntaxError: /.exec(stack);
  if (unparsed && unparsed[1] !== file && existsSync(unparsed[1]))
    return { file: unparsed[1], line: Number(unparsed[2]), column: 1 };
  const name = scriptName(file);
  for (const frame of stack.split("\n").slice(1)) {
    const at = frame.lastIndexOf(`${name}:`);
    if (at < 0) continue;
    const m = /^:(\d+):(\d+)/.exec(frame.slice(at + name.length));
    if (!m) continue;
    const entry = new SourceMap(map).findEntry(Number(m[1]) - 1, Number(m[2]) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
    const source = entry.originalSource.startsWith("file:")
      ? fileURLToPath(entry.originalSource)
      : resolve(dirname(file), entry.originalSource);
    return { file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

/**
 * `path` relative to the site folder, for diagnostics: the folder `modulePath` (the loaded module's own
 * site-relative path) is relative to. A file outside it keeps its absolute path.
 */
export function siteRelative(path: string, file: string, modulePath: string): string {
  if (path === file) return modulePath;
  const rel = relativePath(siteDirOf(file, modulePath), path);
  return rel.startsWith("../") ? path : rel;
}

/** The site folder of a loaded module: the folder its site-relative path `modulePath` is relative to. */
export function siteDirOf(file: string, modulePath: string): string {
  const depth = modulePath.split("/").length - 1;
  let site = dirname(file);
  for (let i = 0; i < depth; i++) site = dirname(site);
  return site;
}
