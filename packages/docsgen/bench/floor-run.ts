// The chosen libraries alone, on one corpus, in one thread: remark-parse (micromark, GFM, directives) with
// docsgen's markdown transforms, shiki, mdast → hast and React's renderToString of each page's content, and
// one HTML file written per page. No site model, page shell, sidebars, search index, page data, markdown
// twins or link checks, and no worker threads: the least the stack costs for a page, before what docsgen
// adds (bench/floor.ts, issue 18). Usage: node bin/tsrun.js bench/floor-run.ts <site> <out-dir>
// Prints one JSON line: the process's CPU seconds (every thread: V8 compiles and collects garbage on its own
// threads) while each stage ran.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { splitFrontMatter } from "../cli/content/frontmatter.ts";
import { highlightBlocks } from "../cli/markdown/highlight.ts";
import { parseMarkdown } from "../cli/markdown/parse.ts";
import { toHast } from "../cli/markdown/to-hast.ts";
import { renderContent } from "../cli/render/content.ts";

export interface FloorStages {
  pages: number;
  parse: number;
  highlight: number;
  render: number;
  write: number;
}

const [site, outDir] = process.argv.slice(2);
if (!site || !outDir) {
  process.stderr.write("usage: node bin/tsrun.js bench/floor-run.ts <site> <out-dir>\n");
  process.exit(2);
}

const stages: FloorStages = { pages: 0, parse: 0, highlight: 0, render: 0, write: 0 };
let last = process.cpuUsage();
/** Adds the CPU used since the last lap to `stage`. */
const lap = (stage: Exclude<keyof FloorStages, "pages">) => {
  const now = process.cpuUsage();
  stages[stage] += (now.user - last.user + now.system - last.system) / 1e6;
  last = now;
};

for (const file of fg.sync("**/*.{md,mdx}", { cwd: join(site, "docs"), ignore: ["**/_*"] }).sort()) {
  const split = splitFrontMatter(readFileSync(join(site, "docs", file), "utf8"), file, "doc");
  const parsed = parseMarkdown(split.body, split.bodyLine);
  lap("parse");
  const code = await highlightBlocks(parsed.code);
  lap("highlight");
  const html = renderContent(toHast(parsed.tree, { code, rawHtml: { url: (url) => url } }));
  lap("render");
  const path = join(outDir, file.replace(/\.mdx?$/, ""), "index.html");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `<!DOCTYPE html><html><body>${html}</body></html>`);
  lap("write");
  stages.pages++;
}
process.stdout.write(`${JSON.stringify(stages)}\n`);
