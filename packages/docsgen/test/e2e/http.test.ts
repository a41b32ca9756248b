import { request as rawRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { BASE } from "../helpers/servers.ts";

/** Sends the path exactly as written (no URL normalisation), like curl --path-as-is. */
function raw(origin: string, path: string, headers: Record<string, string> = {}, method = "GET") {
  const url = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = rawRequest({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
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

describe.each(inject("servers"))("HTTP rules on $name", ({ origin }) => {
  it("serves clean URLs with status 200 and HTML content type", async () => {
    for (const path of [BASE, `${BASE}docs/introduction/overview`, `${BASE}docs/api/types`, `${BASE}markdown-page`]) {
      const r = await raw(origin, path);
      expect(r.status, path).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  it("redirects .html and index.html to the clean path in one hop under the base", async () => {
    const cases: [string, string][] = [
      [`${BASE}docs/introduction/overview.html`, `${BASE}docs/introduction/overview`],
      [`${BASE}docs/introduction/overview/index.html`, `${BASE}docs/introduction/overview`],
      [`${BASE}docs/introduction/overview/`, `${BASE}docs/introduction/overview`],
      [`${BASE}index.html`, BASE],
      ["/slightning-coco-widget", BASE],
    ];
    for (const [from, to] of cases) {
      const r = await raw(origin, from);
      expect(r.status, from).toBe(301);
      expect(new URL(String(r.headers.location), origin).pathname, from).toBe(to);
    }
    expect((await raw(origin, "/")).status).toBe(302);
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const r = await raw(origin, `${BASE}no/such/page`);
    expect(r.status).toBe(404);
    expect(r.body.toString()).toContain("<title>找不到页面 | SLIGHTNING CoCo 控件框架</title>");
  });

  it("never serves a file outside the output folder", async () => {
    for (const path of [
      `${BASE}../../../../etc/passwd`,
      `${BASE}%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `${BASE}..%2f..%2f..%2fetc%2fpasswd`,
      `${BASE}..\\..\\..\\etc\\passwd`,
      `${BASE}%00`,
      `${BASE}.docsgen/headers.json`,
    ]) {
      const r = await raw(origin, path);
      expect([400, 404], path).toContain(r.status);
      expect(r.body.toString(), path).not.toContain("root:");
      // headers.json's key (every page carries the policy in a <meta>, the 404 page too).
      expect(r.body.toString(), path).not.toContain('"Content-Security-Policy":');
    }
  });

  it("sends the security headers with the inline script hashes", async () => {
    const r = await raw(origin, `${BASE}docs/introduction/overview`);
    const csp = String(r.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("form-action 'self'");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("caches hashed assets forever and revalidates HTML", async () => {
    const html = (await raw(origin, BASE)).body.toString();
    const js = /src="([^"]+\/assets\/entry-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    expect(js).toBeTruthy();
    const asset = await raw(origin, String(js));
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await raw(origin, BASE)).headers["cache-control"]).toBe("no-cache");
  });

  it("answers a byte range of a file with 206, and 416 past its end", async () => {
    const html = (await raw(origin, BASE)).body.toString();
    const js = String(/src="([^"]+\/assets\/entry-[A-Z0-9]+\.js)"/.exec(html)?.[1]);
    const whole = await raw(origin, js);
    const size = whole.body.length;
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    const part = await raw(origin, js, { Range: "bytes=10-109" });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-109/${size}`);
    expect(part.body.equals(whole.body.subarray(10, 110))).toBe(true);
    const tail = await raw(origin, js, { Range: "bytes=-5" });
    expect(tail.body.equals(whole.body.subarray(size - 5))).toBe(true);
    const past = await raw(origin, js, { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("supports ETag revalidation, HEAD and gzip", async () => {
    const path = `${BASE}docs/introduction/overview`;
    const first = await raw(origin, path);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect((await raw(origin, path, { "If-None-Match": etag })).status).toBe(304);
    const head = await raw(origin, path, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const gz = await raw(origin, path, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(first.body.toString());
  });
});
