// Search, in Node: size of the built index and the time of the site's own engine to load it and to query.
// Search compared with Pagefind in a browser is bench/search-compare.ts (written in another branch; run.ts
// shows where it plugs in).
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { type Figure, figure, median, nullFigure, single } from "./lib/figures.ts";
import { walk } from "./lib/output.ts";
import { ROOT } from "./lib/settings.ts";

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

export interface SearchResult {
  indexFile: string | null;
  size: Figure;
  gzipSize: Figure;
  buildIndexTime: Figure;
  queryTime: Figure;
  note?: string;
}

export async function measureSearch(outDir: string, tmp: string): Promise<SearchResult> {
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
