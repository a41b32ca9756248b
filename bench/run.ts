// `npm run bench [-- --quick]`: the docsgen benchmark harness (issue 8). See bench/README.md.
// Informs, never judges: there are no thresholds and the exit code does not depend on the figures.
import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { Agent, get, type IncomingMessage } from "node:http";
import { createServer } from "node:net";
import { cpus, loadavg, platform, release, tmpdir, totalmem } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import { gzipSync } from "node:zlib";
import { generateSite } from "./generate.ts";
import { runLighthouse } from "./lighthouse.ts";

// ---------------------------------------------------------------------------------------------------------
// Settings

const QUICK = process.argv.includes("--quick");
/** Development aid: `--only site,watch,load,lighthouse,pages-50,…` runs a subset and writes no files. */
const ONLY = (() => {
  const i = process.argv.findIndex((a) => a === "--only" || a.startsWith("--only="));
  if (i < 0) return undefined;
  const value = process.argv[i].includes("=") ? process.argv[i].split("=")[1] : process.argv[i + 1];
  return new Set((value ?? "").split(",").filter(Boolean));
})();
const wanted = (id: string) => !ONLY || ONLY.has(id);
const SEED = 20240808;
/** Runs per build target: the median of these is reported, with min and max. */
const RUNS = QUICK ? { site: 3, small: 3, medium: 1, large: 0 } : { site: 5, small: 5, medium: 3, large: 1 };
const WATCH_EDITS = QUICK ? 5 : 10;
const LOAD_SECONDS = QUICK ? 5 : 20;
const LOAD_CONCURRENCY = 16;
const POLL_MS = 50;
const SEARCH_QUERIES = [
  "控件",
  "类型定义",
  "打包工具",
  "回调函数",
  "装饰器",
  "异步 任务",
  "webpack",
  "emit",
  "配置文件 缓存",
  "不存在的词语",
];
const SEARCH_REPS = 30;

// The bundle tsrun runs lives in node_modules/.cache, so find the package root by walking up.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && existsSync(join(dir, "bin", "docsgen.js"))) {
      try {
        if ((JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "docsgen") return dir;
      } catch {
        // not ours
      }
    }
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}
const ROOT = findRoot();
const DOCSGEN = join(ROOT, "bin", "docsgen.js");
const TIME = "/usr/bin/time";
const HAS_TIME = (() => {
  try {
    return statSync(TIME).isFile();
  } catch {
    return false;
  }
})();

// ---------------------------------------------------------------------------------------------------------
// Figures

interface Figure {
  unit: string;
  runs: number;
  median: number | null;
  min: number | null;
  max: number | null;
  samples?: number[];
  note?: string;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

function figure(unit: string, samples: number[], options: { keepSamples?: boolean; note?: string } = {}): Figure {
  const clean = samples.filter((s) => Number.isFinite(s));
  if (clean.length === 0) return { unit, runs: 0, median: null, min: null, max: null, note: options.note };
  const f: Figure = {
    unit,
    runs: clean.length,
    median: round(median(clean)),
    min: round(Math.min(...clean)),
    max: round(Math.max(...clean)),
  };
  if (options.keepSamples !== false && clean.length <= 50) f.samples = clean.map((s) => round(s));
  if (options.note) f.note = options.note;
  return f;
}

const single = (unit: string, value: number, note?: string) => figure(unit, [value], { keepSamples: false, note });
const nullFigure = (unit: string, note: string): Figure => ({
  unit,
  runs: 0,
  median: null,
  min: null,
  max: null,
  note,
});

// ---------------------------------------------------------------------------------------------------------
// Processes

const children = new Set<ChildProcess>();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** ppid of every process, from /proc/<pid>/stat (field 4; the command name may contain spaces). */
function processTable(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = byParent.get(ppid) ?? [];
      list.push(Number(name));
      byParent.set(ppid, list);
    } catch {
      // exited meanwhile
    }
  }
  return byParent;
}

function descendants(pid: number, includeSelf: boolean): number[] {
  const table = processTable();
  const out: number[] = includeSelf ? [pid] : [];
  const queue = [pid];
  while (queue.length) {
    for (const child of table.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

function statusKb(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+)/.exec(text);
    const hwm = /VmHWM:\s+(\d+)/.exec(text);
    if (!rss || !hwm) return undefined;
    return { rss: Number(rss[1]), hwm: Number(hwm[1]) };
  } catch {
    return undefined;
  }
}

interface MeasuredRun {
  wallMs: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Largest single process of the tree (GNU time's ru_maxrss of the waited child), KiB. */
  timeMaxRssKb?: number;
  /** User + system CPU seconds of the tree (GNU time; children that were waited for included). */
  cpuSeconds?: number;
  /** Highest sum of VmRSS over the tree seen by the 50 ms poller, KiB. */
  treePeakKb: number;
  /** Sum over the processes of the last VmHWM seen for each (an upper bound of the tree peak), KiB. */
  treeHwmSumKb: number;
  samples: number;
}

/** Spawns `node args…` (under `/usr/bin/time -v` when present), polling the tree's memory every 50 ms. */
async function runMeasured(args: string[], dir: string, nodeOptions?: string): Promise<MeasuredRun> {
  const timeFile = join(dir, `time-${process.pid}.txt`);
  const command = HAS_TIME ? TIME : process.execPath;
  const argv = HAS_TIME ? ["-v", "-o", timeFile, process.execPath, ...args] : args;
  const start = performance.now();
  const env = nodeOptions ? { ...process.env, NODE_OPTIONS: nodeOptions } : process.env;
  const child = spawn(command, argv, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  let treePeakKb = 0;
  let samples = 0;
  const hwm = new Map<number, number>();
  const poll = () => {
    if (child.pid === undefined) return;
    let sum = 0;
    for (const pid of descendants(child.pid, !HAS_TIME)) {
      const s = statusKb(pid);
      if (!s) continue;
      sum += s.rss;
      hwm.set(pid, Math.max(hwm.get(pid) ?? 0, s.hwm));
    }
    samples++;
    treePeakKb = Math.max(treePeakKb, sum);
  };
  const timer = setInterval(poll, POLL_MS);
  const exitCode = await new Promise<number | null>((res) => child.on("close", (code) => res(code)));
  const wallMs = performance.now() - start;
  clearInterval(timer);
  children.delete(child);
  let timeMaxRssKb: number | undefined;
  let cpuSeconds: number | undefined;
  if (HAS_TIME) {
    try {
      const text = readFileSync(timeFile, "utf8");
      const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
      if (m) timeMaxRssKb = Number(m[1]);
      const user = /User time \(seconds\): ([\d.]+)/.exec(text);
      const system = /System time \(seconds\): ([\d.]+)/.exec(text);
      if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
      rmSync(timeFile, { force: true });
    } catch {
      // time could not write its report
    }
  }
  const treeHwmSumKb = [...hwm.values()].reduce((a, b) => a + b, 0);
  return { wallMs, exitCode, stdout, stderr, timeMaxRssKb, cpuSeconds, treePeakKb, treeHwmSumKb, samples };
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** Starts `docsgen serve …` and resolves once `url` answers 200. */
async function startServe(
  args: string[],
  url: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; output: string[]; readyMs: number }> {
  const start = performance.now();
  const child = spawn(process.execPath, [DOCSGEN, "serve", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const output: string[] = [];
  const collect = (d: Buffer) => {
    for (const line of d.toString().split("\n")) if (line.trim()) output.push(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  while (performance.now() - start < timeoutMs) {
    if (exited) throw new Error(`docsgen serve exited early:\n${output.join("\n")}`);
    const status = await new Promise<number>((res) => {
      const req = get(url, { agent: false }, (r) => {
        r.resume();
        res(r.statusCode ?? 0);
      });
      req.on("error", () => res(0));
      req.setTimeout(1000, () => req.destroy());
    });
    if (status === 200) return { child, output, readyMs: performance.now() - start };
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(`docsgen serve not ready after ${timeoutMs} ms:\n${output.join("\n")}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const closed = new Promise<void>((res) => child.once("exit", () => res()));
  child.kill("SIGTERM");
  const timeout = sleep(5000).then(() => "timeout" as const);
  if ((await Promise.race([closed, timeout])) === "timeout") {
    child.kill("SIGKILL");
    await closed;
  }
  children.delete(child);
}

// ---------------------------------------------------------------------------------------------------------
// Output analysis

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p));
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

interface SizePair {
  raw: number;
  gzip: number;
}

/** gzip at zlib's default level 6 (what `docsgen serve` and nginx `gzip_comp_level 6` send). */
function sizes(buffers: Buffer[]): SizePair {
  return {
    raw: buffers.reduce((a, b) => a + b.length, 0),
    gzip: buffers.reduce((a, b) => a + gzipSync(b).length, 0),
  };
}

interface FirstLoad {
  page: string;
  html: SizePair;
  /** The `<script type="module" src>` files the HTML references. */
  jsReferenced: SizePair & { files: string[] };
  /** Those plus their static `import … from "./x.js"` closure (dynamic `import()` chunks excluded). */
  jsWithStaticImports: SizePair & { files: string[] };
  css: SizePair & { files: string[] };
}

function urlToFile(outDir: string, baseUrl: string, url: string): string | undefined {
  const path = decodeURI(url.split(/[?#]/)[0]);
  if (!path.startsWith(baseUrl)) return undefined;
  const file = join(outDir, path.slice(baseUrl.length));
  return existsSync(file) ? file : undefined;
}

function staticImportClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    // `import{a}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+)\1/g)) {
      const target = resolve(dirname(file), m[2]);
      if (existsSync(target)) queue.push(target);
    }
  }
  return [...seen];
}

function firstLoad(outDir: string, baseUrl: string, pageRoute: string): FirstLoad | undefined {
  let html = join(outDir, pageRoute, "index.html");
  if (!existsSync(html)) {
    const fallback = walk(join(outDir, "docs"))
      .filter((f) => f.endsWith(`${sep}index.html`))
      .sort()[0];
    if (!fallback) return undefined;
    html = fallback;
  }
  const text = readFileSync(html, "utf8");
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of text.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag);
    if (src && /\btype="module"/.test(tag)) {
      const f = urlToFile(outDir, baseUrl, src[1]);
      if (f) scripts.push(f);
    }
  }
  for (const tag of text.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href && /\brel="stylesheet"/.test(tag)) {
      const f = urlToFile(outDir, baseUrl, href[1]);
      if (f) styles.push(f);
    }
  }
  const rel = (files: string[]) => files.map((f) => relative(outDir, f).split(sep).join("/"));
  const closure = staticImportClosure(scripts);
  const read = (files: string[]) => files.map((f) => readFileSync(f));
  return {
    page: relative(outDir, html).split(sep).join("/"),
    html: sizes([readFileSync(html)]),
    jsReferenced: { ...sizes(read(scripts)), files: rel(scripts) },
    jsWithStaticImports: { ...sizes(read(closure)), files: rel(closure) },
    css: { ...sizes(read(styles)), files: rel(styles) },
  };
}

interface SearchEngine {
  buildIndex(data: unknown): unknown;
  search(index: unknown, query: string, limit?: number): unknown[];
}

let enginePromise: Promise<SearchEngine | string> | undefined;

/** The site's own search engine (templates/search/engine.ts), bundled on the fly; a string says why not. */
function loadSearchEngine(tmp: string): Promise<SearchEngine | string> {
  enginePromise ??= (async () => {
    const entry = join(ROOT, "templates", "search", "engine.ts");
    if (!existsSync(entry)) return "templates/search/engine.ts not found";
    try {
      const { build } = await import("esbuild");
      const out = join(tmp, "search-engine.mjs");
      await build({
        entryPoints: [entry],
        bundle: true,
        platform: "node",
        format: "esm",
        outfile: out,
        logLevel: "silent",
      });
      const mod = (await import(pathToFileURL(out).href)) as Partial<SearchEngine>;
      if (typeof mod.buildIndex !== "function" || typeof mod.search !== "function") {
        return "templates/search/engine.ts does not export buildIndex and search";
      }
      return mod as SearchEngine;
    } catch (error) {
      return `could not load the search engine: ${(error as Error).message}`;
    }
  })();
  return enginePromise;
}

interface SearchResult {
  indexFile: string | null;
  size: Figure;
  gzipSize: Figure;
  buildIndexTime: Figure;
  queryTime: Figure;
  note?: string;
}

async function measureSearch(outDir: string, tmp: string): Promise<SearchResult> {
  const candidates = walk(outDir)
    .map((f) => relative(outDir, f).split(sep).join("/"))
    .filter((f) => /(^|\/)search[\w.-]*\.json$/i.test(f))
    .sort();
  if (candidates.length === 0) {
    const note = "no search index (search-index*.json) in the output";
    return {
      indexFile: null,
      size: nullFigure("bytes", note),
      gzipSize: nullFigure("bytes", note),
      buildIndexTime: nullFigure("ms", note),
      queryTime: nullFigure("ms", note),
      note,
    };
  }
  const file = join(outDir, candidates[0]);
  const buffer = readFileSync(file);
  const result: SearchResult = {
    indexFile: candidates[0],
    size: single("bytes", buffer.length),
    gzipSize: single("bytes", gzipSync(buffer).length),
    buildIndexTime: nullFigure("ms", "search engine not available"),
    queryTime: nullFigure("ms", "search engine not available"),
  };
  const engine = await loadSearchEngine(tmp);
  if (typeof engine === "string") {
    result.note = engine;
    result.buildIndexTime.note = engine;
    result.queryTime.note = engine;
    return result;
  }
  try {
    const data = JSON.parse(buffer.toString("utf8")) as unknown;
    const buildTimes: number[] = [];
    let index: unknown;
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      index = engine.buildIndex(data);
      buildTimes.push(performance.now() - t);
    }
    for (const q of SEARCH_QUERIES) engine.search(index, q); // warm-up
    const perQuery: number[] = [];
    for (const q of SEARCH_QUERIES) {
      const times: number[] = [];
      for (let i = 0; i < SEARCH_REPS; i++) {
        const t = performance.now();
        engine.search(index, q);
        times.push(performance.now() - t);
      }
      perQuery.push(median(times));
    }
    result.buildIndexTime = figure("ms", buildTimes, {
      note: "in-process Node call of templates/search/engine.ts buildIndex on the parsed JSON",
    });
    result.queryTime = figure("ms", perQuery, {
      note: `median over ${SEARCH_REPS} calls of each of ${SEARCH_QUERIES.length} fixed queries (min/max across queries); in Node, not a browser`,
    });
  } catch (error) {
    result.note = `search engine failed: ${(error as Error).message}`;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Builds

interface BuildTarget {
  id: string;
  label: string;
  siteDir: string;
  runs: number;
  docPage: string;
  /** NODE_OPTIONS for the build process (only the labelled larger-heap retry sets it). */
  nodeOptions?: string;
  /** Keep the last output (the site's, for the load test). */
  keepOutput?: boolean;
  generated?: { pages: number; seed: number; markdownBytes: number; folders: number; generateSeconds: number };
}

/** A build that did not exit 0: what it cost until it stopped. */
interface FailedRun {
  exitCode: number | null;
  reason: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  peakRssTreeSampledMiB: number;
  maxRssLargestProcessMiB: number | null;
  stderrHead: string;
}

const HEAP_OOM = /heap out of memory|Reached heap limit/i;

function failureReason(stderr: string): string {
  if (HEAP_OOM.test(stderr)) return "JavaScript heap out of memory";
  const line = stderr.split("\n").find((l) => /error/i.test(l));
  return line?.trim().slice(0, 200) ?? "unknown";
}

interface TargetResult {
  id: string;
  label: string;
  markdownFiles: number;
  markdownBytes: number;
  generated?: BuildTarget["generated"];
  loadavgBefore: number[];
  build: {
    wallTime: Figure;
    cpuTime: Figure;
    peakRssTreeSampled: Figure;
    peakRssTreeHwmSum: Figure;
    maxRssLargestProcess: Figure;
    warnings: number[];
    exitCodes: (number | null)[];
    failures: FailedRun[];
  };
  note?: string;
  output: {
    totalBytes: Figure;
    files: Figure;
    firstLoad: FirstLoad | null;
  } | null;
  search: SearchResult | null;
}

function markdownStats(siteDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const sub of ["docs", "pages", "blog"]) {
    const dir = join(siteDir, sub);
    if (!existsSync(dir)) continue;
    for (const f of walk(dir)) {
      if (!f.endsWith(".md") || f.includes(`${sep}node_modules${sep}`)) continue;
      files++;
      bytes += statSync(f).size;
    }
  }
  return { files, bytes };
}

function readBaseUrl(siteDir: string): string {
  const m = /baseUrl:\s*["']([^"']+)["']/.exec(readFileSync(join(siteDir, "site.config.ts"), "utf8"));
  let base = m ? m[1] : "/";
  if (!base.startsWith("/")) base = `/${base}`;
  return base.endsWith("/") ? base : `${base}/`;
}

const mib = (kb: number) => kb / 1024;
/** V8's heap limit for a process started like the builds (NODE_OPTIONS of this run included). */
const defaultHeapMiB = () => Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);

async function benchBuild(target: BuildTarget, tmp: string): Promise<{ result: TargetResult; outDir: string }> {
  const outDir = join(tmp, `out-${target.id}`);
  const stats = markdownStats(target.siteDir);
  const wall: number[] = [];
  const treePeak: number[] = [];
  const treeHwm: number[] = [];
  const timeRss: number[] = [];
  const cpu: number[] = [];
  const warnings: number[] = [];
  const exitCodes: (number | null)[] = [];
  const failures: FailedRun[] = [];
  const loadavgBefore = loadavg().map((l) => round(l, 2));
  for (let i = 0; i < target.runs; i++) {
    rmSync(outDir, { recursive: true, force: true });
    log(`  build ${target.id} run ${i + 1}/${target.runs} …`);
    const run = await runMeasured(
      [DOCSGEN, "build", target.siteDir, "--out-dir", outDir, "-q"],
      tmp,
      target.nodeOptions,
    );
    exitCodes.push(run.exitCode);
    warnings.push((run.stderr.match(/\bwarning \[/g) ?? []).length);
    if (run.exitCode !== 0) {
      const failure: FailedRun = {
        exitCode: run.exitCode,
        reason: failureReason(run.stderr),
        wallSeconds: round(run.wallMs / 1000),
        cpuSeconds: run.cpuSeconds ?? null,
        peakRssTreeSampledMiB: round(mib(run.treePeakKb), 1),
        maxRssLargestProcessMiB: run.timeMaxRssKb === undefined ? null : round(mib(run.timeMaxRssKb), 1),
        stderrHead: run.stderr.trim().split("\n").slice(0, 8).join("\n"),
      };
      failures.push(failure);
      log(
        `    failed (exit ${run.exitCode}: ${failure.reason}) after ${failure.wallSeconds.toFixed(1)} s, tree peak ${failure.peakRssTreeSampledMiB} MiB`,
      );
      continue;
    }
    wall.push(run.wallMs / 1000);
    treePeak.push(mib(run.treePeakKb));
    treeHwm.push(mib(run.treeHwmSumKb));
    if (run.timeMaxRssKb !== undefined) timeRss.push(mib(run.timeMaxRssKb));
    if (run.cpuSeconds !== undefined) cpu.push(run.cpuSeconds);
    log(
      `    ${(run.wallMs / 1000).toFixed(2)} s wall` +
        (run.cpuSeconds !== undefined ? `, ${run.cpuSeconds.toFixed(2)} s CPU` : "") +
        `, tree peak ${mib(run.treePeakKb).toFixed(0)} MiB` +
        (run.timeMaxRssKb ? `, time -v max RSS ${mib(run.timeMaxRssKb).toFixed(0)} MiB` : ""),
    );
  }
  const result: TargetResult = {
    id: target.id,
    label: target.label,
    markdownFiles: stats.files,
    markdownBytes: stats.bytes,
    generated: target.generated,
    loadavgBefore,
    build: {
      wallTime: figure("s", wall, { note: "wall time of the spawned `docsgen build -q`, fresh process and output" }),
      cpuTime: HAS_TIME
        ? figure("s", cpu, {
            note: "user + system CPU time (GNU time); less sensitive than wall time to other load on the machine",
          })
        : nullFigure("s", "/usr/bin/time not available"),
      peakRssTreeSampled: figure("MiB", treePeak, {
        note: `highest sum of VmRSS over the build's process tree, polled every ${POLL_MS} ms (lower bound)`,
      }),
      peakRssTreeHwmSum: figure("MiB", treeHwm, {
        note: "sum of each process's VmHWM (peak) in the tree (upper bound: peaks need not coincide)",
      }),
      maxRssLargestProcess: HAS_TIME
        ? figure("MiB", timeRss, { note: "GNU /usr/bin/time -v 'Maximum resident set size': largest single process" })
        : nullFigure("MiB", "/usr/bin/time not available"),
      warnings,
      exitCodes,
      failures,
    },
    output: null,
    search: null,
  };
  if (existsSync(outDir) && wall.length > 0) {
    const files = walk(outDir);
    const baseUrl = readBaseUrl(target.siteDir);
    result.output = {
      totalBytes: single(
        "bytes",
        files.reduce((a, f) => a + statSync(f).size, 0),
      ),
      files: single("count", files.length),
      firstLoad: firstLoad(outDir, baseUrl, target.docPage) ?? null,
    };
    result.search = await measureSearch(outDir, tmp);
  }
  if (!target.keepOutput) rmSync(outDir, { recursive: true, force: true });
  return { result, outDir };
}

// ---------------------------------------------------------------------------------------------------------
// Watch mode: save-to-reload latency

interface WatchResult {
  file: string;
  edits: number;
  warmupEdits: number;
  initialBuild: Figure;
  saveToReload: Figure;
  docsgenRebuild: Figure;
  docsgenAfterChange: Figure;
  timeouts: number;
  extraEvents: number;
  note: string;
}

interface SseEvent {
  event: string;
  data: string;
  at: number;
}

function subscribe(url: string, onEvent: (e: SseEvent) => void): Promise<IncomingMessage> {
  return new Promise((res, rej) => {
    const req = get(url, { agent: false }, (response) => {
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length || event !== "message") onEvent({ event, data: data.join("\n"), at });
          end = buffer.indexOf("\n\n");
        }
      });
      res(response);
    });
    req.on("error", rej);
  });
}

async function benchWatch(tmp: string): Promise<WatchResult> {
  const copy = join(tmp, "watch-site");
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  for (const name of ["docs", "pages", "static", "site.config.ts", "sidebars.ts"]) {
    if (existsSync(join(ROOT, name))) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
  }
  // docs/introduction/overview.md, or the first doc if that page is gone.
  const preferred = "docs/introduction/overview.md";
  const editRel = existsSync(join(copy, preferred))
    ? preferred
    : walk(join(copy, "docs"))
        .filter((f) => f.endsWith(".md"))
        .map((f) => relative(copy, f).split(sep).join("/"))
        .sort()[0];
  const editFile = join(copy, editRel);
  const port = await freePort();
  const baseUrl = readBaseUrl(copy);
  log(`  watch: serve --watch on a copy (${copy}), port ${port}`);
  const server = await startServe(
    [copy, "--watch", "--port", String(port), "--out-dir", join(tmp, "watch-out")],
    `http://127.0.0.1:${port}${baseUrl}`,
    300_000,
  );
  const events: SseEvent[] = [];
  const stream = await subscribe(`http://127.0.0.1:${port}/__docsgen/events`, (e) => events.push(e));
  const latencies: number[] = [];
  const rebuild: number[] = [];
  const afterChange: number[] = [];
  let timeouts = 0;
  let extraEvents = 0;
  const warmup = 1;
  try {
    await sleep(1000); // let chokidar settle after the first build
    for (let i = 0; i < warmup + WATCH_EDITS; i++) {
      const seenEvents = events.length;
      const seenLines = server.output.length;
      const t0 = performance.now();
      writeFileSync(
        editFile,
        `${readFileSync(editFile, "utf8")}\n基准测试追加的第 ${i + 1} 句：保存之后页面应该自动刷新。\n`,
      );
      let reload: SseEvent | undefined;
      while (!reload && performance.now() - t0 < 30_000) {
        reload = events.slice(seenEvents).find((e) => e.event === "reload" || e.event === "recovered");
        if (!reload) await sleep(2);
      }
      // Quiet period: any further event from this one save is counted, not mistaken for the next edit's.
      await sleep(400);
      const after = events.slice(seenEvents).filter((e) => e.event !== "message").length;
      if (!reload) {
        timeouts++;
        continue;
      }
      if (after > 1) extraEvents += after - 1;
      if (i < warmup) continue;
      latencies.push(reload.at - t0);
      const line = server.output
        .slice(seenLines)
        .map((l) => /rebuilt .* in ([\d.]+) ms \((\d+) ms after the change\)/.exec(l))
        .find((m) => m);
      if (line) {
        rebuild.push(Number(line[1]));
        afterChange.push(Number(line[2]));
      }
    }
  } finally {
    stream.destroy();
    await stopChild(server.child);
  }
  return {
    file: editRel,
    edits: WATCH_EDITS,
    warmupEdits: warmup,
    initialBuild: single(
      "s",
      server.readyMs / 1000,
      "spawn of `serve --watch` until the site answers (first full build)",
    ),
    saveToReload: figure("ms", latencies, {
      note: "from just before the write to the `reload` server-sent event arriving at a client",
    }),
    docsgenRebuild: figure("ms", rebuild, { note: "the worker's own rebuild time, as logged by docsgen" }),
    docsgenAfterChange: figure("ms", afterChange, {
      note: "docsgen's log: from chokidar's change event to the rebuild reply (excludes file-watch detection)",
    }),
    timeouts,
    extraEvents,
    note: `appends one sentence to ${editRel} of a temporary copy of the site; ${warmup} warm-up edit not counted; 400 ms pause between edits`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Load test of `docsgen serve` (no watch), loopback only

interface LoadResult {
  seconds: number;
  concurrency: number;
  urls: number;
  requests: number;
  requestsPerSecond: Figure;
  latencyP50: Figure;
  latencyP99: Figure;
  latencyMax: Figure;
  errors: number;
  statusCounts: Record<string, number>;
  bytesReceived: number;
  note: string;
}

function siteUrls(outDir: string, baseUrl: string): string[] {
  const urls = new Set<string>();
  for (const file of walk(outDir)) {
    const rel = relative(outDir, file).split(sep).join("/");
    if (rel.startsWith(".") || rel.split("/").some((s) => s.startsWith("."))) continue;
    if (rel === "404.html") continue;
    if (rel.endsWith("index.html")) urls.add(baseUrl + rel.slice(0, -"index.html".length).replace(/\/$/, ""));
    else if (!rel.endsWith(".html")) urls.add(baseUrl + rel);
  }
  return [...urls].sort().map((u) => encodeURI(u));
}

async function benchLoad(outDir: string): Promise<LoadResult> {
  const port = await freePort();
  const baseUrl = readBaseUrl(ROOT);
  const server = await startServe(
    [ROOT, "--out-dir", outDir, "--port", String(port)],
    `http://127.0.0.1:${port}${baseUrl}`,
    60_000,
  );
  const urls = siteUrls(outDir, baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD_CONCURRENCY });
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let bytes = 0;
  const request = (path: string) =>
    new Promise<number>((res) => {
      const req = get({ host: "127.0.0.1", port, path, agent, headers: { "Accept-Encoding": "gzip" } }, (r) => {
        r.on("data", (d: Buffer) => {
          bytes += d.length;
        });
        r.on("end", () => res(r.statusCode ?? 0));
        r.on("error", () => res(-1));
      });
      req.on("error", () => res(-1));
      req.setTimeout(10_000, () => req.destroy());
    });
  log(
    `  load: ${LOAD_CONCURRENCY} concurrent loops over ${urls.length} URLs for ${LOAD_SECONDS} s on 127.0.0.1:${port}`,
  );
  const start = performance.now();
  const end = start + LOAD_SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: LOAD_CONCURRENCY }, async (_, worker) => {
        let i = Math.floor((worker * urls.length) / LOAD_CONCURRENCY);
        while (performance.now() < end) {
          const url = urls[i++ % urls.length];
          const t = performance.now();
          const status = await request(url);
          latencies.push(performance.now() - t);
          statusCounts[String(status)] = (statusCounts[String(status)] ?? 0) + 1;
          if (status !== 200) errors++;
        }
      }),
    );
  } finally {
    agent.destroy();
    await stopChild(server.child);
  }
  const seconds = (performance.now() - start) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds: round(seconds, 2),
    concurrency: LOAD_CONCURRENCY,
    urls: urls.length,
    requests: latencies.length,
    requestsPerSecond: single("req/s", latencies.length / seconds),
    latencyP50: single("ms", percentile(sorted, 50)),
    latencyP99: single("ms", percentile(sorted, 99)),
    latencyMax: single("ms", sorted.at(-1) ?? Number.NaN),
    errors,
    statusCounts,
    bytesReceived: bytes,
    note:
      "node:http keep-alive client (gzip accepted, bodies read but not decompressed) in the benchmark process; " +
      "client and server share the machine's cores, so req/s is a lower bound of the server's capacity",
  };
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse (only when the package is installed; this harness never installs it)

async function benchLighthouse(outDir: string): Promise<{ value: unknown; note: string }> {
  if (!existsSync(join(ROOT, "node_modules", "lighthouse", "package.json"))) {
    return { value: null, note: "lighthouse not installed" };
  }
  const port = await freePort();
  const baseUrl = readBaseUrl(ROOT);
  const server = await startServe(
    [ROOT, "--out-dir", outDir, "--port", String(port)],
    `http://127.0.0.1:${port}${baseUrl}`,
    60_000,
  );
  try {
    const origin = `http://127.0.0.1:${port}${baseUrl}`;
    const value = await runLighthouse([origin, `${origin}docs/introduction/overview`]);
    return {
      value,
      note: "Lighthouse 12, four categories, default mobile settings (simulated throttling), Debian's chromium, docsgen serve on loopback",
    };
  } catch (error) {
    return { value: null, note: `lighthouse failed: ${(error as Error).message}` };
  } finally {
    await stopChild(server.child);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Report

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

function commit(): string | null {
  try {
    const head = readFileSync(join(ROOT, ".git", "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head;
    const ref = head.slice(5);
    const loose = join(ROOT, ".git", ref);
    if (existsSync(loose)) return readFileSync(loose, "utf8").trim();
    const packed = readFileSync(join(ROOT, ".git", "packed-refs"), "utf8");
    return new RegExp(`^([0-9a-f]{40}) ${ref}$`, "m").exec(packed)?.[1] ?? null;
  } catch {
    return null;
  }
}

function fmtBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return "–";
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

function fmtFig(f: Figure | null | undefined, digits = 2, withSpread = true): string {
  if (!f || f.median === null) return "–";
  const v = (n: number | null) => (n === null ? "–" : n.toFixed(digits));
  if (!withSpread || f.runs <= 1) return `${v(f.median)} ${f.unit}`;
  return `${v(f.median)} ${f.unit} (${v(f.min)}–${v(f.max)}, n=${f.runs})`;
}

function pair(p: SizePair | null | undefined): string {
  return p ? `${fmtBytes(p.raw)} / ${fmtBytes(p.gzip)}` : "–";
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
}

interface Results {
  schema: 1;
  date: string;
  quick: boolean;
  machine: Record<string, unknown>;
  method: Record<string, string>;
  targets: TargetResult[];
  skipped: { id: string; reason: string }[];
  watch: WatchResult | { error: string } | null;
  load: LoadResult | { error: string } | null;
  lighthouse: unknown;
  lighthouseNote: string;
  totalSeconds: number;
}

/** Wall, CPU, tree RSS and largest-process RSS cells; a target with only failed runs shows what they cost. */
function buildCells(t: TargetResult): string[] {
  const b = t.build;
  if (b.wallTime.median !== null || b.failures.length === 0) {
    return [
      fmtFig(b.wallTime),
      fmtFig(b.cpuTime, 2, false),
      fmtFig(b.peakRssTreeSampled, 0),
      fmtFig(b.maxRssLargestProcess, 0),
    ];
  }
  const f = b.failures[0];
  const more = b.failures.length > 1 ? ` (${b.failures.length} runs)` : "";
  return [
    `**failed**${more}: ${f.reason}, exit ${f.exitCode}, after ${f.wallSeconds.toFixed(1)} s`,
    f.cpuSeconds === null ? "–" : `${f.cpuSeconds.toFixed(2)} s`,
    `${f.peakRssTreeSampledMiB.toFixed(0)} MiB at failure`,
    f.maxRssLargestProcessMiB === null ? "–" : `${f.maxRssLargestProcessMiB.toFixed(0)} MiB at failure`,
  ];
}

function markdown(r: Results): string {
  const out: string[] = [];
  const m = r.machine;
  out.push(`# docsgen benchmark results${r.quick ? " (--quick)" : ""}`, "");
  out.push(
    `${r.date} · ${m.cpus} × ${m.cpuModel} · ${fmtBytes(m.memoryBytes as number)} RAM · Node ${m.node} · ${m.platform} ${m.release}` +
      ` · load average at start ${(m.loadavgStart as number[]).join(" ")}, at end ${(m.loadavgEnd as number[]).join(" ")}` +
      (m.commit ? ` · commit ${String(m.commit).slice(0, 12)}` : "") +
      ` · V8 heap limit ${m.nodeDefaultHeapLimitMiB} MiB`,
    "",
    "Median (min–max, n = runs). Sizes are raw / gzip (zlib level 6). Informational only: nothing here passes or fails.",
    "",
    "## Cold builds",
    "",
  );
  out.push(
    table(
      [
        "target",
        "md files",
        "markdown",
        "wall time",
        "CPU time (user+sys)",
        "peak RSS, tree (sampled)",
        "max RSS, one process (time -v)",
        "warnings",
      ],
      r.targets.map((t) => [
        t.label,
        String(t.markdownFiles),
        fmtBytes(t.markdownBytes),
        ...buildCells(t),
        t.build.exitCodes.some((c) => c !== 0) ? `exit ${t.build.exitCodes.join(",")}` : t.build.warnings.join(","),
      ]),
    ),
  );
  for (const t of r.targets) if (t.note) out.push("", `${t.label}: ${t.note}.`);
  for (const s of r.skipped) out.push("", `Skipped ${s.id}: ${s.reason}.`);
  out.push("", "## Output", "");
  out.push(
    table(
      [
        "target",
        "total output",
        "files",
        "doc page",
        "HTML",
        "first-load JS (entry)",
        "first-load JS (+ static imports)",
        "CSS",
      ],
      r.targets.map((t) => {
        const fl = t.output?.firstLoad;
        return [
          t.label,
          fmtBytes(t.output?.totalBytes.median),
          String(t.output?.files.median ?? "–"),
          fl ? `\`${fl.page}\`` : "–",
          pair(fl?.html),
          pair(fl?.jsReferenced),
          pair(fl?.jsWithStaticImports),
          pair(fl?.css),
        ];
      }),
    ),
  );
  out.push("", "## Search", "");
  out.push(
    table(
      ["target", "index file", "size (raw / gzip)", "build index", "query (median of per-query medians)"],
      r.targets.map((t) => {
        const s = t.search;
        if (!s?.indexFile) return [t.label, "–", "–", "–", s?.note ?? "–"];
        return [
          t.label,
          `\`${s.indexFile}\``,
          `${fmtBytes(s.size.median)} / ${fmtBytes(s.gzipSize.median)}`,
          fmtFig(s.buildIndexTime, 1),
          s.queryTime.median === null ? (s.note ?? "–") : fmtFig(s.queryTime, 3),
        ];
      }),
    ),
  );
  out.push("", "## Watch mode (this site, one-page edit)", "");
  if (r.watch && "error" in r.watch) out.push(`error: ${r.watch.error}`);
  else if (r.watch) {
    const w = r.watch;
    out.push(
      table(
        ["measure", "value"],
        [
          ["save → `reload` event (client)", fmtFig(w.saveToReload, 0)],
          ["docsgen: change event → rebuilt", fmtFig(w.docsgenAfterChange, 0)],
          ["docsgen: worker rebuild", fmtFig(w.docsgenRebuild, 1)],
          ["first full build in watch mode", fmtFig(w.initialBuild, 2)],
          ["timeouts / extra events", `${w.timeouts} / ${w.extraEvents}`],
        ],
      ),
      "",
      w.note,
    );
  }
  out.push("", "## Load test (`docsgen serve`, this site, 127.0.0.1)", "");
  if (r.load && "error" in r.load) out.push(`error: ${r.load.error}`);
  else if (r.load) {
    const l = r.load;
    out.push(
      table(
        ["duration", "concurrency", "URLs", "requests", "req/s", "p50", "p99", "max", "errors"],
        [
          [
            `${l.seconds} s`,
            String(l.concurrency),
            String(l.urls),
            String(l.requests),
            fmtFig(l.requestsPerSecond, 0),
            fmtFig(l.latencyP50, 2),
            fmtFig(l.latencyP99, 2),
            fmtFig(l.latencyMax, 1),
            String(l.errors),
          ],
        ],
      ),
      "",
      l.note,
    );
  }
  out.push(
    "",
    "## Lighthouse",
    "",
    r.lighthouse === null
      ? `null: ${r.lighthouseNote}`
      : `\`\`\`json\n${JSON.stringify(r.lighthouse, null, 2)}\n\`\`\``,
  );
  out.push("", `Total benchmark time: ${r.totalSeconds.toFixed(0)} s.`, "");
  return out.join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = performance.now();
  const tmp = mkdtempSync(join(tmpdir(), "docsgen-bench-"));
  const cleanup = () => {
    for (const child of children) child.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const cpuList = cpus();
  const results: Results = {
    schema: 1,
    date: new Date().toISOString(),
    quick: QUICK,
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? "unknown",
      memoryBytes: totalmem(),
      node: process.version,
      platform: platform(),
      release: release(),
      loadavgStart: loadavg().map((l) => round(l, 2)),
      loadavgEnd: [],
      commit: commit(),
      timeAvailable: HAS_TIME,
      nodeDefaultHeapLimitMiB: defaultHeapMiB(),
    },
    method: {
      buildTime:
        "wall time of `node bin/docsgen.js build <site> --out-dir <tmp> -q` spawned as a child process; fresh process and empty output folder each run (OS file cache warm)",
      memory: HAS_TIME
        ? `spawned under /usr/bin/time -v (largest single process) while /proc/<pid>/status VmRSS/VmHWM of the process tree is polled every ${POLL_MS} ms and summed`
        : `/usr/bin/time not available: /proc/<pid>/status VmRSS/VmHWM of the process tree polled every ${POLL_MS} ms and summed`,
      sizes: "bytes on disk; gzip with zlib level 6",
      corpora: `bench/generate.ts, seed ${SEED}, generated under ${tmpdir()} and removed afterwards`,
    },
    targets: [],
    skipped: [],
    watch: null,
    load: null,
    lighthouse: null,
    lighthouseNote: "",
    totalSeconds: 0,
  };

  try {
    log(`docsgen bench${QUICK ? " --quick" : ""}: temp folder ${tmp}`);
    const site: BuildTarget = {
      id: "site",
      label: "this site",
      siteDir: ROOT,
      runs: RUNS.site,
      docPage: "docs/introduction/overview",
      keepOutput: true,
    };
    // The load test and Lighthouse need the site's output; --only load builds it once, unmeasured.
    if (!wanted("site") && (wanted("load") || wanted("lighthouse"))) site.runs = 1;
    const siteBuild =
      wanted("site") || wanted("load") || wanted("lighthouse") ? await benchBuild(site, tmp) : undefined;
    if (siteBuild && wanted("site")) results.targets.push(siteBuild.result);

    if (wanted("watch")) {
      log("watch-mode latency …");
      try {
        results.watch = await benchWatch(tmp);
      } catch (error) {
        results.watch = { error: (error as Error).message };
      }
      rmSync(join(tmp, "watch-site"), { recursive: true, force: true });
      rmSync(join(tmp, "watch-out"), { recursive: true, force: true });
    }

    if (siteBuild && existsSync(siteBuild.outDir)) {
      if (wanted("load")) {
        log("load test …");
        try {
          results.load = await benchLoad(siteBuild.outDir);
        } catch (error) {
          results.load = { error: (error as Error).message };
        }
      }
      if (wanted("lighthouse")) {
        log("lighthouse …");
        const lh = await benchLighthouse(siteBuild.outDir);
        results.lighthouse = lh.value;
        results.lighthouseNote = lh.note;
      }
      rmSync(siteBuild.outDir, { recursive: true, force: true });
    } else if (siteBuild) {
      results.load = { error: "the site did not build" };
      results.lighthouseNote = "the site did not build";
    }

    const corpora: { pages: number; runs: number }[] = [
      { pages: 50, runs: RUNS.small },
      { pages: 1000, runs: RUNS.medium },
      { pages: 5000, runs: RUNS.large },
    ];
    for (const c of corpora) {
      const id = `pages-${c.pages}`;
      if (!wanted(id)) continue;
      if (c.runs === 0) {
        results.skipped.push({ id, reason: "--quick" });
        continue;
      }
      log(`generating ${c.pages} pages …`);
      const dir = join(tmp, `site-${c.pages}`);
      const t = performance.now();
      const gen = generateSite(dir, c.pages, SEED);
      const target: BuildTarget = {
        id,
        label: `generated, ${c.pages} pages`,
        siteDir: dir,
        runs: c.runs,
        docPage: "docs/topic-01/overview",
        generated: {
          pages: gen.pages,
          seed: SEED,
          markdownBytes: gen.markdownBytes,
          folders: gen.folders,
          generateSeconds: round((performance.now() - t) / 1000),
        },
      };
      const { result } = await benchBuild(target, tmp);
      results.targets.push(result);
      const failures = result.build.failures;
      if (failures.length === target.runs && failures.some((f) => HEAP_OOM.test(f.reason))) {
        // Informative only: how the same build does with a larger V8 heap. Labelled, never mixed in.
        const heapMiB = Math.min(16384, Math.floor(totalmem() / 1024 / 1024 / 2));
        log(`  ${id} ran out of heap; one labelled retry with --max-old-space-size=${heapMiB} …`);
        const retry = await benchBuild(
          {
            ...target,
            id: `${id}-heap-${heapMiB}`,
            label: `${target.label}, --max-old-space-size=${heapMiB}`,
            runs: 1,
            nodeOptions: `--max-old-space-size=${heapMiB}`,
          },
          tmp,
        );
        retry.result.note = `retry of ${id} with NODE_OPTIONS=--max-old-space-size=${heapMiB} after it ran out of heap with Node's default limit (${defaultHeapMiB()} MiB)`;
        results.targets.push(retry.result);
      }
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    cleanup();
  }

  (results.machine as { loadavgEnd: number[] }).loadavgEnd = loadavg().map((l) => round(l, 2));
  results.totalSeconds = round((performance.now() - started) / 1000, 1);
  const md = markdown(results);
  if (ONLY) {
    process.stdout.write(`${md}\n`);
    log("--only: bench/results.json and bench/results.md left unchanged");
    return;
  }
  writeFileSync(join(ROOT, "bench", "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench", "results.md"), md);
  process.stdout.write(`${md}\n`);
  log("wrote bench/results.json and bench/results.md");
}

await main();
