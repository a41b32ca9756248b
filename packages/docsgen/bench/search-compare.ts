// Search in the browser, docsgen against Pagefind, on the same build (issue 18, part 1). For each query of
// a fixed list, in a fresh browser context (cold cache), through nginx with gzip on (or `docsgen serve`):
// the bytes transferred from opening search to the first results, the time from the keystroke to the first
// results, and whether the expected page is among the first five. Pagefind 1.6's extended binary (for
// Chinese) indexes a copy of the build. Usage as a script:
//   node bin/tsrun.js bench/search-compare.ts <corpus-pages> [work-dir]
// Exports `compareSearch` for the bench's report writer.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

/** The checkout: the nearest folder up with docsgen's package.json (this file may run from a bundle cache). */
function findRoot(): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && existsSync(join(dir, "bin", "docsgen.js"))) {
      if ((JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "docsgen") return dir;
    }
    if (dirname(dir) === dir) return process.cwd();
  }
}
const ROOT = findRoot();

/** A query and the page (a URL path with the base, no hash) it should find. */
export interface SearchCase {
  query: string;
  expectedUrl: string;
}

export interface QueryFigure {
  query: string;
  /** Bytes on the wire (bodies as sent, gzip where the server compressed, plus headers). */
  bytes: number;
  requests: number;
  /** From the keystroke to the first result on screen (docsgen) or loaded (Pagefind's JS API). */
  ms: number;
  /** 1-based position of the expected page among the first five results, or null. */
  rank: number | null;
}

export interface CompareOptions {
  /** The build folder (`docsgen build --out-dir`). It is not modified; Pagefind indexes a copy. */
  outDir: string;
  /** The site's base URL (`/bench/`). */
  baseUrl: string;
  cases: SearchCase[];
  /** A page of the site to open search on, relative to the base (`docs/x`). */
  page: string;
  server?: "nginx" | "docsgen";
  /** Scratch folder for the Pagefind copy and the server's files (a temporary one by default). */
  workDir?: string;
}

export interface CompareResult {
  server: string;
  docsgen: QueryFigure[];
  pagefind: QueryFigure[] | { error: string };
}

/**
 * Pagefind's Linux binary, installed for the bench on first use into a cache folder. It is not a dev
 * dependency: the package's optional binaries for other platforms are not all on every registry mirror,
 * and a lock file without them makes `npm ci` refuse to install anything.
 */
const PAGEFIND_VERSION = "1.6.0";
const PAGEFIND_DIR = join(ROOT, "node_modules", ".cache", "docsgen-bench", `pagefind-${PAGEFIND_VERSION}`);
const PAGEFIND = join(PAGEFIND_DIR, "node_modules", "@pagefind", "linux-x64", "bin", "pagefind_extended");

function ensurePagefind(): true | string {
  if (existsSync(PAGEFIND)) return true;
  if (process.platform !== "linux" || process.arch !== "x64") return "the Pagefind comparison runs on linux-x64 only";
  mkdirSync(PAGEFIND_DIR, { recursive: true });
  const r = spawnSync(
    "npm",
    ["install", "--no-save", "--no-package-lock", "--prefix", PAGEFIND_DIR, `@pagefind/linux-x64@${PAGEFIND_VERSION}`],
    { encoding: "utf8" },
  );
  return existsSync(PAGEFIND) ? true : `installing @pagefind/linux-x64@${PAGEFIND_VERSION} failed: ${r.stderr}`;
}

export async function compareSearch(options: CompareOptions): Promise<CompareResult> {
  const work = options.workDir ?? mkdtempSync(join(tmpdir(), "docsgen-search-compare-"));
  mkdirSync(work, { recursive: true });
  const kind = options.server ?? "nginx";
  const pagefindCopy = join(work, "pagefind-site");
  const indexed = indexWithPagefind(options.outDir, pagefindCopy);
  const browser = await launch();
  const servers: Server[] = [];
  try {
    const ours = await serve(kind, options.outDir, options.baseUrl, join(work, "server-docsgen"));
    servers.push(ours);
    const docsgen: QueryFigure[] = [];
    for (const c of options.cases) docsgen.push(await measureDocsgen(browser, ours.origin, options, c));
    let pagefind: CompareResult["pagefind"];
    if (typeof indexed === "string") pagefind = { error: indexed };
    else {
      const theirs = await serve(kind, pagefindCopy, options.baseUrl, join(work, "server-pagefind"));
      servers.push(theirs);
      pagefind = [];
      for (const c of options.cases) pagefind.push(await measurePagefind(browser, theirs.origin, options, c));
    }
    return { server: kind, docsgen, pagefind };
  } finally {
    await browser.close();
    for (const s of servers) await s.stop();
  }
}

/** Pagefind indexes each page's `<article>` (its default root, `<html>`, would add every page's sidebar). */
function indexWithPagefind(outDir: string, copy: string): true | string {
  const installed = ensurePagefind();
  if (installed !== true) return installed;
  rmSync(copy, { recursive: true, force: true });
  cpSync(outDir, copy, { recursive: true });
  const r = spawnSync(PAGEFIND, ["--site", copy, "--root-selector", "article", "--quiet"], { encoding: "utf8" });
  return r.status === 0 ? true : `pagefind failed (${r.status}): ${r.stderr}`;
}

function launch(): Promise<Browser> {
  const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!executablePath) throw new Error("chromium is not installed (apt-get install chromium)");
  return chromium.launch({
    executablePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
}

/**
 * Counts what a page transfers from `start()` on. What the client prefetches for visible links (the hits
 * are links: their page data and sidebars) is navigation, not search: left out.
 */
function recorder(page: Page) {
  let on = false;
  const sizes: Promise<{ start: number; bytes: number }>[] = [];
  page.on("requestfinished", (r) => {
    if (on && !r.url().endsWith("/page-data.json") && !r.url().includes("/assets/sidebars/")) {
      sizes.push(
        r.sizes().then((s) => ({ start: r.timing().startTime, bytes: s.responseBodySize + s.responseHeadersSize })),
      );
    }
  });
  return {
    start: () => {
      on = true;
    },
    /** Requests sent before `until` (ms since the epoch): those the first results waited for. */
    total: async (until: number) => {
      const all = (await Promise.all(sizes)).filter((s) => s.start <= until);
      return { bytes: all.reduce((a, b) => a + b.bytes, 0), requests: all.length };
    },
  };
}

const samePage = (a: string, b: string) => {
  const clean = (u: string) => decodeURIComponent(new URL(u, "http://x").pathname).replace(/(\/index\.html|\/)$/, "");
  return clean(a) === clean(b);
};

async function measureDocsgen(browser: Browser, origin: string, o: CompareOptions, c: SearchCase) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${o.baseUrl}${o.page}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const rec = recorder(page);
  rec.start();
  await page.keyboard.press("Control+k");
  const input = page.locator(".searchInput");
  await input.waitFor();
  await page.waitForLoadState("networkidle");
  // Times taken inside the page: the input event, then the first hit in the DOM.
  await page.evaluate(() => {
    const w = window as unknown as { typedAt?: number; firstHitAt?: number };
    document.addEventListener("input", () => (w.typedAt ??= performance.now()), { capture: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector(".searchHit")) {
        w.firstHitAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await input.fill(c.query);
  await page.locator(".searchHit").first().waitFor({ timeout: 30_000 });
  const { ms, at: shownAt } = await page.evaluate(() => {
    const w = window as unknown as { typedAt: number; firstHitAt: number };
    return { ms: w.firstHitAt - w.typedAt, at: performance.timeOrigin + w.firstHitAt };
  });
  const links = await page
    .locator(".searchHit a")
    .evaluateAll((as) => as.slice(0, 5).map((a) => a.getAttribute("href") ?? ""));
  const at = links.findIndex((href) => samePage(href, c.expectedUrl));
  await page.waitForLoadState("networkidle");
  const { bytes, requests } = await rec.total(shownAt);
  await context.close();
  return { query: c.query, bytes, requests, ms, rank: at < 0 ? null : at + 1 };
}

/**
 * Pagefind through its JS API, as its UI does: `init()` when search opens, then `search()` and the data of
 * the first five results (the UI shows five, each with its fragment) after the keystroke.
 */
async function measurePagefind(browser: Browser, origin: string, o: CompareOptions, c: SearchCase) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${o.baseUrl}${o.page}`);
  await page.waitForLoadState("networkidle");
  const rec = recorder(page);
  rec.start();
  await page.evaluate(async (base) => {
    const w = window as unknown as { pf: { init(): Promise<void>; options(o: object): Promise<void> } };
    w.pf = await import(`${base}pagefind/pagefind.js`);
    await w.pf.options({ baseUrl: base });
    await w.pf.init();
  }, o.baseUrl);
  await page.waitForLoadState("networkidle");
  const { ms, urls, end } = await page.evaluate(async (query) => {
    type Result = { data(): Promise<{ url: string }> };
    const w = window as unknown as { pf: { search(q: string): Promise<{ results: Result[] }> } };
    const t = performance.now();
    const found = await w.pf.search(query);
    const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
    const done = performance.now();
    return { ms: done - t, urls: data.map((d) => d.url), end: performance.timeOrigin + done };
  }, c.query);
  await page.waitForLoadState("networkidle");
  const { bytes, requests } = await rec.total(end);
  await context.close();
  const at = urls.findIndex((u) => samePage(u, c.expectedUrl));
  return { query: c.query, bytes, requests, ms, rank: at < 0 ? null : at + 1 };
}

// ---------------------------------------------------------------------------------------------------------
// Servers: nginx with gzip as deploy/nginx.conf sets it, or `docsgen serve`, on a free loopback port.

interface Server {
  origin: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolvePort(port));
    });
  });
}

async function serve(kind: "nginx" | "docsgen", dir: string, baseUrl: string, work: string): Promise<Server> {
  const port = await freePort();
  let child: ChildProcess;
  if (kind === "docsgen") {
    // `docsgen serve` needs a site folder; it only reads its config for the base URL.
    const site = join(work, "site");
    mkdirSync(site, { recursive: true });
    writeFileSync(
      join(site, "site.config.ts"),
      `export default { title: "bench", url: "http://127.0.0.1", baseUrl: ${JSON.stringify(baseUrl)}, themeConfig: { navbar: { title: "bench", items: [] } } };\n`,
    );
    child = spawn(
      process.execPath,
      [join(ROOT, "bin/docsgen.js"), "serve", site, "--out-dir", dir, "--port", String(port), "-q"],
      {
        stdio: "ignore",
      },
    );
  } else {
    rmSync(work, { recursive: true, force: true });
    mkdirSync(join(work, "logs"), { recursive: true });
    writeFileSync(
      join(work, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${join(work, "nginx.pid")};
error_log ${join(work, "logs/error.log")};
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${join(work, t)};`).join("\n  ")}
  gzip on;
  gzip_min_length 256;
  gzip_types text/css text/plain text/xml application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${port};
    location ${baseUrl} {
      alias ${dir}/;
      try_files $uri $uri/index.html $uri.html =404;
    }
  }
}
`,
    );
    child = spawn("/usr/sbin/nginx", ["-c", join(work, "nginx.conf"), "-p", work], { stdio: "ignore" });
  }
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${origin}${baseUrl}`);
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(`${kind} did not start on ${origin}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill(kind === "nginx" ? "SIGQUIT" : "SIGTERM");
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// As a script: generate a corpus, build it, pick queries from it, compare, print a table.

/**
 * Queries of a generated site: page titles and section headings that occur once in the whole site (so
 * one page is the right answer), spread evenly over it, read from the build's page texts.
 */
export function pickCases(outDir: string, count = 8): SearchCase[] {
  const dir = join(outDir, "search", "p");
  const pages = readdirSync(dir)
    .map((f) => Number.parseInt(f, 10))
    .sort((a, b) => a - b)
    .map(
      (n) =>
        JSON.parse(readFileSync(join(dir, `${n}.json`), "utf8")) as {
          url: string;
          title: string;
          sections: string[][];
        },
    );
  const seen = new Map<string, number>();
  for (const p of pages) for (const t of [p.title, ...p.sections.map((s) => s[0])]) seen.set(t, (seen.get(t) ?? 0) + 1);
  const cases: SearchCase[] = [];
  const docs = pages.filter((p) => p.url.includes("/docs/"));
  for (let i = 0; i < count; i++) {
    const p = docs[Math.floor(((i + 0.5) * docs.length) / count)];
    const text = i % 2 === 0 ? p.title : p.sections.map((s) => s[0]).find((h) => h && seen.get(h) === 1);
    if (text && seen.get(text) === 1) cases.push({ query: text, expectedUrl: p.url });
  }
  return cases;
}

export function table(result: CompareResult, pages: number): string {
  const rows = [
    `| query | docsgen KiB | req | ms | top 5 | Pagefind KiB | req | ms | top 5 |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  ];
  const pf = Array.isArray(result.pagefind) ? result.pagefind : [];
  const cell = (f?: QueryFigure) =>
    f
      ? [(f.bytes / 1024).toFixed(1), String(f.requests), f.ms.toFixed(0), f.rank ? `#${f.rank}` : "no"]
      : ["–", "–", "–", "–"];
  result.docsgen.forEach((d, i) => {
    rows.push(`| ${d.query} | ${[...cell(d), ...cell(pf[i])].join(" | ")} |`);
  });
  const note = Array.isArray(result.pagefind) ? "" : `\nPagefind: ${result.pagefind.error}`;
  return `${pages} pages, ${result.server}, cold cache per query\n${rows.join("\n")}${note}\n`;
}

/**
 * Generates a corpus of `pages` pages in `work` (kept for reruns), builds it with docsgen, picks queries that
 * each name one page, and compares docsgen's search with Pagefind's on it.
 */
export async function compareOnCorpus(pages: number, work: string): Promise<CompareResult & { cases: SearchCase[] }> {
  const site = join(work, "site");
  const outDir = join(site, "build");
  if (!existsSync(join(outDir, "search", "index.json"))) {
    const { generateSite } = await import("./generate.ts");
    generateSite(site, pages, 1);
    const r = spawnSync(
      process.execPath,
      [join(ROOT, "bin/docsgen.js"), "build", site, "--out-dir", outDir, "-q", "--no-cache"],
      { stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error(`docsgen build of the ${pages}-page corpus failed`);
  }
  const cases = pickCases(outDir);
  const page = pickCases(outDir, 1)[0].expectedUrl.replace(/^\/bench\//, "");
  const result = await compareSearch({ outDir, baseUrl: "/bench/", cases, page, workDir: join(work, "compare") });
  return { cases, ...result };
}

if (process.argv[1]?.split("\\").join("/").endsWith("bench/search-compare.ts")) {
  const pages = Number(process.argv[2] ?? "1000");
  const work = process.argv[3] ?? join(tmpdir(), `docsgen-search-compare-${pages}`);
  const result = await compareOnCorpus(pages, work);
  process.stdout.write(table(result, pages));
  writeFileSync(join(work, "search-compare.json"), `${JSON.stringify({ pages, ...result }, null, 2)}\n`);
}
