import { execFileSync } from "node:child_process";
import ts from "typescript";
import type { ScwLibrary } from "./library.ts";

// Some statements depend on which editor the library believes it runs in, and the library decides that once,
// when it first looks (getPlatform caches its answer; modules copy the editor globals when they load). Each
// check therefore runs in a fresh Node process with exactly the globals that editor provides, next to the
// harness's compiled library (whose node_modules link the repo's @babel/* for the webpack package).

/**
 * The editor a child process pretends to be. "none" defines the editor globals without values; "plain" is Node
 * as a reader runs it, with no editor global at all; "scw-build" is the recording step of scw-build (the bundle
 * gets one stand-in base class for all three widget globals, and Node's own require).
 */
export type Editor = "CoCo" | "CreationProject1" | "CreationProject2" | "none" | "plain" | "scw-build";

export interface EditorRun {
  editor: Editor;
  /** `location.href` (and `window.location.href`) the widget sees; unset when omitted. */
  href?: string;
  /** Values `require(id)` of the editor returns (the editor-provided modules); other ids return undefined. */
  modules?: Record<string, unknown>;
  /** TypeScript or JavaScript module code; `report(value)` sends a JSON value back. */
  code: string;
  /** Extra environment variables of the process. */
  env?: Record<string, string>;
}

/** What the child reported, in order, plus every call the stand-in editor widgets received. */
export interface EditorResult {
  reports: unknown[];
  calls: { method: string; args: unknown[] }[];
}

const CHILD = String.raw`
const Module = require("node:module");
const input = JSON.parse(process.env.SCW_EDITOR_RUN);
const calls = [];
const record = (method, args) => calls.push({ method, args });
const reports = [];
globalThis.report = (value) => reports.push(value);

class EditorWidget {
  constructor(props) { record("constructor", [props]); }
  widgetLog(...a) { record("widgetLog", a); }
  widgetWarn(...a) { record("widgetWarn", a); }
  widgetError(...a) { record("widgetError", a); }
  widgetInterrupt(...a) { record("widgetInterrupt", a); }
  emit(...a) { record("emit", a); }
}
class VisibleWidget extends EditorWidget {
  setProps(props) { record("setProps", [props]); Object.assign(this, props); }
  render() { return null; }
}
// Creation Project keeps property values in props and re-renders when setProp changes one.
class WidgetClass extends EditorWidget {
  constructor(props) { super(props); this.props = {}; }
  setProp(key, value) { record("setProp", [key, value]); this.props[key] = value; }
}
const editorRequire = (id) => {
  record("require", [id]);
  if (input.editor === "CreationProject2" && id === "@ant-design/icons-vue") throw new Error("no such module");
  return Object.prototype.hasOwnProperty.call(input.modules, id) ? input.modules[id] : undefined;
};
class RecordingWidget {
  constructor(props) { record("constructor", [props]); }
  widgetLog() {}
  widgetInfo() {}
  widgetWarn() {}
  widgetError() {}
}
const globals = {
  plain: undefined,
  "scw-build": { InvisibleWidget: RecordingWidget, VisibleWidget: RecordingWidget, widgetClass: RecordingWidget },
  CoCo: { InvisibleWidget: class InvisibleWidget extends EditorWidget {}, VisibleWidget, widgetClass: undefined },
  CreationProject1: { InvisibleWidget: undefined, VisibleWidget: undefined, widgetClass: WidgetClass },
  CreationProject2: { InvisibleWidget: undefined, VisibleWidget: undefined, widgetClass: WidgetClass },
  none: { InvisibleWidget: undefined, VisibleWidget: undefined, widgetClass: undefined },
}[input.editor];
const libraryRequire = Module.createRequire(input.root + "/index.js");
if (globals) {
  Object.assign(globalThis, globals, {
    __slightning_coco_widget_exports__: {},
    __slightning_coco_widget_require__: input.editor === "scw-build" ? libraryRequire : editorRequire,
  });
}
if (input.href !== undefined) {
  globalThis.location = { href: input.href };
  globalThis.window = globalThis;
}
globalThis.editorExports = globalThis.__slightning_coco_widget_exports__;

const module = { exports: {} };
new Function("require", "module", "exports", input.code)(libraryRequire, module, module.exports);
Promise.resolve(globalThis.pending).then(
  () => process.stdout.write("\n@@SCW@@" + JSON.stringify({ reports, calls }, (k, v) => (typeof v === "function" ? "[function " + v.name + "]" : v))),
  (error) => { console.error(error); process.exit(1); },
);
`;

/** Runs `run.code` in a fresh Node process that looks like `run.editor` to the library. */
export function runInEditor(scw: ScwLibrary, run: EditorRun): EditorResult {
  const { outputText } = ts.transpileModule(run.code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2017, jsx: ts.JsxEmit.React },
  });
  const input = { root: scw.root, editor: run.editor, href: run.href, modules: run.modules ?? {}, code: outputText };
  const stdout = execFileSync(process.execPath, ["-e", CHILD], {
    env: { ...process.env, ...run.env, SCW_EDITOR_RUN: JSON.stringify(input) },
    encoding: "utf8",
    timeout: 30_000,
  });
  const at = stdout.lastIndexOf("\n@@SCW@@");
  if (at < 0) throw new Error(`the editor process reported nothing:\n${stdout}`);
  return JSON.parse(stdout.slice(at + "\n@@SCW@@".length)) as EditorResult;
}
