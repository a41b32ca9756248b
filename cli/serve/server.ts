import { readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { HEADERS_JSON, securityHeaders } from "../write/security-headers.ts";
import { GzipCache } from "./gzip-cache.ts";
import { contentType, isCompressible } from "./mime.ts";
import { planRequest } from "./resolve-request.ts";

export interface ServeOptions {
  root: string;
  baseUrl: string;
  port: number;
  host: string;
  /** Extra handler tried first (watch mode's reload endpoint); returns true when it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (watch mode injects its reload client). */
  transformHtml?: (html: string) => string;
}

/** The headers the build wrote for this output (the same ones nginx includes). */
export function readHeaders(root: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(root, HEADERS_JSON), "utf8")) as Record<string, string>;
  } catch {
    return securityHeaders([]);
  }
}

const gzipCache = new GzipCache();

/** A static server for the build output with the same URL rules as the nginx deployment. */
export function startServer(options: ServeOptions): Promise<Server> {
  const server = createServer((req, res) => {
    try {
      if (options.intercept?.(req, res)) return;
      handle(options, req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

function handle(options: ServeOptions, req: IncomingMessage, res: ServerResponse) {
  const headers = readHeaders(options.root);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const plan = planRequest(options.root, options.baseUrl, req.url ?? "/");
  if (plan.kind === "bad-request") {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad Request\n");
    return;
  }
  if (plan.kind === "redirect") {
    res.writeHead(plan.status, { Location: plan.location }).end();
    return;
  }
  const file = plan.kind === "file" ? plan.file : join(options.root, "404.html");
  const status = plan.kind === "file" ? 200 : 404;
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
  } catch {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found\n");
    return;
  }
  const type = contentType(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const rel = file.slice(options.root.length);
  const immutable = /[\\/]assets[\\/]/.test(rel) && /-[A-Z0-9]{8,}\.\w+$/i.test(rel);
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (status === 200) {
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", stat.mtime.toUTCString());
    const since = req.headers["if-modified-since"];
    if (
      req.headers["if-none-match"] === etag ||
      (!req.headers["if-none-match"] && since && Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000)
    ) {
      res.writeHead(304).end();
      return;
    }
  }
  let body: Buffer = readFileSync(file);
  const transformed = type.startsWith("text/html") && options.transformHtml !== undefined;
  if (transformed) body = Buffer.from(options.transformHtml?.(body.toString("utf8")) ?? body);
  if (isCompressible(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && body.length > 256) {
    // Served HTML that differs from the file (watch mode's reload script carries the build generation,
    // which changes while the file does not) is compressed afresh: a cached copy would be stale.
    body = transformed ? gzipSync(body) : gzipCache.get(file, etag, body);
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Content-Length", body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
}
