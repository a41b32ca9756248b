import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../../cli/serve/server.ts";

const root = mkdtempSync(join(tmpdir(), "docsgen-serve-types-"));
const small = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
// Over the in-memory limit (1 MiB): streamed from the file, ranges included.
const big = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 7) % 256));
const files: Record<string, Buffer | string> = {
  "index.html": "<!doctype html><title>home</title>",
  "404.html": "<!doctype html><title>404</title>",
  "media/clip.mp4": small,
  "media/big.mp4": big,
  "fonts/x.ttf": small,
  "fonts/x.woff2": small,
  "assets/entry-ABCDEFGH.js.map": '{"version":3}',
  "assets/entry-ABCDEFGH.js": "console.log(1)",
  "site.webmanifest": "{}",
  "docs/a.md": "# a",
  "img/logo.svg": "<svg/>",
  "img/favicon.ico": small,
  "data.bin": small,
  noext: small,
};
for (const [rel, body] of Object.entries(files)) {
  mkdirSync(join(root, rel, ".."), { recursive: true });
  writeFileSync(join(root, rel), body);
}

let server: Server;
let port = 0;
beforeAll(async () => {
  server = await startServer({ root, baseUrl: "/base/", port: 0, host: "127.0.0.1" });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("docsgen serve: content types", () => {
  it("names media, fonts, source maps and the other common types (not application/octet-stream)", async () => {
    const expected: Record<string, string> = {
      "media/clip.mp4": "video/mp4",
      "fonts/x.ttf": "font/ttf",
      "fonts/x.woff2": "font/woff2",
      "assets/entry-ABCDEFGH.js.map": "application/json; charset=utf-8",
      "assets/entry-ABCDEFGH.js": "text/javascript; charset=utf-8",
      "site.webmanifest": "application/manifest+json; charset=utf-8",
      "docs/a.md": "text/markdown; charset=utf-8",
      "img/logo.svg": "image/svg+xml",
      "data.bin": "application/octet-stream",
      noext: "application/octet-stream",
    };
    for (const [rel, type] of Object.entries(expected)) {
      const r = await get(`/base/${rel}`);
      expect(r.status, rel).toBe(200);
      expect(r.headers["content-type"], rel).toBe(type);
    }
    expect((await get("/base/")).headers["content-type"]).toBe("text/html; charset=utf-8");
    expect((await get("/base/img/favicon.ico")).headers["content-type"]).toMatch(
      /^image\/(x-icon|vnd\.microsoft\.icon)$/,
    );
  });
});

describe("docsgen serve: range requests", () => {
  const size = small.length;

  it("answers one range with 206 and its bytes, in every form (first-last, first-, -suffix)", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=100-", 100, size - 1],
      ["bytes=-10", size - 10, size - 1],
      ["bytes=990-5000", 990, size - 1], // the end is clamped to the file
      ["bytes=0-10,5-20", 0, 20], // overlapping ranges combine into one
    ];
    for (const [range, start, end] of cases) {
      const r = await get("/base/media/clip.mp4", { Range: range });
      expect(r.status, range).toBe(206);
      expect(r.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(r.headers["content-length"], range).toBe(String(end - start + 1));
      expect(r.headers["content-type"], range).toBe("video/mp4");
      expect(r.body.equals(small.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 with the size when no byte of the range exists", async () => {
    for (const range of [`bytes=${size}-`, "bytes=5000-6000"]) {
      const r = await get("/base/media/clip.mp4", { Range: range });
      expect(r.status, range).toBe(416);
      expect(r.headers["content-range"], range).toBe(`bytes */${size}`);
      expect(r.body.length, range).toBe(0);
    }
  });

  it("sends the whole file for a malformed range, several ranges, another unit or a stale If-Range", async () => {
    const first = await get("/base/media/clip.mp4");
    expect(first.headers["accept-ranges"]).toBe("bytes");
    const stale: Record<string, string>[] = [
      { Range: "bytes=abc" },
      { Range: "bytes=0-1,500-501" },
      { Range: "items=0-1" },
      { Range: "bytes=0-1", "If-Range": '"stale-etag"' },
      { Range: "bytes=0-1", "If-Range": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const headers of stale) {
      const r = await get("/base/media/clip.mp4", headers);
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect(r.body.equals(small), JSON.stringify(headers)).toBe(true);
    }
    const fresh = await get("/base/media/clip.mp4", { Range: "bytes=0-1", "If-Range": String(first.headers.etag) });
    expect(fresh.status).toBe(206);
  });

  it("streams ranges of a file too big to keep in memory", async () => {
    const start = 1024 * 1024 + 3;
    const end = 2 * 1024 * 1024 + 5;
    const r = await get("/base/media/big.mp4", { Range: `bytes=${start}-${end}` });
    expect(r.status).toBe(206);
    expect(r.headers["content-range"]).toBe(`bytes ${start}-${end}/${big.length}`);
    expect(r.body.equals(big.subarray(start, end + 1))).toBe(true);
    const whole = await get("/base/media/big.mp4");
    expect(whole.body.equals(big)).toBe(true);
    const head = await get("/base/media/big.mp4", { Range: "bytes=-100" }, "HEAD");
    expect(head.status).toBe(206);
    expect(head.headers["content-length"]).toBe("100");
    expect(head.body.length).toBe(0);
  });

  it("gives no range of the not-found page, and serves text gzipped whole", async () => {
    const missing = await get("/base/nope", { Range: "bytes=0-1" });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("<title>404</title>");
    writeFileSync(join(root, "long.txt"), "x".repeat(5000));
    const gz = await get("/base/long.txt", { Range: "bytes=0-1", "Accept-Encoding": "gzip" });
    expect(gz.status).toBe(200);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/base/long.txt", { Range: "bytes=0-1" });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe("xx");
  });
});
