import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { expect, it } from "vitest";
import { REPO, SCW } from "../helpers/cli.ts";

// Issue 35: a known issue of the library is explained in one "2.10.2 的已知问题" box, on the page of the API
// that has the bug; other pages say in a sentence what it means for them and link to that box. Each box's
// behaviour and workaround are run against the library by the test named beside it.

interface Issue {
  /** What the box is about, recognised in a box's text. */
  marker: RegExp;
  /** The one page holding the box, and the anchor of its section. */
  home: string;
  anchor: string;
  /** Pages that may hold a box of their own about a consequence, linking to the home box. */
  consequences?: string[];
  /** Where the library run of the behaviour and the workaround lives. */
  test: string;
}

const ISSUES: Issue[] = [
  {
    marker: /属性组（`PropertyGroup`）里的属性得不到积木|分组里的/,
    home: "docs/api/export/decorators.md",
    anchor: "generate-block-for-properties",
    test: "test/content/scw/properties.test.ts",
  },
  {
    marker: /事件[\s\S]*(灰色|颜色)/,
    home: "docs/api/types/event.md",
    anchor: "event-block-options",
    test: "test/content/scw/event-colour.test.ts",
  },
  {
    marker: /第二个[\s\S]*函数参数|函数参数[\s\S]*第二个/,
    home: "docs/api/export/decorators.md",
    anchor: "transform-methods-callback-functions-to-events",
    consequences: ["docs/api/types/method.md"],
    test: "test/content/scw/throws.test.ts",
  },
  {
    marker: /1\.0[\s\S]*不会被继承/,
    home: "docs/api/types/property.md",
    anchor: "property-group-block-options",
    test: "test/content/scw/creation-project.test.ts",
  },
  {
    marker: /以 `"CreationProject2"` 为键的装饰器也会执行/,
    home: "docs/api/export/export-widget.md",
    anchor: "runtime-platforms",
    test: "test/content/scw/creation-project.test.ts",
  },
  {
    marker: /`scw-build`[\s\S]*控件构造失败/,
    home: "docs/tutorial/guides/packaging-optimization/scw.md",
    anchor: "known-issue",
    test: "test/content/scw/scw-build-logger.test.ts",
  },
  {
    marker: /\$break_line/,
    home: "docs/tutorial/guides/multiline-block.md",
    anchor: "notes",
    test: "test/content/scw/multiline-known-issue.test.ts",
  },
  {
    marker: /xml-http-request/,
    home: "docs/tutorial/guides/packaging-optimization/scw.md",
    anchor: "scw-config",
    test: "test/content/scw/bypass.test.ts",
  },
];

/** Every known-issue box of the site: its page and its text. */
function boxes(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort()) {
    const page = readFileSync(join(SCW, file), "utf8");
    for (const m of page.matchAll(/^:::warning 2\.10\.2 的已知问题\n([\s\S]*?)^:::$/gm)) out.push({ file, text: m[1] });
  }
  return out;
}

for (const issue of ISSUES) {
  it(`the known issue of #${issue.anchor} has one box, on ${issue.home}`, () => {
    const found = boxes().filter((b) => issue.marker.test(b.text));
    expect(found.filter((b) => b.file === issue.home)).toHaveLength(1);
    const elsewhere = found.filter((b) => b.file !== issue.home);
    expect(elsewhere.map((b) => b.file).filter((f) => !issue.consequences?.includes(f))).toEqual([]);
    for (const box of elsewhere) expect(box.text, box.file).toContain(`#${issue.anchor})`);
    expect(fg.sync(issue.test, { cwd: REPO })).toHaveLength(1);
  });
}
