import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { ioDiagnostic } from "../../../cli/diagnostics/io-error.ts";

// Issue 36: a full disk was a bare `ENOSPC`, the loser of two builds a raw `ENOTEMPTY`, a read-only output
// folder `ENOENT`. Every file-system error names its path and what to do.
const errno = (code: string, syscall: string, path?: string, dest?: string) =>
  Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, path, dest });

describe("ioDiagnostic", () => {
  it("a full disk while writing an open file (no path): names the output folder and what to do", () => {
    const d = ioDiagnostic(errno("ENOSPC", "write"), "/site", "/site/build");
    expect(d && formatDiagnostic(d)).toBe(
      "build: error [io] could not write a file in this folder: the disk is full (ENOSPC)\n    Free space on the disk that holds /site/build (df -h /site/build); the build cache in node_modules/.cache/docsgen-build can be removed, or build with --no-cache or --out-dir on another disk.",
    );
  });

  it("the loser of two concurrent builds: names both paths and says to run one build at a time", () => {
    const d = ioDiagnostic(errno("ENOTEMPTY", "rename", "/site/build.tmp-1", "/site/build"), "/site");
    expect(d && formatDiagnostic(d)).toMatch(
      /^build\.tmp-1: error \[io\] could not rename into place to build: another process wrote there at the same time .*\(ENOTEMPTY\)\n {4}Run one build at a time/,
    );
  });

  it("a read-only file system, in the cause chain of a wrapped error; paths outside the site stay absolute", () => {
    const wrapped = new Error("writing the output", { cause: errno("EROFS", "open", "/mnt/ro/out/index.html") });
    const d = ioDiagnostic(wrapped, "/site");
    expect(d?.file).toBe("/mnt/ro/out/index.html");
    expect(d?.message).toBe("could not open: the file system is read-only (EROFS)");
    expect(d?.hint).toContain("--out-dir");
  });

  it("leaves other errors alone", () => {
    expect(ioDiagnostic(new TypeError("x"))).toBeUndefined();
    expect(ioDiagnostic(errno("ENOSPC", "write"))).toBeUndefined();
  });
});
