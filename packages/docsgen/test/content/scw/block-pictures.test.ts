import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, it } from "vitest";
import {
  cocoPalette,
  creationProject1Palette,
  creationProjectPalette,
} from "../../../../../sites/scw/src/components/blocks/from-library.ts";
import type { Palette } from "../../../../../sites/scw/src/components/blocks/model.ts";
import { blockPictureFile } from "../../../../../sites/scw/src/components/blocks/svg-file.ts";
import { SCW } from "../../helpers/cli.ts";
import { type Editor, runInEditor } from "./editor-process.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { runExample } from "./page.ts";
import { pagePictures, pagesWithPictures } from "./page-pictures.ts";
import { docExample } from "./run-example.ts";

// Issue 35, build item 5: pictures of the blocks, drawn from what the library really generates. Each example
// below is run in a fresh process that looks like CoCo, Creation Project 1.0 or 2.0 to the library
// (editor-process.ts); `exportWidget` hands the editor `typesToCoCo(...)` / `typesToCreationProject1(...)` /
// `typesToCreationProject2(...)` of the decorated types, and that description is what is drawn
// (src/components/blocks/). Then:
// - every block the description lists is drawn, with its words, one slot or dropdown per parameter, its
//   shape and its colour, read back from the SVG, not from the block model;
// - the pictures are compared with the committed ones in block-pictures/ (UPDATE_PICTURES=1, or
//   `npm run pictures:update`, writes them again).

const FOLDER = join(import.meta.dirname, "block-pictures");
/** The palettes the site's pages draw (`<BlockPicture palette={…} />` in their MDX), as JSON. */
const PALETTES = join(SCW, "src/components/blocks/palettes");
const UPDATE = process.env.UPDATE_PICTURES === "1";

/** The widgets drawn: a complete example of a page each (file, markers that pick the example). */
const EXAMPLES = {
  counter: ["docs/tutorial/fast-start/use-scw.md", "class CounterWidget", "private changeTo", "exportWidget(types"],
  "color-demo": ["docs/api/types/color/index.md", "class ColorDemoWidget"],
  notice: ["docs/tutorial/guides/multiline-block.md", "class NoticeWidget"],
  "notice-lines": ["docs/tutorial/guides/multiline-block.md", "class LineBreakNoticeWidget"],
  "list-tools": ["docs/tutorial/guides/functions-as-first-class-citizens.md", "class ListToolsWidget"],
  "list-operations": ["docs/example/advanced-list-operations.md", "class AdvancedListOperationsWidget"],
  promise: ["docs/example/promise.md", "class PromiseWidget"],
} as const;
type Example = keyof typeof EXAMPLES;

const EDITORS = [
  ["CoCo", "coco"],
  ["CreationProject1", "creation-project-1"],
  ["CreationProject2", "creation-project-2"],
] as const satisfies readonly (readonly [Editor, string])[];
/** Creation Project 1.0 is recognised by the two editor modules its require provides. */
const MODULES: Partial<Record<Editor, Record<string, unknown>>> = {
  CreationProject1: { cp_utils: {}, "@ant-design/icons-vue": {} },
};

// biome-ignore lint/suspicious/noExplicitAny: the editors' descriptions are plain untyped data.
type Any = any;

const described = new Map<string, Any>();
/** What `editor` received from the example's exportWidget (run once per example and editor). */
function description(scw: ScwLibrary, example: Example, editor: Editor): Any {
  const id = `${example}/${editor}`;
  if (!described.has(id)) {
    const [file, ...markers] = EXAMPLES[example];
    const code = `${docExample(file, ...markers).code}
      const e = (globalThis as any).editorExports; report(e.types ?? e.type);`;
    described.set(id, runInEditor(scw, { editor, code, modules: MODULES[editor] }).reports[0]);
  }
  return described.get(id);
}

function palette(scw: ScwLibrary, example: Example, editor: Editor): Palette {
  const types = description(scw, example, editor);
  if (editor === "CoCo") return cocoPalette(types);
  return editor === "CreationProject1" ? creationProject1Palette(types) : creationProjectPalette(types);
}

// ---- Reading the SVG back

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", parseTagValue: false });
type Node = Record<string, unknown>;
function elements(node: unknown, name: string, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const n of node) elements(n, name, found);
  else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key === name) for (const c of Array.isArray(child) ? child : [child]) found.push(c as Node);
      elements(child, name, found);
    }
  }
  return found;
}
const textOf = (t: unknown) => (typeof t === "object" && t ? String((t as Node)["#text"] ?? "") : String(t));

/** Each drawn block: key, kind, colour, its words in order, and its parameter keys. */
function drawn(svg: string) {
  expect(XMLValidator.validate(svg)).toBe(true);
  return elements(parser.parse(svg), "g")
    .filter((g) => g.class === "scw-block")
    .map((g) => ({
      key: String(g["data-key"]),
      kind: String(g["data-kind"]),
      colour: String(g["data-colour"]),
      fill: String((g.path as Node).fill),
      words: elements(g, "text").map(textOf).join(" "),
      params: elements(g, "g")
        .map((inner) => inner["data-param"])
        .filter(Boolean),
    }));
}

/** The words `text` holds (Creation Project writes \n for line breaks; spaces separate words). */
const words = (text: string | false | undefined) => (typeof text === "string" ? text.split(/\s+/).filter(Boolean) : []);

function expectWordsInOrder(found: string, expected: string[], what: string): void {
  let at = 0;
  for (const word of expected) {
    const next = found.indexOf(word, at);
    expect(next, `${what}: "${word}" after position ${at} in "${found}"`).toBeGreaterThanOrEqual(0);
    at = next + word.length;
  }
}

/** Line and column (1-based) of the first character where `a` and `b` differ (or where the shorter ends). */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const before = a.slice(0, i).split("\n");
  return `line ${before.length}, column ${before[before.length - 1].length + 1}`;
}

describeWithScw("pictures of the blocks agree with typesToCoCo / typesToCreationProject2 (issue 35, item 5)", (scw) => {
  for (const example of Object.keys(EXAMPLES) as Example[]) {
    it(`${example}, CoCo: every method and event is drawn with its words, parameters, shape and colour`, () => {
      const types = description(scw(), example, "CoCo");
      const blocks = drawn(blockPictureFile({ palette: palette(scw(), example, "CoCo") }));
      expect(blocks.map((b) => b.key).sort()).toEqual(
        [...types.methods, ...types.events].map((m: Any) => m.key).sort(),
      );
      for (const method of types.methods as Any[]) {
        const block = blocks.find((b) => b.key === method.key);
        const o = method.blockOptions ?? {};
        expect(block?.kind, method.key).toBe(method.valueType === undefined ? "statement" : "value");
        expect(block?.colour, method.key).toBe(o.color ?? "editor");
        if (o.color) expect(block?.fill, method.key).toBe(o.color);
        const expected = [
          ...words(o.callMethodLabel),
          ...words(method.label),
          ...method.params.flatMap((p: Any) => [...words(p.label), ...words(p.labelAfter)]),
        ];
        expectWordsInOrder(block?.words ?? "", expected, method.key);
        expect(block?.params, method.key).toEqual(method.params.map((p: Any) => p.key));
      }
      for (const event of types.events as Any[]) {
        const block = blocks.find((b) => b.key === event.key);
        expect([block?.kind, block?.colour], event.key).toEqual(["event", "editor"]);
        expectWordsInOrder(
          block?.words ?? "",
          [...words(event.label), ...event.params.map((p: Any) => p.label)],
          event.key,
        );
        expect(block?.params, event.key).toEqual([
          ...(event.subTypes ?? []).map((s: Any) => s.key),
          ...event.params.map((p: Any) => p.key),
        ]);
      }
    });

    for (const editor of ["CreationProject1", "CreationProject2"] as const) {
      it(`${example}, ${editor}: every method and event is drawn with its words, parameters, shape and colour`, () => {
        const types = description(scw(), example, editor);
        const blocks = drawn(blockPictureFile({ palette: palette(scw(), example, editor) }));
        expect(blocks.map((b) => b.key).sort()).toEqual(
          [...types.methods, ...types.emits].map((m: Any) => m.key).sort(),
        );
        for (const method of types.methods as Any[]) {
          const block = blocks.find((b) => b.key === method.key);
          // 1.0 writes the words around the widget and the colour on the method itself; 2.0 in blockOptions.
          const o =
            editor === "CreationProject1"
              ? { ...method, prefix: method.tipBefore, suffix: method.tipAfter }
              : (method.blockOptions ?? {});
          expect(block?.kind, method.key).toBe(method.valueType === undefined ? "statement" : "value");
          expect(block?.colour, method.key).toBe(o.color ?? "editor");
          if (o.color) expect(block?.fill, method.key).toBe(o.color);
          const expected = [
            ...words(o.prefix),
            ...words(method.label),
            ...method.params.flatMap((p: Any) => [...words(p.label), ...words(p.labelAfter)]),
            ...words(o.suffix),
          ];
          expectWordsInOrder(block?.words ?? "", expected, method.key);
          expect(block?.params, method.key).toEqual(method.params.map((p: Any) => p.key));
        }
        for (const event of types.emits as Any[]) {
          const block = blocks.find((b) => b.key === event.key);
          expect([block?.kind, block?.colour], event.key).toEqual(["event", "editor"]);
          expectWordsInOrder(
            block?.words ?? "",
            [...words(event.label), ...event.params.map((p: Any) => p.label)],
            event.key,
          );
          expect(block?.params, event.key).toEqual(event.params.map((p: Any) => p.key));
        }
      });
    }
  }

  it.each([
    ["CoCo", "typesToCoCo", ["CoCo"]],
    ["CreationProject2", "typesToCreationProject2", ["CreationProject", "CreationProject2"]],
  ] as const)("what %s received, and so what is drawn, is %s of the decorated types", (editor, convert, platforms) => {
    const SCW = scw().require("slightning-coco-widget");
    for (const example of Object.keys(EXAMPLES) as Example[]) {
      const [file, ...markers] = EXAMPLES[example];
      const [{ types, widget, config }] = runExample(scw(), docExample(file, ...markers).code).exported;
      const [decorated] = SCW.decorate(SCW.standardizeTypes(types), widget, config, platforms);
      const direct = JSON.parse(JSON.stringify(SCW[convert](decorated)));
      expect(direct, example).toEqual(description(scw(), example, editor));
    }
  });

  it("the counter's picture shows what the page says: 让 [计数器1 ▾] 增加 (1), in Color.BLUE, as a value block", () => {
    const SCW = scw().require("slightning-coco-widget");
    for (const [editor] of EDITORS) {
      const add = palette(scw(), "counter", editor).blocks.find((b) => b.key === "add");
      expect(add?.kind, editor).toBe("value");
      expect(add?.colour, editor).toBe(SCW.Color.BLUE);
      const svg = blockPictureFile({ palette: palette(scw(), "counter", editor), keys: ["add"] });
      expect(svg, editor).toContain("让 [计数器1 ▾] 增加 (1)");
    }
  });

  it("the counter's method group: 重置 above two blocks in Color.RED, as use-scw.md says and pictures", () => {
    const SCW = scw().require("slightning-coco-widget");
    for (const [editor] of EDITORS) {
      const blocks = palette(scw(), "counter", editor).blocks.filter((b) => ["reset", "resetTo"].includes(b.key));
      expect(
        blocks.map((b) => [b.line, b.colour]),
        editor,
      ).toEqual([
        ["重置", SCW.Color.RED],
        [undefined, SCW.Color.RED],
      ]);
    }
    const keys = pagePictures("docs/tutorial/fast-start/use-scw.md").map((p) => p.keys?.join(","));
    expect(keys).toContain("reset,resetTo");
    expect(keys).toContain("describe");
  });

  it("the promise page: cyan methods and call blocks, each callback's event after its method in CoCo, callback inputs in Creation Project", () => {
    const SCW = scw().require("slightning-coco-widget");
    const coco = palette(scw(), "promise", "CoCo").blocks;
    for (const block of coco.filter((b) => b.kind !== "event")) expect(block.colour, block.key).toBe(SCW.Color.CYAN);
    coco.forEach((block, i) => {
      if (block.kind !== "event") return;
      const method = coco.slice(0, i).findLast((b) => b.kind !== "event" && block.key.startsWith(b.key));
      expect(method, block.key).toBeDefined();
    });
    expect(coco.filter((b) => b.kind === "event")).toHaveLength(3);
    const cp = palette(scw(), "promise", "CreationProject2").blocks;
    const inputs = cp.flatMap((b) => b.rows.flat()).filter((p) => p.kind === "code");
    expect(inputs.map((p) => (p.kind === "code" ? p.params : []))).toEqual([["解决", "拒绝"], ["结果"], ["原因"]]);
    expect(pagePictures("docs/example/promise.md").map((p) => [p.name, p.keys])).toEqual([
      ["promise.coco", undefined],
      ["promise.creation-project-2", undefined],
    ]);
  });

  it.each(EDITORS)(
    "%s: the committed pictures in block-pictures/ are the ones the library's output draws now",
    (editor, suffix) => {
      const stale: string[] = [];
      for (const example of Object.keys(EXAMPLES) as Example[]) {
        const file = join(FOLDER, `${example}.${suffix}.svg`);
        const now = blockPictureFile({ palette: palette(scw(), example, editor) });
        if (UPDATE) {
          mkdirSync(FOLDER, { recursive: true });
          writeFileSync(file, now);
          continue;
        }
        const committed = existsSync(file) ? readFileSync(file, "utf8") : undefined;
        if (committed !== now) {
          const where = committed === undefined ? "missing" : `first difference at ${firstDifference(committed, now)}`;
          stale.push(`${relative(SCW, file)} (${where})`);
        }
      }
      expect(
        stale,
        `these pictures differ from what ${editor}'s description from the library draws now:\n  ${stale.join("\n  ")}\n` +
          "If the library, the examples or the drawing changed on purpose, run `npm run pictures:update` and review the SVG diff.",
      ).toEqual([]);
    },
  );

  it("every picture on a page is of a palette this test writes, and of blocks that palette has", () => {
    const written = new Set(
      (Object.keys(EXAMPLES) as Example[]).flatMap((example) => EDITORS.map(([, suffix]) => `${example}.${suffix}`)),
    );
    const pages = pagesWithPictures();
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      for (const picture of pagePictures(page)) {
        const where = `${page}:${picture.line}`;
        expect(written.has(picture.name), `${where}: ${picture.name}`).toBe(true);
        const keys = new Set(picture.palette.blocks.map((b) => b.key));
        for (const key of picture.keys ?? []) expect(keys.has(key), `${where}: ${key}`).toBe(true);
      }
    }
  });

  it.each(EDITORS)("%s: the palettes the pages draw are the library's output now", (editor, suffix) => {
    const stale: string[] = [];
    for (const example of Object.keys(EXAMPLES) as Example[]) {
      const file = join(PALETTES, `${example}.${suffix}.json`);
      const now = `${JSON.stringify(palette(scw(), example, editor), null, 2)}\n`;
      if (UPDATE) {
        mkdirSync(PALETTES, { recursive: true });
        writeFileSync(file, now);
        continue;
      }
      if (!existsSync(file) || readFileSync(file, "utf8") !== now) stale.push(relative(SCW, file));
    }
    expect(stale, "run `npm run pictures:update` and review the diff").toEqual([]);
  });
});
