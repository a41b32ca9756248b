import { join } from "node:path";
import { WORKSPACE } from "../../helpers/cli.ts";
import { type EditorResult, runInEditor } from "./editor-process.ts";
import type { ScwLibrary } from "./library.ts";

// Imports a file webpack built into the CoCo stand-in (editor-process.ts), as the editor imports a widget file:
// CoCo runs it with its require, exports and React, and the SCW wrapper hands them on to the widget code. What
// the page prints goes to `report`: alert, the browser console (console.log/warn/error) and unhandled rejections.
// The editor is a web page: webpack's runtime takes a split-off file's address from the page's last script and
// adds a script element for it, which fails there (CoCo imported one file; the other is on no server).

const REACT = join(WORKSPACE, "node_modules/react");

/**
 * Runs `file`, then `after` (TypeScript; `Widget` is the class exported to CoCo, `text(values)` formats values as
 * a console prints them, `React` is React). Set `globalThis.pending` in `after` to wait for a promise.
 */
export function importedInCoCo(scw: ScwLibrary, file: string, after: string): EditorResult {
  return runInEditor(scw, {
    editor: "CoCo",
    code: `
      const g = globalThis as any;
      const React = require(${JSON.stringify(REACT)});
      const text = (values: unknown[]) => values.map((v) => (v instanceof Error ? String(v) : typeof v === "string" ? v : JSON.stringify(v))).join(" ");
      g.alert = (message: unknown) => report("alert: " + message);
      const print = (kind: string) => (...values: unknown[]) => report(kind + ": " + text(values));
      g.console = { ...console, log: print("console.log"), warn: print("console.warn"), error: print("console.error") };
      process.on("unhandledRejection", (error: any) => report("unhandled rejection: " + (error?.name ?? error)));
      g.self = g;
      g.window = g;
      g.document = {
        currentScript: null,
        getElementsByTagName: () => [{ src: "https://coco.codemao.cn/editor/static/js/main.js", getAttribute: () => null }],
        createElement: () => ({ setAttribute() {} }),
        head: { appendChild: (script: any) => setTimeout(() => script.onerror({ type: "error", target: script })) },
      };
      const file = require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8");
      new Function("require", "exports", "React", file)(g.__slightning_coco_widget_require__, g.editorExports, React);
      const Widget = g.editorExports.widget;
      if (typeof Widget !== "function") report("no widget exported");
      else {
        ${after}
      }`,
  });
}
