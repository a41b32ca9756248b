import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { threadId } from "node:worker_threads";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import type { CacheSettings } from "./settings.ts";

/**
 * The cache settings when the cache folder can be written, else none and a warning: a build never fails
 * for its cache (issue 36). A file where the folder or its `outputs` folder should be failed every build
 * with a bare ENOTDIR, or crashed the CLI with an unhandled rejection; a read-only folder would fail later,
 * mid-build. One folder created and one empty file written and removed: well under a millisecond.
 */
export function usableCache(
  settings: CacheSettings,
  siteDir: string,
): { settings: CacheSettings; warning?: undefined } | { settings?: undefined; warning: Diagnostic } {
  const outputs = join(settings.dir, "outputs");
  const probe = join(outputs, `.probe-${process.pid}-${threadId}`);
  try {
    mkdirSync(outputs, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return { settings };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const path = fileInTheWay(outputs) ?? (error as NodeJS.ErrnoException).path ?? settings.dir;
    const file = relativePath(siteDir, path);
    return {
      warning: {
        severity: "warning",
        code: "io",
        message: `the build cache is skipped: ${reason(code, path)}; every page is parsed and written afresh`,
        file,
        hint:
          code === "EEXIST" || code === "ENOTDIR"
            ? `Remove that file (rm ${path}); the next build creates the cache folder there.`
            : `Make ${settings.dir} writable, or remove it; --no-cache builds without it and without this warning.`,
      },
    };
  }
}

/** The first of `path` and its parent folders that exists and is not a folder, if any. */
function fileInTheWay(path: string): string | undefined {
  const chain: string[] = [];
  for (let p = path; dirname(p) !== p; p = dirname(p)) chain.unshift(p);
  for (const p of chain) {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (!stat.isDirectory()) return p;
  }
  return undefined;
}

function reason(code: string | undefined, path: string): string {
  if (code === "EEXIST" || code === "ENOTDIR") return `this is a file, where a folder should be (${code})`;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return `it cannot be written (${code}, ${path})`;
  return `it cannot be used (${code ?? "error"}, ${path})`;
}
