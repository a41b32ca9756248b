import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { WORKSPACE } from "../../helpers/cli.ts";
import { runInEditor } from "./editor-process.ts";
import { describeWithScw } from "./library.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// Issue 35, build item 2: use-scw.md's visible widget, end to end in the CoCo stand-in (in this process) and in
// the Creation Project 1.0 and 2.0 stand-ins (child processes): render, a property assignment that reaches the editor's
// update function (so the editor re-renders), and the click that emits the event.

const USE_SCW = "docs/tutorial/fast-start/use-scw.md";
const example = () => docExample(USE_SCW, "class LikeButtonWidget").code;

describeWithScw("use-scw.md's visible widget (issue 35, build item 2)", (scw) => {
  it("CoCo: renders, a click updates the count through setProps and emits onLike, reset sets it back", () => {
    const exported = exportedToCoCo(scw(), example());
    expect(exported.types.isInvisibleWidget).toBe(false);
    const widget = new exported.widget({});
    Object.assign(widget, { text: "点赞", count: 0 }); // what the editor holds for a new widget
    const html = () => renderToStaticMarkup(widget.render());
    expect(html()).toBe('<button type="button">点赞（0）</button>');
    scw().clearCalls();
    widget.render().props.onClick();
    const calls = scw().calls.map((c) => [c.method, ...c.args]);
    expect(calls).toEqual([
      ["setProps", { count: 1 }],
      ["emit", "onLike", 1],
    ]);
    expect(html()).toBe('<button type="button">点赞（1）</button>');
    scw().clearCalls();
    widget.reset();
    expect(scw().calls.map((c) => [c.method, ...c.args])).toEqual([["setProps", { count: 0 }]]);
    expect(html()).toBe('<button type="button">点赞（0）</button>');
  });

  // Creation Project 1.0 is recognised by the two editor modules its require provides.
  const CREATION_PROJECT = [
    ["CreationProject1", { cp_utils: {}, "@ant-design/icons-vue": {} }],
    ["CreationProject2", {}],
  ] as const;

  it.each(CREATION_PROJECT)(
    "%s: the same code renders, updates through setProp and emits onLike",
    (editor, modules) => {
      const server = JSON.stringify(join(WORKSPACE, "node_modules/react-dom/server"));
      const { reports, calls } = runInEditor(scw(), {
        editor,
        modules,
        code: `${example()}
        const { renderToStaticMarkup } = require(${server});
        const exported = (globalThis as any).editorExports;
        report(require("slightning-coco-widget").getPlatform());
        const widget = new exported.widget();
        Object.assign(widget.props, { text: "点赞", count: 0 }); // the editor's props of a new widget
        report(renderToStaticMarkup(widget.render()));
        widget.render().props.onClick();
        report(renderToStaticMarkup(widget.render()));
        widget.reset();
        report(renderToStaticMarkup(widget.render()));`,
      });
      expect(reports).toEqual([
        editor,
        '<button type="button">点赞（0）</button>',
        '<button type="button">点赞（1）</button>',
        '<button type="button">点赞（0）</button>',
      ]);
      const updates = calls.filter((c) => c.method === "setProp" || c.method === "emit");
      expect(updates.map((c) => [c.method, ...c.args])).toEqual([
        ["setProp", "count", 1],
        ["emit", "onLike", 1],
        ["setProp", "count", 0],
      ]);
    },
  );
});
