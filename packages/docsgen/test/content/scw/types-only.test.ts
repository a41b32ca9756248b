import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, expect, it } from "vitest";
import { WORKSPACE } from "../../helpers/cli.ts";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { codeBlocks } from "./page.ts";

// types-only.md followed as a reader would: the page's tsconfig.json and src/widget.ts in a folder whose
// node_modules has the SCW declarations, then `npx tsc` (the project's TypeScript 5). It prints nothing and
// writes dist/widget.js without the type-only lines; the misspelling the page shows gives the error it quotes;
// the other mistakes it lists are stopped too.

const PAGE = "docs/tutorial/fast-start/types-only.md";
const TSC = join(WORKSPACE, "node_modules/typescript/bin/tsc");
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function block(title: string): string {
  const found = codeBlocks(PAGE).filter((b) => b.meta.includes(`title="${title}"`));
  expect(found.length, title).toBeGreaterThan(0);
  return found[found.length - 1].code; // src/widget.ts: the typed version comes after the plain one
}

/** A reader's folder with the page's two files; `edit` changes the widget first. */
function project(typesRoot: string, edit: (code: string) => string = (c) => c): string {
  const folder = mkdtempSync(join(tmpdir(), "docsgen-types-only-"));
  folders.push(folder);
  mkdirSync(join(folder, "src"));
  mkdirSync(join(folder, "node_modules"));
  symlinkSync(join(typesRoot, "slightning-coco-widget"), join(folder, "node_modules/slightning-coco-widget"));
  const tsconfig = ts.parseConfigFileTextToJson("tsconfig.json", block("tsconfig.json"));
  expect(tsconfig.error).toBeUndefined();
  writeFileSync(join(folder, "tsconfig.json"), JSON.stringify(tsconfig.config));
  const widget = block("src/widget.ts");
  const edited = edit(widget);
  writeFileSync(join(folder, "src/widget.ts"), edited);
  return folder;
}

function tsc(folder: string, ...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [TSC, ...args], { cwd: folder, encoding: "utf8" });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colours of --pretty
  return { status: run.status, output: `${run.stdout}${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, "") };
}

describeWithScw("types-only.md: checking a plain CoCo widget with tsc", (scw) => {
  it("npx tsc prints nothing and writes dist/widget.js without the type-only lines", () => {
    const folder = project(scw().typesRoot);
    expect(tsc(folder)).toEqual({ status: 0, output: "" });
    const js = readFileSync(join(folder, "dist/widget.js"), "utf8");
    expect(js).not.toMatch(/\bimport\b|\bdeclare\b|: CoCo\.Types/);
    expect(js.trimEnd().split("\n").slice(-2)).toEqual(["exports.types = types;", "exports.widget = MyWidget;"]);
    expect(section(doc(PAGE), "compile")).toContain("成功时终端里什么也不显示");
  });

  it("the misspelt isInvisibleWidget gives the error the page quotes", () => {
    const folder = project(scw().typesRoot, (c) => c.replace("isInvisibleWidget: true", "isInvisible: true"));
    const { status, output } = tsc(folder, "--pretty");
    expect(status).not.toBe(0);
    const quoted = /```text\n([\s\S]*?)```/.exec(section(doc(PAGE), "what-it-catches"))?.[1] ?? "";
    expect(quoted.replace(/\s+/g, " ").trim()).not.toBe("");
    expect(output.replace(/\s+/g, " ")).toContain(quoted.replace(/\s+/g, " ").trim());
  });

  it("the other mistakes it lists are stopped too", () => {
    const mistakes: [string, string][] = [
      ['valueType: "string", defaultValue: "你好"', 'valueType: "text", defaultValue: "你好"'],
      ['defaultValue: "你好"', "defaultValue: {}"],
      ["isGlobalWidget: false", 'isGlobalWidget: "false"'],
    ];
    for (const [from, to] of mistakes) {
      const folder = project(scw().typesRoot, (c) => {
        expect(c).toContain(from);
        return c.replace(from, to);
      });
      expect(tsc(folder, "--noEmit").output, to).toMatch(/src\/widget\.ts\(\d+,\d+\): error TS/);
    }
    const text = section(doc(PAGE), "what-it-catches");
    expect(text).toContain(
      "把 `valueType` 写成不存在的取值、给 `defaultValue` 传了对象、把 `isGlobalWidget` 写成字符串",
    );
  });
});
