// The one report writer: bench/results.json (every figure), bench/results.md (tables) and bench/chart.svg.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resultsChart } from "./chart.ts";
import type { BuildFigures } from "./lib/build-runs.ts";
import type { Figure } from "./lib/figures.ts";
import type { SizePair } from "./lib/output.ts";
import type { Results } from "./lib/results.ts";
import { ROOT, WORKSPACE } from "./lib/settings.ts";
import { HUGO_INSTALL_HINT } from "./peers.ts";
import { realSiteSection } from "./real-report.ts";
import { table as searchTable } from "./search-compare.ts";

export const CHART_PATH = "bench/chart.svg";

/** The commit of the package root's checkout (read from .git, no git process). */
export function commit(): string | null {
  try {
    const head = readFileSync(join(WORKSPACE, ".git", "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head;
    const ref = head.slice(5);
    const loose = join(WORKSPACE, ".git", ref);
    if (existsSync(loose)) return readFileSync(loose, "utf8").trim();
    const packed = readFileSync(join(WORKSPACE, ".git", "packed-refs"), "utf8");
    return new RegExp(`^([0-9a-f]{40}) ${ref}$`, "m").exec(packed)?.[1] ?? null;
  } catch {
    // A git worktree has a .git file, not a folder: ask git.
    const r = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" });
    return r.status === 0 ? r.stdout.trim() : null;
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
/** Wall, CPU, tree RSS and largest-process RSS cells; a target with only failed runs shows what they cost. */
function buildCells(b: BuildFigures): string[] {
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
/** `a ÷ b` as `2.57×`, or a dash when either is missing. */
function ratio(a: number | null | undefined, b: number | null | undefined): string {
  return a != null && b ? `${(a / b).toFixed(2)}×` : "–";
}

/** docsgen next to Hugo for each corpus both built; or, loudly, why there are no Hugo rows. */
function peerSection(r: Results): string[] {
  const hugo = r.peers.hugo;
  const out = ["## docsgen and Hugo (same corpus, same run, runs interleaved)", ""];
  if (!hugo.available) {
    return [...out, `**Hugo rows skipped: ${hugo.note}.**`];
  }
  const rows = hugo.targets.map((h) => {
    const d = r.targets.find((t) => t.id === h.id);
    return [
      h.pages.toLocaleString("en"),
      d ? fmtFig(d.build.wallTime) : "–",
      fmtFig(h.build.wallTime),
      ratio(d?.build.wallTime.median, h.build.wallTime.median),
      d ? fmtFig(d.build.cpuTime, 2, false) : "–",
      fmtFig(h.build.cpuTime, 2, false),
      d ? fmtFig(d.build.peakRssTreeSampled, 0, false) : "–",
      fmtFig(h.build.peakRssTreeSampled, 0, false),
      `${fmtBytes(d?.output?.totalBytes.median)} / ${fmtBytes(h.output?.totalBytes.median)}`,
    ];
  });
  out.push(
    `${hugo.version}: ${hugo.note}.`,
    "",
    table(
      [
        "pages",
        "docsgen wall",
        "Hugo wall",
        "docsgen ÷ Hugo (goal ≤ 2×)",
        "docsgen CPU",
        "Hugo CPU",
        "docsgen peak RSS",
        "Hugo peak RSS",
        "output docsgen / Hugo",
      ],
      rows,
    ),
  );
  if (r.chart) out.push("", `![build time and peak memory against page count](${r.chart.replace(/^bench\//, "")})`);
  return out;
}

/**
 * The chosen libraries alone next to docsgen and Hugo: CPU time, as the builds' threads and the floor's one
 * thread spend it differently, and CPU is what two cores share.
 */
export function floorSection(r: Results): string[] {
  const floors = r.floor ?? [];
  if (floors.length === 0) return [];
  const rows = floors.map((f) => {
    const d = r.targets.find((t) => t.id === f.id);
    const h = r.peers.hugo.targets.find((t) => t.id === f.id);
    const hugoCpu = h?.build.cpuTime.median;
    const s = f.stages;
    return [
      f.pages.toLocaleString("en"),
      fmtFig(f.build.cpuTime, 2, false),
      [s.parse, s.highlight, s.render, s.write].map((x) => x.median?.toFixed(2) ?? "–").join(" / "),
      ratio(f.build.cpuTime.median, hugoCpu),
      d ? fmtFig(d.build.cpuTime, 2, false) : "–",
      ratio(d?.build.cpuTime.median, hugoCpu),
      ratio(d?.build.wallTime.median, h?.build.wallTime.median),
    ];
  });
  return [
    "## The chosen libraries alone (floor)",
    "",
    "`bench/floor-run.ts` in one thread: remark-parse with docsgen's markdown transforms, shiki, mdast → hast → React " +
      "`renderToString` of each page's content, one HTML file a page. No page shell, site model, search index, page " +
      "data, markdown twins, link checks or worker threads. CPU seconds of every thread, runs interleaved with the builds.",
    "",
    table(
      [
        "pages",
        "floor CPU",
        "parse / highlight / render / write",
        "floor ÷ Hugo CPU",
        "docsgen CPU",
        "docsgen ÷ Hugo CPU",
        "docsgen ÷ Hugo wall",
      ],
      rows,
    ),
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
        ...buildCells(t.build),
        t.build.exitCodes.some((c) => c !== 0) ? `exit ${t.build.exitCodes.join(",")}` : t.build.warnings.join(","),
      ]),
    ),
  );
  for (const t of r.targets) if (t.note) out.push("", `${t.label}: ${t.note}.`);
  for (const s of r.skipped) out.push("", `Skipped ${s.id}: ${s.reason}.`);
  out.push("", ...warmSection(r));
  out.push("", ...peerSection(r));
  out.push("", ...floorSection(r));
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
      [
        "target",
        "index",
        "size (raw / gzip)",
        "gzip bytes a query fetches, cold",
        "query time, cold (Node, from disk)",
      ],
      r.targets.map((t) => {
        const s = t.search;
        if (!s?.indexFile) return [t.label, "–", "–", "–", s?.note ?? "–"];
        const q = s.queryBytes;
        return [
          t.label,
          s.indexFile,
          `${fmtBytes(s.size.median)} / ${fmtBytes(s.gzipSize.median)}`,
          q?.median == null ? "–" : `${fmtBytes(q.median)} (${fmtBytes(q.min)}–${fmtBytes(q.max)}, n=${q.runs})`,
          fmtFig(s.queryTime, 1),
        ];
      }),
    ),
  );
  if (r.searchCompare?.length) {
    out.push("", "## Search in the browser: docsgen and Pagefind 1.6 (nginx, gzip, cold cache per query)", "");
    for (const { pages, result } of r.searchCompare)
      out.push("error" in result ? `${pages} pages: ${result.error}` : searchTable(result, pages), "");
  }
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
  out.push(...realSiteSection(r.realSite));
  if (r.locales && "error" in r.locales) out.push("", "## Versions × locales", "", `error: ${r.locales.error}`);
  else if (r.locales) {
    const l = r.locales;
    const kib = (n: number | null) => (n === null ? "–" : `${(n / 1024).toFixed(1)} KiB`);
    out.push(
      "",
      `## Versions × locales (${l.versions.length} versions × ${l.locales.length} locales, ${l.pages} docs each, cold, interleaved)`,
      "",
      table(
        ["build", "wall", "CPU", "peak RSS (tree)", "first-load JS (gzip)"],
        [
          [
            "plain: 1 version, 1 locale",
            fmtFig(l.plain.wallTime),
            fmtFig(l.plain.cpuTime),
            fmtFig(l.plain.peakRssTreeSampled, 0),
            kib(l.firstLoadJsGzip.plain),
          ],
          ...l.parts.map((p) => [
            `${p.locale} alone (--locale)`,
            fmtFig(p.build.wallTime),
            fmtFig(p.build.cpuTime),
            fmtFig(p.build.peakRssTreeSampled, 0),
            "",
          ]),
          [
            "whole site",
            fmtFig(l.whole.wallTime),
            fmtFig(l.whole.cpuTime),
            fmtFig(l.whole.peakRssTreeSampled, 0),
            kib(l.firstLoadJsGzip.whole),
          ],
        ],
      ),
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

/** Writes results.json, results.md and the chart (removing a stale chart when there is nothing to draw). */
export function writeResults(r: Results): string {
  const svg = resultsChart(r);
  const chartFile = join(ROOT, CHART_PATH);
  if (svg) writeFileSync(chartFile, svg);
  else if (existsSync(chartFile)) rmSync(chartFile);
  r.chart = svg ? CHART_PATH : null;
  const md = markdown(r);
  writeFileSync(join(ROOT, "bench", "results.json"), `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(join(ROOT, "bench", "results.md"), md);
  return md;
}

/** The markdown report without writing anything (`--only`). */
export function reportText(r: Results): string {
  return markdown(r);
}

/** Shown at the start and the end of a run without hugo, so nobody misses why Hugo's rows are gone. */
export function hugoMissingBanner(): string {
  return `WARNING: hugo not found on PATH: the Hugo rows of the bench are skipped. To include them, ${HUGO_INSTALL_HINT}.`;
}

/** One-page-edit rebuilds with the build cache, into the last output (bench/warm.ts). */
function warmSection(r: Results): string[] {
  const rows = r.targets.flatMap((t) => {
    if (!t.warm) return [];
    if ("error" in t.warm) return [[t.label, `error: ${t.warm.error}`, "–", "–", "–"]];
    return [[t.label, `\`${t.warm.edited}\``, ...[...buildCells(t.warm.rebuild), "–", "–"].slice(0, 3)]];
  });
  if (rows.length === 0) return [];
  return [
    "## Warm rebuilds",
    "",
    "`docsgen build` with its cache, into the output of the build before, after appending one sentence to one page.",
    "",
    table(["target", "edited page", "wall time", "CPU time (user+sys)", "peak RSS, tree (sampled)"], rows),
  ];
}
