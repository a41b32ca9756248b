import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { importedInCoCo } from "./coco-import.ts";
import type { EditorResult } from "./editor-process.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { codeSpans, doc, fences, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { type CommandRun, distFiles, readerProject, runCommand } from "./reader-project.ts";

// Issue 51, errors 3, 4 and 5, with a real webpack 5: what `npx webpack` prints and writes in a folder holding what
// pack.md installs, for the files each page gives.
// - pack.md#build (error 5): pack.md's own project prints the webpackMode warning and "compiled with 1 warning",
//   and still writes one working file.
// - scw.md#scw-config (error 3): a file using XMLHttpRequest does not build with pack.md's config, and builds
//   with the known-issue box's resolve block.
// - use-scw.md#visible-widget (error 4): the like button's webpack.config.js builds the like button (not the
//   counter), which works as the page says; the page's two-entry variant writes the two files it names.
// Five webpack runs, made once in beforeAll.

const PACK = "docs/tutorial/fast-start/pack.md";
const SCW_PAGE = "docs/tutorial/guides/packaging-optimization/scw.md";
const USE_SCW = "docs/tutorial/fast-start/use-scw.md";

const titled = (page: string, id: string, title: string) =>
  theBlock(sectionBlocks(page, id), (b) => b.meta === `title="${title}"`, `${page}#${id} ${title}`).code;
const packConfig = () => titled(PACK, "configure", "webpack.config.js");
const packFiles = () => ({
  "tsconfig.json": titled(PACK, "tsconfig", "tsconfig.json"),
  "src/index.ts": titled(PACK, "entry", "src/index.ts"),
});
/** The command pack.md#build runs (its first sh block). */
const buildCommand = () => fences(section(doc(PACK), "build"), "sh")[0].trim();

/** A file of the reader's that uses XMLHttpRequest: pack.md's greeting widget plus a request helper. */
const withRequest = (source: string) =>
  `${source}\nexport function request(url: string): XMLHttpRequest {\n    const xhr = new XMLHttpRequest()\n    xhr.open("GET", url)\n    return xhr\n}\n`;

/** pack.md's config with its resolve block replaced by the box's (which keeps the same extensions). */
function withAlias(config: string): string {
  const box = fences(section(doc(SCW_PAGE), "scw-config"), "js").find((f) => f.startsWith("resolve: {"));
  if (!box) throw new Error(`${SCW_PAGE}#scw-config: no resolve block`);
  const resolve = /^ {4}resolve: \{\n[^}]*\n {4}\}/m;
  if (!resolve.test(config)) throw new Error(`${PACK}: no resolve block in webpack.config.js`);
  const indented = box
    .trimEnd()
    .split("\n")
    .map((l) => `    ${l}`)
    .join("\n");
  return config.replace(resolve, indented);
}

interface Build {
  folder: string;
  run: CommandRun;
  files: string[];
}

describeWithScw("npx webpack as the pages run it, real webpack (issue 51, errors 3, 4 and 5)", (scw) => {
  const builds: Build[] = [];
  async function build(files: Record<string, string>): Promise<Build> {
    const folder = await readerProject(files);
    const result = { folder, run: runCommand(folder, buildCommand()), files: distFiles(folder) };
    builds.push(result);
    return result;
  }
  let pack: Build;
  let xhr: Build;
  let xhrAliased: Build;
  let like: Build;
  let twoEntries: Build;
  const likeConfig = () => titled(USE_SCW, "visible-widget", "webpack.config.js");
  /** The two-entry variant the page describes in words: its entry object and `"[name].js"`. */
  function twoEntryConfig(): string {
    const text = section(doc(USE_SCW), "visible-widget");
    const entry = codeSpans(text).find((c) => c.startsWith("entry: {"));
    expect(text).toContain('`output.filename` 写成 `"[name].js"`');
    if (!entry) throw new Error(`${USE_SCW}#visible-widget: no entry object`);
    return likeConfig()
      .replace(/^ {4}entry: .*,$/m, `    ${entry},`)
      .replace('filename: "output-widget.js"', 'filename: "[name].js"');
  }
  const tutorialFiles = () => ({
    "tsconfig.json": titled(PACK, "tsconfig", "tsconfig.json"),
    "src/index.ts": titled(USE_SCW, "complete-code", "src/index.ts"),
    "src/like-button.tsx": titled(USE_SCW, "visible-widget", "src/like-button.tsx"),
  });

  beforeAll(async () => {
    pack = await build({ ...packFiles(), "webpack.config.js": packConfig() });
    xhr = await build({
      "webpack.config.js": packConfig(),
      ...packFiles(),
      "src/index.ts": withRequest(packFiles()["src/index.ts"]),
    });
    xhrAliased = await build({
      "webpack.config.js": withAlias(packConfig()),
      ...packFiles(),
      "src/index.ts": withRequest(packFiles()["src/index.ts"]),
    });
    like = await build({ ...tutorialFiles(), "webpack.config.js": likeConfig() });
    twoEntries = await build({ ...tutorialFiles(), "webpack.config.js": twoEntryConfig() });
  }, 900_000);
  afterAll(() => {
    for (const { folder } of builds) rmSync(folder, { recursive: true, force: true });
  });

  const greet = (library: ScwLibrary, folder: string): EditorResult =>
    importedInCoCo(library, join(folder, "dist/output-widget.js"), `report(new Widget({}).greet("CoCo"));`);

  it("pack.md: npx webpack prints the quoted warning, from utils/better-to-string.js, and compiled with 1 warning", () => {
    expect(buildCommand()).toBe("npx webpack");
    expect(pack.run.ok, pack.run.output).toBe(true);
    const text = section(doc(PACK), "build");
    const quoted = fences(text, "text")[0].trim();
    expect(pack.run.output).toContain(quoted);
    expect(pack.run.output).toMatch(/WARNING in \S*utils\/better-to-string\.js/);
    expect(text).toContain("它指向 SCW 的 `utils/better-to-string.js`");
    expect(pack.run.output.match(/WARNING in/g)).toHaveLength(1);
    expect(pack.run.output).toMatch(/compiled with 1 warning/);
    expect(text).toContain("最后一行是 `compiled with 1 warning`");
  });

  it("pack.md: with only that warning the build is one complete file, and its block gives what #import-into-coco says", () => {
    expect(pack.files).toEqual(["output-widget.js"]);
    const { reports } = greet(scw(), pack.folder);
    expect(reports).toEqual(["你好，CoCo！"]);
    expect(section(doc(PACK), "import-into-coco")).toContain("运行后它的值是 `你好，CoCo！`");
  });

  it("scw.md: a file using XMLHttpRequest does not build, with the error the box quotes", () => {
    const box = section(doc(SCW_PAGE), "scw-config");
    const quoted = codeSpans(box).find((c) => c.includes("is not exported"));
    expect(quoted).toBe('"./runtime/bypass/xml-http-request" is not exported');
    expect(xhr.run.ok).toBe(false);
    expect(xhr.run.output).toContain(quoted);
    expect(xhr.run.output).toMatch(/compiled with 1 error/);
  });

  it("scw.md: with the box's resolve.alias it builds, and the widget still works", () => {
    expect(xhrAliased.run.ok, xhrAliased.run.output).toBe(true);
    expect(xhrAliased.run.output).not.toContain("ERROR");
    expect(xhrAliased.files).toEqual(["output-widget.js"]);
    expect(greet(scw(), xhrAliased.folder).reports).toEqual(["你好，CoCo！"]);
  });

  it("use-scw.md: the like button's config builds the like button, which works as the page says", () => {
    expect(like.run.ok, like.run.output).toBe(true);
    expect(like.files).toEqual(["output-widget.js"]);
    const { reports, calls } = importedInCoCo(
      scw(),
      join(like.folder, "dist/output-widget.js"),
      `report(g.editorExports.types.type);
      const widget = new Widget({ text: "点赞", count: 0 });
      const label = () => React.Children.toArray(widget.render().props.children).join("");
      report(label());
      widget.render().props.onClick();
      report(label());
      widget.reset();
      report(label());`,
    );
    expect(reports).toEqual(["LIKE_BUTTON_WIDGET", "点赞（0）", "点赞（1）", "点赞（0）"]);
    expect(calls.filter((c) => c.method === "emit").map((c) => c.args)).toEqual([["onLike", 1]]);
    const text = section(doc(USE_SCW), "visible-widget");
    expect(text).toContain("按钮上的“点赞（0）”变成“点赞（1）”，同时触发“被点赞”事件，事件参数“次数”是 1");
    expect(text).toContain("执行“清零”积木，按钮又显示“点赞（0）”");
  });

  it("use-scw.md: the two-entry variant writes the two files the page names", () => {
    expect(twoEntries.run.ok, twoEntries.run.output).toBe(true);
    expect(twoEntries.files).toEqual(["counter.js", "like-button.js"]);
    expect(section(doc(USE_SCW), "visible-widget")).toContain("打包后得到 `dist/counter.js` 和 `dist/like-button.js`");
    expect(existsSync(join(twoEntries.folder, "dist/output-widget.js"))).toBe(false);
  });
});
