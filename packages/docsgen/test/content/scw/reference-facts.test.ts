import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section, tableRows } from "./markdown.ts";
import { typeErrors } from "./page.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// Issue 35, errors 9 to 12: reference facts read back from the pages and compared with the library.

const TYPE = "docs/api/types/type.md";
const DECORATORS = "docs/api/export/decorators.md";

/** The row of `name` in a page's table (first cell, backticks and links removed). */
function row(markdown: string, name: string): string[] {
  const found = tableRows(markdown).find((cells) => cells[0].replace(/[`[\]]|\(#[^)]*\)/g, "") === name);
  if (!found) throw new Error(`no table row for ${name}`);
  return found;
}

describeWithScw("reference facts against the library (issue 35, errors 9-12)", (scw) => {
  it("error 9: StandardMethodTypes and StandardEventTypes require `type`; the object forms users write are MethodTypes and EventTypes", () => {
    const errors = typeErrors(
      scw().typesRoot,
      `import type { EventTypes, MethodTypes, StandardEventTypes, StandardMethodTypes } from "slightning-coco-widget";
export const a: StandardMethodTypes = { key: "a", label: "A", block: ["a"] };
export const b: StandardEventTypes = { key: "b", label: "B", params: [] };
export const c: MethodTypes = { key: "c", label: "C", block: ["c"] };
export const d: EventTypes = { key: "d", label: "D", params: [] };`,
    );
    expect(errors.map((e) => e.replace(/^export const (\w).*?(Property 'type' is missing).*$/, "$1 $2"))).toEqual([
      "a Property 'type' is missing",
      "b Property 'type' is missing",
    ]);
    for (const [file, name, plain] of [
      ["docs/api/types/method.md", "StandardMethodTypes", "MethodTypes"],
      ["docs/api/types/event.md", "StandardEventTypes", "EventTypes"],
    ]) {
      const meaning = row(section(doc(file), "exported-names"), name)[1];
      expect(meaning, name).toContain("`type` 必填");
      expect(meaning, name).toContain(`\`${plain}\``);
    }
  });

  it("error 10: the default column of type.md's table is each type's real default value", () => {
    const S = scw().require("slightning-coco-widget");
    // Constructor arguments of each type of the table (a lone constructor per entry, so none of them is a component).
    const args: [string, unknown[]][] = [
      ["VoidType", []],
      ["StringType", []],
      ["IntegerType", []],
      ["NumberType", []],
      ["BooleanType", []],
      ["AnyType", []],
      ["ObjectType", []],
      ["ArrayType", []],
      ["ColorType", []],
      ["ImageType", []],
      ["AudioType", []],
      ["VideoType", []],
      ["InstanceOfClassType", [Date]],
      ["FunctionType", [{ block: [] }]],
      ["MutatorType", [{ block: [["value", "数", 0]] }]],
    ];
    const table = section(doc(TYPE), "overview-table");
    for (const [name, parameters] of args) {
      const shown = row(table, name)[3];
      const actual = new S[name](...parameters).defaultValue;
      if (shown === "无") expect(actual, name).toBeUndefined();
      else if (shown === "描述类型的字符串") expect(typeof actual === "string" && actual.length > 0, name).toBe(true);
      else expect(JSON.stringify(actual), name).toBe(shown.replace(/^`|`$/g, "").replace("类名", "Date"));
    }
  });

  it("error 11: transformMutator's blocks appear from the fewest repetitions to the most, as both pages say", () => {
    for (const [file, sentence] of [
      [TYPE, /在积木盒里依次含有 ([、\d]+) 个加数/],
      [DECORATORS, /依次有 ([\d 个、和]+)输入/],
    ] as const) {
      const exported = exportedToCoCo(scw(), docExample(file, "class SumWidget").code);
      const counts = (exported.types.methods as { key: string; params?: unknown[] }[])
        .filter((m) => m.key?.includes("transform_mutator"))
        .map((m) => (m.params ?? []).length);
      const said = sentence.exec(doc(file))?.[1].match(/\d+/g)?.map(Number);
      expect(counts.length, file).toBeGreaterThan(1);
      expect(said, file).toEqual(counts);
    }
  });

  it("error 12: a top-level node's group is undefined, a grouped one's is its group", () => {
    const S = scw().require("slightning-coco-widget");
    const types = S.standardizeTypes({
      type: "G",
      info: { title: "g", icon: "i" },
      options: { visible: false, global: true },
      properties: [],
      methods: [["top", "顶层", ["顶层"]], { label: "组", contents: [["inner", "组内", ["组内"]]] }],
      events: [],
    });
    const groups: Record<string, unknown> = {};
    S.traverseTypes(types, {
      MethodTypes(node: { value: { key: string }; group?: unknown }) {
        groups[node.value.key] = node.group;
      },
    });
    expect(groups.top).toBeUndefined();
    expect(groups.inner).toBeDefined();
    const line = doc(DECORATORS)
      .split("\n")
      .find((l) => l.startsWith("| `group?`"));
    expect(line).toContain("`undefined`");
    expect(line).not.toContain("`null`");
  });
});
