// bench/chart.svg: build time and peak memory against page count, docsgen and Hugo, drawn by hand from the
// figures (two small line charts; no charting dependency for this).
import type { BuildFigures } from "./lib/build-runs.ts";
import type { Results } from "./lib/results.ts";

/** One generator's medians at each page count. */
export interface Series {
  name: string;
  color: string;
  /** [pages, value] sorted by pages. */
  points: [number, number][];
  dashed?: boolean;
  /** Value labels below and right of the dots (keeps two series' labels apart). */
  labelBelow?: boolean;
}

const W = 360;
const H = 250;
const M = { left: 56, right: 16, top: 34, bottom: 42 };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const fmt = (n: number) =>
  n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1).replace(/\.0$/, "") : String(+n.toFixed(2));

/** A round step giving about five ticks up to `max`. */
function niceStep(max: number): number {
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * p >= raw) ?? 10) * p;
}

/** One panel at (x0, 0): axes, ticks, a polyline and labelled dots per series. */
function panel(x0: number, axes: { title: string; unit: string; xMax: number }, series: Series[]): string {
  const { title, unit, xMax } = axes;
  const yMaxData = Math.max(1e-9, ...series.flatMap((s) => s.points.map((p) => p[1])));
  const yStep = niceStep(yMaxData);
  const yMax = Math.ceil(yMaxData / yStep) * yStep;
  const xStep = niceStep(xMax);
  const xTop = Math.ceil(xMax / xStep) * xStep;
  const pw = W - M.left - M.right;
  const ph = H - M.top - M.bottom;
  const x = (v: number) => x0 + M.left + (v / xTop) * pw;
  const y = (v: number) => M.top + ph - (v / yMax) * ph;
  const out: string[] = [`<text x="${x0 + M.left}" y="20" class="title">${esc(title)}</text>`];
  for (let v = 0; v <= yMax + 1e-9; v += yStep) {
    out.push(
      `<line x1="${x(0)}" x2="${x(xTop)}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`,
      `<text x="${x(0) - 6}" y="${y(v) + 4}" class="tick" text-anchor="end">${fmt(v)}</text>`,
    );
  }
  for (let v = 0; v <= xTop + 1e-9; v += xStep) {
    out.push(`<text x="${x(v)}" y="${y(0) + 16}" class="tick" text-anchor="middle">${fmt(v)}</text>`);
  }
  out.push(
    `<text x="${x(xTop / 2)}" y="${H - 6}" class="axis" text-anchor="middle">pages</text>`,
    `<text x="${x0 + 14}" y="${y(yMax / 2)}" class="axis" text-anchor="middle" transform="rotate(-90 ${x0 + 14} ${y(yMax / 2)})">${esc(unit)}</text>`,
  );
  for (const s of series) {
    if (s.points.length === 0) continue;
    const d = s.points.map(([px, py]) => `${x(px).toFixed(1)},${y(py).toFixed(1)}`).join(" ");
    const dash = s.dashed ? ' stroke-dasharray="5 4"' : "";
    out.push(`<polyline points="${d}" fill="none" stroke="${s.color}" stroke-width="2"${dash}/>`);
    if (s.dashed) continue;
    let lastLabelX = Number.POSITIVE_INFINITY;
    for (const [px, py] of [...s.points].reverse()) {
      out.push(
        `<circle cx="${x(px).toFixed(1)}" cy="${y(py).toFixed(1)}" r="3" fill="${s.color}"><title>${esc(s.name)}: ${px} pages, ${fmt(py)} ${esc(unit)}</title></circle>`,
      );
      // Of points closer than a label's width (50 and 1,000 pages), the larger count gets the label.
      if (lastLabelX - x(px) < 28) continue;
      lastLabelX = x(px);
      // Below and right, unless that would run past the panel's right edge.
      const right = s.labelBelow && x(px) + 40 < x0 + W;
      const [lx, ly, anchor] = right
        ? [x(px) + 5, y(py) + 14, "start"]
        : [x(px) - 5, s.labelBelow ? y(py) + 14 : y(py) - 7, "end"];
      out.push(
        `<text x="${lx.toFixed(1)}" y="${ly.toFixed(1)}" class="value" text-anchor="${anchor}" fill="${s.color}">${fmt(py)}</text>`,
      );
    }
  }
  return out.join("\n");
}

/** The SVG text for two panels: time and memory, with a legend. */
export function chartSvg(time: Series[], memory: Series[], caption: string): string {
  const all = [...time, ...memory];
  const xMax = Math.max(1, ...all.flatMap((s) => s.points.map((p) => p[0])));
  const legend = [...new Map(all.map((s) => [s.name, s])).values()]
    .map((s, i) => {
      const lx = M.left + i * 170;
      const dash = s.dashed ? ' stroke-dasharray="5 4"' : "";
      return `<line x1="${lx}" x2="${lx + 22}" y1="${H + 14}" y2="${H + 14}" stroke="${s.color}" stroke-width="2"${dash}/><text x="${lx + 28}" y="${H + 18}" class="legend">${esc(s.name)}</text>`;
    })
    .join("\n");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${2 * W} ${H + 44}" width="${2 * W}" height="${H + 44}" role="img" aria-labelledby="chart-title">`,
    `<title id="chart-title">${esc(caption)}</title>`,
    "<style>text{font-family:system-ui,sans-serif;fill:#24292f}.title{font-size:14px;font-weight:600}.tick,.value{font-size:10px}.axis,.legend{font-size:11px}.grid{stroke:#d0d7de;stroke-width:1}</style>",
    `<rect width="100%" height="100%" fill="#fff"/>`,
    panel(0, { title: "Cold build time (median)", unit: "seconds", xMax }, time),
    panel(W, { title: "Peak memory (median)", unit: "MiB", xMax }, memory),
    legend,
    `<text x="${M.left}" y="${H + 38}" class="tick">${esc(caption)}</text>`,
    "</svg>",
    "",
  ].join("\n");
}

const DOCSGEN_COLOR = "#0969da";
const HUGO_COLOR = "#bc4c00";
const GOAL_COLOR = "#57606a";

type Key = "wallTime" | "peakRssTreeSampled";

/** [pages, median] of the generated corpora (`pages-N`; the labelled larger-heap retries left out). */
function points(rows: { id: string; build: BuildFigures }[], key: Key): [number, number][] {
  const out: [number, number][] = [];
  for (const row of rows) {
    const pages = /^pages-(\d+)$/.exec(row.id);
    const value = row.build[key].median;
    if (pages && value !== null) out.push([Number(pages[1]), value]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The chart of a run: docsgen's generated corpora and Hugo's, with the goal of 2 × Hugo's time dashed. */
export function resultsChart(r: Results): string | undefined {
  const docsTime = points(r.targets, "wallTime");
  if (docsTime.length === 0) return undefined;
  const hugoTime = points(r.peers.hugo.targets, "wallTime");
  const time: Series[] = [
    { name: "docsgen", color: DOCSGEN_COLOR, points: docsTime },
    { name: "Hugo", color: HUGO_COLOR, points: hugoTime, labelBelow: true },
    { name: "goal: 2 × Hugo's time", color: HUGO_COLOR, points: hugoTime.map(([p, v]) => [p, 2 * v]), dashed: true },
  ];
  const memory: Series[] = [
    { name: "docsgen", color: DOCSGEN_COLOR, points: points(r.targets, "peakRssTreeSampled") },
    { name: "Hugo", color: HUGO_COLOR, points: points(r.peers.hugo.targets, "peakRssTreeSampled"), labelBelow: true },
  ];
  const span = [docsTime[0][0], docsTime.at(-1)![0]];
  memory.push({ name: "goal: 1 GiB", color: GOAL_COLOR, points: span.map((p) => [p, 1024]), dashed: true });
  const m = r.machine;
  const caption =
    `${r.date.slice(0, 10)} · ${m.cpus} cores, load average ${(m.loadavgStart as number[])[0]} at start · ` +
    "peak memory: sum of RSS over the build's processes, sampled every 50 ms" +
    (r.peers.hugo.available ? "" : " · hugo not installed: no Hugo lines");
  return chartSvg(time, memory, caption);
}
