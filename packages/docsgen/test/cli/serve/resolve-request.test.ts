import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notFoundPage, planRequest } from "../../../cli/serve/resolve-request.ts";

const root = mkdtempSync(join(tmpdir(), "docsgen-serve-"));
mkdirSync(join(root, "docs/x"), { recursive: true });
writeFileSync(join(root, "index.html"), "home");
writeFileSync(join(root, "docs/x/index.html"), "x");
writeFileSync(join(root, "robots.txt"), "r");
const outside = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
writeFileSync(join(outside, "secret.txt"), "s");
symlinkSync(join(outside, "secret.txt"), join(root, "link.txt"));

const plan = (url: string) => planRequest(root, "/base/", url);

describe("request planning", () => {
  it("serves clean URLs from index.html files", () => {
    expect(plan("/base/")).toMatchObject({ kind: "file", file: join(root, "index.html"), status: 200 });
    expect(plan("/base/docs/x")).toMatchObject({ kind: "file", file: join(root, "docs/x/index.html") });
    expect(plan("/base/robots.txt")).toMatchObject({ kind: "file" });
  });

  it("redirects .html, index.html and trailing slashes to the clean path in one hop", () => {
    expect(plan("/base/docs/x/index.html")).toEqual({ kind: "redirect", status: 301, location: "/base/docs/x" });
    expect(plan("/base/docs/x.html?a=1")).toEqual({ kind: "redirect", status: 301, location: "/base/docs/x?a=1" });
    expect(plan("/base/docs/x/")).toEqual({ kind: "redirect", status: 301, location: "/base/docs/x" });
    expect(plan("/base/index.html")).toEqual({ kind: "redirect", status: 301, location: "/base/" });
    expect(plan("/")).toEqual({ kind: "redirect", status: 302, location: "/base/" });
    expect(plan("/base")).toEqual({ kind: "redirect", status: 301, location: "/base/" });
  });

  it("answers not-found for unknown paths", () => {
    expect(plan("/base/nope")).toEqual({ kind: "not-found" });
    expect(plan("/other/x")).toEqual({ kind: "not-found" });
  });

  it("never leaves the output folder", () => {
    for (const url of [
      "/base/../../etc/passwd",
      "/base/%2e%2e/%2e%2e/etc/passwd",
      "/base/..%2f..%2fetc%2fpasswd",
      "/base/..\\..\\etc\\passwd",
      "/base/a%00.html",
      "/base/%E0%A4%A",
      "/base/a%0dSet-Cookie:%20inj=1/",
      "/base/a%0aX:1.html",
      "/base/a%7f/index.html",
    ]) {
      expect(plan(url).kind, url).toBe("bad-request");
    }
    expect(plan("/base/link.txt")).toEqual({ kind: "not-found" });
  });

  it("takes the not-found page from inside the folder only", () => {
    expect(notFoundPage(root)).toBeUndefined(); // none written here
    writeFileSync(join(root, "404.html"), "404");
    expect(notFoundPage(root)?.file).toBe(join(realpathSync(root), "404.html"));
    const other = mkdtempSync(join(tmpdir(), "docsgen-serve-"));
    symlinkSync(join(outside, "secret.txt"), join(other, "404.html"));
    expect(notFoundPage(other)).toBeUndefined();
  });
});
