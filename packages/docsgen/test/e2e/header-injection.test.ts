import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HEADERS_JSON, NGINX_HEADERS, nginxHeaders, securityHeaders } from "../../cli/write/security-headers.ts";
import { launchChromium } from "../helpers/browser.ts";
import { BASE, type Running, startDocsgenServe, startNginx } from "../helpers/servers.ts";

/**
 * Sends `path` byte for byte over a plain socket (no client parses or normalises it) and returns the raw
 * status line and header block, exactly as the server wrote them.
 */
function rawGet(origin: string, path: string): Promise<{ status: number; head: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(path)}`)));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end >= 0 ? text.slice(0, end) : text;
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
  });
}

// The payload, then the same trick with each control character and through each redirect rule
// (trailing slash, `.html`, `/index.html`) and a plain file path.
const controls = ["%0d", "%0a", "%0d%0a", "%0D%0A", "%09", "%0b", "%0c", "%1b", "%7f", "%0d%0d%0a"];
const payloads = [
  `${BASE}a%0dSet-Cookie:%20inj=1/`,
  ...controls.flatMap((c) => [
    `${BASE}a${c}Set-Cookie:%20inj=1/`,
    `${BASE}docs/a${c}Set-Cookie:%20inj=1.html`,
    `${BASE}a${c}Set-Cookie:%20inj=1/index.html`,
    `${BASE}a${c}X-Injected:%201`,
  ]),
];

describe.each(inject("servers"))("control characters in the path on $name", ({ origin }) => {
  it("are refused with 400 and never reach a response header", async () => {
    for (const path of payloads) {
      const { status, head } = await rawGet(origin, path);
      // Header lines end in CRLF; no other control byte (bare CR, bare LF, …) may appear in the block.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
      expect(head.split("\r\n").join(""), path).not.toMatch(/[\x00-\x1f\x7f]/);
      const names = head
        .split("\r\n")
        .slice(1)
        .map((l) => l.slice(0, l.indexOf(":")).toLowerCase());
      expect(names, path).not.toContain("set-cookie");
      expect(names, path).not.toContain("x-injected");
      expect(head, path).not.toContain("inj=1");
      expect(status, path).toBe(400);
    }
  });

  it("store no cookie in Chromium", async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const path of [`${BASE}a%0dSet-Cookie:%20inj=1/`, `${BASE}a%0d%0aSet-Cookie:%20inj=2.html`]) {
        await page.goto(origin + path).catch(() => undefined); // a refused redirect may abort navigation
        expect(await context.cookies(), path).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});

describe("symlinks in the output folder", () => {
  let out: string;
  const servers: Running[] = [];
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), "docsgen-symlinks-"));
    mkdirSync(join(out, ".docsgen"));
    mkdirSync(join(out, "docs/leak"), { recursive: true });
    writeFileSync(join(out, HEADERS_JSON), JSON.stringify(securityHeaders({ scriptHashes: [] })));
    writeFileSync(join(out, NGINX_HEADERS), nginxHeaders(securityHeaders({ scriptHashes: [] })));
    writeFileSync(join(out, "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(join(out, "404.html"), "<!doctype html><title>not found</title>");
    symlinkSync("/etc/passwd", join(out, "passwd.txt"));
    symlinkSync("/etc/passwd", join(out, "passwd.md"));
    symlinkSync("/etc/passwd", join(out, "docs/leak/index.html"));
    symlinkSync("/etc/passwd", join(out, "docs/page.html"));
    symlinkSync("/etc", join(out, "etc"));
    servers.push(await startNginx(out), await startDocsgenServe(out));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(out, { recursive: true, force: true });
  });

  it("are not followed to a file outside it, by nginx or docsgen serve", async () => {
    expect(servers).toHaveLength(2);
    for (const { origin } of servers) {
      expect((await rawGet(origin, BASE)).status, origin).toBe(200); // the folder itself is served
      for (const path of [
        `${BASE}passwd.txt`,
        `${BASE}passwd.md`,
        `${BASE}docs/leak`,
        `${BASE}docs/page`,
        `${BASE}etc/passwd`,
      ]) {
        const r = await fetch(origin + path, { redirect: "manual" });
        const body = await r.text();
        expect(r.status, `${origin}${path}`).toBe(404);
        expect(body, `${origin}${path}`).not.toContain("root:");
      }
    }
  });
});
