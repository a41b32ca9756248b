import { createReadStream, readFileSync, type Stats, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import parseRange from "range-parser";
import { HEADERS_JSON, securityHeaders } from "../write/security-headers.ts";
import { acceptFirst } from "./accept-first.ts";
import { contentType, isCompressible } from "./mime.ts";
import { notFoundPage, planRequest } from "./resolve-request.ts";
import { VersionedCache } from "./versioned-cache.ts";

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

const headerFiles = new Map<string, { stamp: string; headers: Record<string, string> }>();

/**
 * The headers the build wrote for this output (the same ones nginx includes). Parsed once per version of
 * the file: a stat is all a request costs (reading and parsing it on every request took ~8% of the
 * server's busy time under wrk), and a rebuild that changes it is seen on the next request.
 */
export function readHeaders(root: string): Record<string, string> {
  const file = join(root, HEADERS_JSON);
  let stamp: string;
  try {
    const s = statSync(file);
    stamp = `${s.ino}-${s.size}-${s.mtimeMs}`;
  } catch {
    return securityHeaders({ scriptHashes: [] });
  }
  const hit = headerFiles.get(file);
  if (hit?.stamp === stamp) return hit.headers;
  let headers: Record<string, string>;
  try {
    headers = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  } catch {
    headers = securityHeaders({ scriptHashes: [] });
  }
  headerFiles.set(file, { stamp, headers });
  return headers;
}

/**
 * Files up to this size are answered from memory (every file of this site; its biggest is ~260 KB), within
 * 32 MB of bodies and 32 MB of gzips, least recently used out; bigger files are streamed from disk.
 */
const IN_MEMORY_MAX = 1024 * 1024;
const bodies = new VersionedCache(32 * 1024 * 1024);
const gzips = new VersionedCache(32 * 1024 * 1024);

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
  acceptFirst(server);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

function handle(options: ServeOptions, req: IncomingMessage, res: ServerResponse) {
  for (const [k, v] of Object.entries(readHeaders(options.root))) res.setHeader(k, v);
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
  const found = plan.kind === "file" ? plan : notFoundPage(options.root);
  if (!found) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found\n");
    return;
  }
  const { file, stat } = found;
  const status = plan.kind === "file" ? 200 : 404;
  const type = contentType(file);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  // The inode too: a file replaced by a rename within the same millisecond and at the same size is new.
  const version = `${etag}${stat.ino}`;
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
  const gzip = isCompressible(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const read = () => bodies.get(file, version, () => readFileSync(file));
  if (type.startsWith("text/html") && options.transformHtml) {
    // Served HTML that differs from the file (watch mode's reload script carries the build generation,
    // which changes while the file does not) is compressed afresh: a cached copy would be stale.
    const html = Buffer.from(options.transformHtml(read().toString("utf8")));
    const gzipped = gzip && html.length > 256;
    sendWhole(req, res, { status, body: gzipped ? gzipSync(html) : html, gzipped });
  } else if (gzip && stat.size > 256) {
    // A compressed body is sent whole, as nginx does (its gzip filter drops Range): ranges would have to
    // count bytes of the gzip, which no client asks for.
    sendWhole(req, res, { status, body: gzips.get(file, version, () => gzipSync(read())), gzipped: true });
  } else {
    sendFile(req, res, { file, stat, status, etag, read });
  }
}

function sendWhole(req: IncomingMessage, res: ServerResponse, { status, body, gzipped }: WholeBody) {
  if (gzipped) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : body);
}

interface WholeBody {
  status: number;
  body: Buffer;
  gzipped: boolean;
}

interface FileToSend {
  file: string;
  stat: Stats;
  status: number;
  etag: string;
  /** The whole body, from memory (for files up to IN_MEMORY_MAX). */
  read: () => Buffer;
}

/**
 * Sends a file as stored, honouring one `Range` (206, or 416 when no byte of it exists). Several ranges,
 * or a range that cannot be parsed, get the whole file (RFC 9110 lets a server ignore Range; nginx would
 * answer several with multipart/byteranges, which no browser needs for media or resumed downloads).
 */
function sendFile(req: IncomingMessage, res: ServerResponse, { file, stat, status, etag, read }: FileToSend) {
  let start = 0;
  let end = stat.size - 1;
  let code = status;
  const range = req.headers.range;
  if (status === 200) {
    res.setHeader("Accept-Ranges", "bytes");
    if (range && ifRangeHolds(String(req.headers["if-range"] ?? ""), etag, stat)) {
      const ranges = parseRange(stat.size, range, { combine: true });
      if (ranges === -1) {
        res.setHeader("Content-Range", `bytes */${stat.size}`);
        res.writeHead(416).end();
        return;
      }
      if (ranges !== -2 && ranges.type === "bytes" && ranges.length === 1) {
        ({ start, end } = ranges[0] as { start: number; end: number });
        code = 206;
        res.setHeader("Content-Range", `bytes ${start}-${end}/${stat.size}`);
      }
    }
  }
  res.setHeader("Content-Length", end - start + 1);
  res.writeHead(code);
  if (req.method === "HEAD") {
    res.end();
  } else if (stat.size <= IN_MEMORY_MAX) {
    res.end(read().subarray(start, end + 1));
  } else {
    createReadStream(file, { start, end })
      .on("error", (error) => res.destroy(error))
      .pipe(res);
  }
}

/** `If-Range`: the range applies only to the version the client holds (its ETag, or exact Last-Modified). */
function ifRangeHolds(ifRange: string, etag: string, stat: Stats): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === etag;
  return Date.parse(ifRange) === Math.floor(stat.mtimeMs / 1000) * 1000;
}
