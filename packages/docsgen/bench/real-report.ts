// The real-site row of bench/results.md: each build step's CPU time on the real-site corpus, on the same corpus
// without its rehype plugin, and on a generated corpus of as many pages, per page and per code block.
import type { Figure } from "./lib/figures.ts";
import type { ProfiledBuild, RealSiteResult } from "./real.ts";
import { stageSection } from "./real-profile.ts";

const ms = (f: Figure | undefined) => (f?.median == null ? null : f.median);
const fmt = (n: number | null, digits = 0) => (n === null ? "–" : n.toFixed(digits));
const per = (n: number | null, d: number, digits: number) => (n === null || d === 0 ? "–" : (n / d).toFixed(digits));
const seconds = (f: Figure) => (f.median === null ? "–" : `${f.median.toFixed(1)} s`);

function row(cells: string[]): string {
  return `| ${cells.join(" | ")} |`;
}

/** Step names in the order the real site printed them, then any only the others printed. */
function stepNames(builds: ProfiledBuild[]): string[] {
  const names: string[] = [];
  for (const b of builds) for (const s of b.steps) if (!names.includes(s.name)) names.push(s.name);
  return names;
}

const cpuOf = (b: ProfiledBuild, name: string) => ms(b.steps.find((s) => s.name === name)?.cpu);
const wallOf = (b: ProfiledBuild, name: string) => ms(b.steps.find((s) => s.name === name)?.wall);

/** The section's lines (empty when the row did not run). */
export function realSiteSection(result: RealSiteResult | { error: string } | undefined): string[] {
  if (!result) return [];
  if ("error" in result) return ["", "## Real-site corpus", "", `error: ${result.error}`];
  const { corpus, real, withoutPlugin, synthetic } = result;
  const builds = [real, withoutPlugin, synthetic];
  const out = [
    "",
    `## Real-site corpus (issue 52): ${corpus.pages} docs over ${corpus.versions} versions, cold`,
    "",
    `bench/real-site.ts: ${corpus.codeBlocks} code blocks, ${corpus.admonitions} admonitions, ${corpus.mermaid} Mermaid ` +
      `diagrams, ${(corpus.markdownBytes / 1024 / 1024).toFixed(1)} MiB of markdown, an SCSS customCss, ` +
      "@shikijs/rehype (all bundled languages, catppuccin-mocha) with four @shikijs/transformers and a local meta " +
      "transformer in `beforeDefaultRehypePlugins`. Beside it, the same corpus with that entry emptied, and a " +
      `generated corpus of ${synthetic.pages} pages (${synthetic.codeBlocks} code blocks); runs interleaved.`,
    "",
    row(["build", "wall", "CPU", "peak RSS (tree)", "warnings"]),
    row(["---", "---", "---", "---", "---"]),
    ...builds.map((b) =>
      row([
        b.label,
        seconds(b.build.wallTime),
        seconds(b.build.cpuTime),
        b.build.peakRssTreeSampled.median === null ? "–" : `${b.build.peakRssTreeSampled.median.toFixed(0)} MiB`,
        b.build.warnings.join(", ") || "–",
      ]),
    ),
    "",
    "Each step as `docsgen build -v` prints it: the CPU time of docsgen's threads (the parse and render workers " +
      "included; esbuild's process not) over the step, median ms; wall time in brackets. The site's rehype plugin " +
      "and highlighting run inside `parse markdown`.",
    "",
    row([
      "step",
      "real site, ms",
      "per page",
      "per code block",
      "without its plugin, ms",
      "synthetic, ms",
      "per page",
      "per code block",
    ]),
    row(["---", "---", "---", "---", "---", "---", "---", "---"]),
  ];
  for (const name of stepNames(builds)) {
    const cell = (b: ProfiledBuild) => `${fmt(cpuOf(b, name))} (${fmt(wallOf(b, name))})`;
    out.push(
      row([
        name,
        cell(real),
        per(cpuOf(real, name), real.pages, 2),
        per(cpuOf(real, name), real.codeBlocks, 2),
        cell(withoutPlugin),
        cell(synthetic),
        per(cpuOf(synthetic, name), synthetic.pages, 2),
        per(cpuOf(synthetic, name), synthetic.codeBlocks, 2),
      ]),
    );
  }
  const plugin = sitePluginCpu(result);
  out.push(
    "",
    plugin === null
      ? "The site's plugin: – (a build failed)."
      : `The site's plugin (parse markdown with it minus without it): ${fmt(plugin)} ms CPU, ` +
          `${per(plugin, real.pages, 2)} ms a page, ${per(plugin, real.codeBlocks, 2)} ms a code block.`,
    ...stageSection(real.profile, synthetic.profile),
  );
  return out;
}

/** CPU ms the site's rehype plugin adds to parsing: the real site's parse step minus the same without it. */
export function sitePluginCpu(result: RealSiteResult): number | null {
  const a = cpuOf(result.real, "parse markdown");
  const b = cpuOf(result.withoutPlugin, "parse markdown");
  return a === null || b === null ? null : a - b;
}
