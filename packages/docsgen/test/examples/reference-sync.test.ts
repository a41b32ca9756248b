import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw, SCW_SOURCE } from "../content/scw/library.ts";
import { SCW } from "../helpers/cli.ts";

/**
 * The API reference pages and the real library must not drift apart: every Color member, decorator and
 * data-type class that slightning-coco-widget 2.10.2 exports is documented, with its value. The lists come from
 * the compiled library (Color) and from its source folders (one decorator per file, one class per type file).
 */
const page = (rel: string) => readFileSync(join(SCW, "docs", rel), "utf8");
const sourceDir = (rel: string) => join(SCW_SOURCE ?? "", "slightning-coco-widget/src/slightning", rel);

/** Names declared as `export function NAME(types: StandardTypes, widget: Widget)`: the decorators. */
function decoratorNames(): string[] {
  const dir = sourceDir("decorators");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !["index.ts", "types.ts", "utils.ts"].includes(f))
    .flatMap((f) => [
      ...readFileSync(join(dir, f), "utf8").matchAll(
        /^export function (\w+)\(types: StandardTypes, widget: Widget\)/gm,
      ),
    ])
    .map((m) => m[1]);
}

describeWithScw("reference pages match the real SCW library", (scw) => {
  it("every Color member is documented with its hex value on the colour page", () => {
    const { Color } = scw().require("slightning-coco-widget") as { Color: Record<string, string> };
    const members = Object.entries(Color);
    expect(members.length).toBeGreaterThanOrEqual(30);
    const text = page("api/types/color/index.md");
    const missing = members.filter(
      ([name, hex]) => !text.includes(name) || !text.toUpperCase().includes(hex.toUpperCase()),
    );
    expect(missing).toEqual([]);
  });

  it("every exported decorator has its own heading on the decorators page", () => {
    const decorators = decoratorNames();
    expect(decorators.length).toBeGreaterThanOrEqual(16);
    const exported = scw().require("slightning-coco-widget") as Record<string, unknown>;
    expect(decorators.filter((d) => typeof exported[d] !== "function")).toEqual([]);
    const headings = [...page("api/export/decorators.md").matchAll(/^#{2,4} .*$/gm)].map((m) => m[0]).join("\n");
    expect(decorators.filter((d) => !headings.includes(d))).toEqual([]);
  });

  it("every exported data-type class is documented on the type page", () => {
    const dir = sourceDir("type");
    const classes = readdirSync(dir)
      .filter((f) => f.endsWith("-type.ts"))
      .flatMap((f) => [...readFileSync(join(dir, f), "utf8").matchAll(/^export class (\w+Type)\b/gm)])
      .map((m) => m[1]);
    expect(classes.length, `type classes in ${basename(dir)}/`).toBeGreaterThanOrEqual(15);
    const exported = scw().require("slightning-coco-widget") as Record<string, unknown>;
    expect(classes.filter((c) => typeof exported[c] !== "function")).toEqual([]);
    const text = page("api/types/type.md");
    expect(classes.filter((c) => !text.includes(c))).toEqual([]);
  });
});
