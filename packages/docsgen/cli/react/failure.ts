import type { SourceMap } from "node:module";
import { isAbsolute, resolve, sep } from "node:path";
import { runSiteCode, SiteCodeTimeout } from "../config/module/limits.ts";
import { reportingOutOfMemory } from "../config/module/supervised.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";

/** The server bundle's file and source map: its stack frames are mapped back to the site's source. */
export interface BundleMap {
  /** The file the bundle was loaded from: the stack's frames name it. */
  file: string;
  /** The folder the map's source paths are relative to (where esbuild placed the bundle). */
  sourcesDir: string;
  /** Parsed only when the site's code fails: decoding a bundle's map takes seconds. */
  map: () => SourceMap;
}

/**
 * The error of the site's code that threw on the server (a component while its page rendered, or a module's
 * top level while the bundle loaded): the page, the component (the first frame in the site's own source,
 * mapped through the bundle's source map) and those frames, with the BrowserOnly hint for browser globals.
 */
export function codeFailure(input: {
  siteDir: string;
  file?: string;
  error: unknown;
  while: string;
  bundle?: BundleMap;
}): BuildError {
  const { siteDir, error } = input;
  const err = error instanceof Error ? error : new Error(String(error));
  const frames = siteFrames(err.stack ?? "", siteDir, input.bundle).map((f) => ({
    ...f,
    at: `${f.file}:${f.line}:${f.column}`,
  }));
  const top = frames[0];
  const who = top
    ? `${top.name && !top.name.includes(".") ? `the component ${top.name}` : "the code"} (${top.at})`
    : "the site's code";
  const browserOnly = /\b(window|document|localStorage|navigator|location)\b is not defined/.test(err.message);
  const file = input.file ?? top?.file;
  return new BuildError(
    [
      {
        severity: "error",
        code: "site-render",
        message: `${who} threw while ${input.while}: ${err.message}`,
        ...(file ? { file } : {}),
        ...(!input.file && top ? { line: top.line, column: top.column } : {}),
        hint: [
          ...frames.slice(0, 8).map((f) => `at ${f.name ?? "(anonymous)"} (${f.at})`),
          browserOnly
            ? "A browser-only API used while rendering on the server: move it into useEffect, or wrap the component in <BrowserOnly>."
            : "Fix the code at the place given: pages are rendered at build time, as Docusaurus does.",
        ].join("\n    "),
      },
    ],
    { cause: error },
  );
}

interface Frame {
  name?: string;
  /** Relative to the site folder. */
  file: string;
  line: number;
  column: number;
}

/**
 * The stack's frames in the site's own files (not its node_modules), the bundle's frames mapped through its
 * source map (mapped here rather than by Node's --enable-source-maps: a test runner or a tool may own
 * `Error.prepareStackTrace`).
 */
function siteFrames(stack: string, siteDir: string, bundle?: BundleMap): Frame[] {
  const frames: Frame[] = [];
  const map = bundle && stack.includes(bundle.file) ? bundle.map() : undefined;
  for (const line of stack.split("\n")) {
    const m = /^\s*at (?:(\S+) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!m) continue;
    let [file, row, column] = [m[2], Number(m[3]), Number(m[4])];
    if (bundle && map && file === bundle.file) {
      const entry = map.findEntry(row - 1, column - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      if (entry.originalSource === undefined || entry.originalLine === undefined) continue;
      const source = entry.originalSource.replace(/^file:\/\//, "");
      file = isAbsolute(source) ? source : resolve(bundle.sourcesDir, source);
      [row, column] = [entry.originalLine + 1, (entry.originalColumn ?? 0) + 1];
    }
    if (!file.startsWith(siteDir + sep) || file.includes(`${sep}node_modules${sep}`)) continue;
    frames.push({ name: m[1], file: relativePath(siteDir, file), line: row, column });
  }
  return frames;
}

/**
 * Runs the site's code on the server (a page's render, the bundle's modules as they load) under the time
 * limit of site code (config/module/limits.ts), with `process.exit` throwing: a component that loops or ends
 * the process is a located failure of the page, not a hung or silently ended build.
 */
export function runContained<T>(
  input: { siteDir: string; file?: string; while: string; bundle?: BundleMap },
  run: () => T,
): T {
  try {
    return reportingOutOfMemory(
      (heapMb) => outOfMemory(input, heapMb),
      () => runSiteCode(run),
    );
  } catch (error) {
    if (!(error instanceof SiteCodeTimeout)) throw codeFailure({ ...input, error });
    throw new BuildError([
      {
        severity: "error",
        code: "site-render",
        message: `the site's code did not finish within ${error.timeoutMs / 1000} s while ${input.while}`,
        ...(input.file ? { file: input.file } : {}),
        hint: "Look for a loop that never ends in its components (or in the modules they import); pages are rendered at build time, as Docusaurus does.",
      },
    ]);
  }
}

/** What the supervisor prints when the process runs out of memory in this site code (config/module/supervised.ts). */
function outOfMemory(input: { file?: string; while: string }, heapMb: number): Diagnostic {
  return {
    severity: "error",
    code: "site-render",
    message: `the site's code ran out of memory while ${input.while} (the heap limit is ${heapMb} MB)`,
    ...(input.file ? { file: input.file } : {}),
    hint: "Look for a loop that allocates without end in its components (or in the modules they import). A page that truly needs more memory builds with NODE_OPTIONS=--max-old-space-size=<MB>.",
  };
}
