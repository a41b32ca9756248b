import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BIN, REPO, SCW } from "./cli.ts";

export const BASE = "/slightning-coco-widget/";

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server at ${url} did not start`);
}

export interface Running {
  origin: string;
  stop(): Promise<void>;
}

/** `docsgen serve` on the given output folder (of this repository's site, unless `siteDir` says another). */
export async function startDocsgenServe(outDir: string, siteDir = SCW): Promise<Running> {
  const port = await freePort();
  return run(
    process.execPath,
    [BIN, "serve", siteDir, "--out-dir", outDir, "--port", String(port), "-q"],
    port,
    "SIGTERM",
  );
}

/** Starts a server process, waits until its port answers; `stop` ends it with `signal` and waits. */
async function run(command: string, args: string[], port: number, signal: NodeJS.Signals): Promise<Running> {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, child);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

export function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error("nginx is not installed (apt-get install nginx-light); .ci/run installs it");
}

/**
 * A real nginx with the repository's deploy/nginx.conf, pointed at `outDir`, on a loopback port; `edit` then
 * changes the file as a site's owner would (another base URL).
 */
export async function startNginx(outDir: string, edit = (conf: string) => conf): Promise<Running> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "docsgen-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const site = edit(
    readFileSync(join(REPO, "deploy/nginx.conf"), "utf8")
      .replaceAll("/srv/slightning-coco-widget", outDir)
      .replace("listen 80;", `listen 127.0.0.1:${port};`),
  );
  writeFileSync(join(prefix, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t}_temp_path ${join(prefix, t)};`)
    .join("\n  ");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs/error.log")};
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${join(prefix, "site.conf")};
}
`,
  );
  return run(nginxBinary(), ["-c", join(prefix, "nginx.conf"), "-p", prefix], port, "SIGQUIT");
}

/**
 * The output folder served as a bare static host does: files and a folder's
 * `index.html`, with a content type and nothing else, no security headers. Tests what a page protects
 * by itself. Every request's path is recorded in `paths`.
 */
export async function startBareStatic(outDir: string): Promise<Running & { paths: string[] }> {
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".svg": "image/svg+xml",
  };
  const paths: string[] = [];
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    paths.push(path);
    let file = join(outDir, path);
    if (!file.startsWith(outDir) || path.includes("..")) return void res.writeHead(400).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) return void res.writeHead(404).end("not found");
    const type = types[file.slice(file.lastIndexOf("."))] ?? "application/octet-stream";
    res.writeHead(200, { "content-type": type }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    paths,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
