import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { describeWithScw } from "./library.ts";
import { codeSpans } from "./markdown.ts";
import { typeErrors } from "./page.ts";

// Issue 35, remarks: the pages name only what the library exports. A made-up name (a `BlockOptions` type, short
// decorator names) needed a disclaimer on every page that used it; with real names there is nothing to explain.

/** Inline code of every page's prose (fenced blocks left out), with the file it is in and the page's own code. */
function spans(): { file: string; name: string; code: string }[] {
  const out: { file: string; name: string; code: string }[] = [];
  for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort()) {
    const text = readFileSync(join(SCW, file), "utf8");
    const fence = /^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm;
    const code = (text.match(fence) ?? []).join("\n");
    for (const name of codeSpans(text.replace(fence, ""))) out.push({ file, name, code });
  }
  return out;
}

/** Names shaped like decorators that are something else: MutatorType's options. */
const NOT_DECORATORS = new Set(["transformMin", "transformMax"]);

/** Names a page mentions only to say the library does not export them, each with the sentence that says so. */
const NOT_EXPORTED: Record<string, string> = {
  BlockOptionsTypes: "2.10.2 中没有名为 `BlockOptionsTypes` 的导出",
};

describeWithScw("the pages name only exported identifiers (issue 35, remarks)", (scw) => {
  it("every decorator-like name in the prose is a function the library exports", () => {
    const library = scw().require("slightning-coco-widget");
    const unknown = spans()
      .filter(({ name }) => /^(add|transform|generate|flatten)[A-Z]\w*$/.test(name) && !NOT_DECORATORS.has(name))
      // `transformX` and the like stand for a family of names; a decorator the page writes itself is its own.
      .filter(({ name, code }) => !/X$/.test(name) && !new RegExp(`(const|function) ${name}\\b`).test(code))
      .filter(({ name }) => typeof library[name] !== "function")
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unknown).toEqual([]);
  });

  it("every block options type name in the prose is exported (no made-up BlockOptions)", () => {
    const found = spans().filter(({ name }) => /^(\w*BlockOptions\w*)$/.test(name) && /^[A-Z]/.test(name));
    const names = [...new Set(found.map((f) => f.name))].filter((n) => !(n in NOT_EXPORTED)).sort();
    expect(names).not.toContain("BlockOptions");
    expect(names.length).toBeGreaterThan(4);
    const errors = typeErrors(
      scw().typesRoot,
      `import type { ${names.join(", ")} } from "slightning-coco-widget";\nexport type All = [${names.join(", ")}];`,
    );
    expect(errors).toEqual([]);
    const blockPage = readFileSync(join(SCW, "docs/api/types/block.md"), "utf8");
    for (const [name, sentence] of Object.entries(NOT_EXPORTED)) {
      expect(blockPage, name).toContain(sentence);
      expect(typeErrors(scw().typesRoot, `import type { ${name} } from "slightning-coco-widget";`)).toHaveLength(1);
    }
  });
});
