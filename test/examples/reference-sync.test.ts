import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The API reference pages and the declaration the examples are checked against must not drift apart:
 * every enum member, decorator and data-type class the declaration exports is documented, with its value.
 */
const REPO = join(import.meta.dirname, "../..");
const dts = readFileSync(join(REPO, "test/scw-api/slightning-coco-widget.d.ts"), "utf8");
const page = (rel: string) => readFileSync(join(REPO, "docs", rel), "utf8");

function enumMembers(name: string): [string, string][] {
  const body = new RegExp(`export enum ${name} \\{([^}]*)\\}`).exec(dts)?.[1] ?? "";
  return [...body.matchAll(/^\s*([A-Z_0-9]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]);
}

describe("reference pages match the SCW declaration", () => {
  it("every Color member is documented with its hex value on the colour page", () => {
    const members = enumMembers("Color");
    expect(members.length).toBeGreaterThanOrEqual(30);
    const text = page("api/types/color/index.md");
    const missing = members.filter(
      ([name, hex]) => !text.includes(name) || !text.toUpperCase().includes(hex.toUpperCase()),
    );
    expect(missing).toEqual([]);
  });

  it("every exported decorator has its own heading on the decorators page", () => {
    const decorators = [...dts.matchAll(/export const (\w+): Decorator;/g)].map((m) => m[1]);
    expect(decorators.length).toBeGreaterThanOrEqual(16);
    const headings = [...page("api/export/decorators.md").matchAll(/^#{2,4} .*$/gm)].map((m) => m[0]).join("\n");
    expect(decorators.filter((d) => !headings.includes(d))).toEqual([]);
  });

  it("every exported data-type class is documented on the type page", () => {
    const classes = [...dts.matchAll(/export class (\w+Type)\b/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThanOrEqual(15);
    const text = page("api/types/type.md");
    expect(classes.filter((c) => !text.includes(c))).toEqual([]);
  });
});
