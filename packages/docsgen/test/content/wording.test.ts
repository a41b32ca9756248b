import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../helpers/cli.ts";

// Issue 17: a reader of this site has never seen another document, so the pages state behaviour plainly and
// never compare themselves with an "original" document, an "old" source or "the docs" of someone else.

const PHRASES = [
  "原文档",
  "文档称",
  "原示例",
  "旧资料",
  "早期资料",
  "文档与代码",
  "文档未单独标注",
  "未单独标注",
  "文档说",
  "文档的说法",
  "文档里把",
  "文档中把",
  "按文档",
  "文档列出",
  "文档记作",
  "文档没有正式说明",
  "文档承诺",
  // Issue 35: remarks about other tutorials, or about what this page or site calls something.
  "有的教程",
  "本页称",
  "在本页称为",
  "本站把",
  "本站对",
  "统称",
  // Issue 35: short decorator names that no page uses, only to say they do not exist.
  "transformMethodCallbacksTo",
];

// Issue 35: a type name the library does not export (`BlockOptions`), which needed a disclaimer on every page
// that used it, in prose, headings or code. The exported names (BasicBlockOptions, MethodBlockOptions, …) and the
// lower-case `blockOptions` field are fine.
const MADE_UP_NAME = /(?<![A-Za-z])BlockOptions(?![A-Za-z])/;

it("no page uses the made-up type name BlockOptions", () => {
  const found: string[] = [];
  for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort()) {
    readFileSync(join(SCW, file), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (MADE_UP_NAME.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 60)}`);
      });
  }
  expect(found).toEqual([]);
});

it("no page refers to another document or to its own naming (原文档、有的教程、本页称、统称 …)", () => {
  const found: string[] = [];
  for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort()) {
    const lines = readFileSync(join(SCW, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const phrase of PHRASES) if (line.includes(phrase)) found.push(`${file}:${i + 1}: ${phrase}`);
    });
  }
  expect(found).toEqual([]);
});
