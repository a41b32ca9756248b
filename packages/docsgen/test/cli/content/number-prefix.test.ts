import { describe, expect, it } from "vitest";
import { parseNumberPrefix, stripNumberPrefixes } from "../../../cli/content/number-prefix.ts";

describe("parseNumberPrefix (Docusaurus's default rule)", () => {
  it.each([
    ["01-intro", "intro", 1],
    ["1_intro", "intro", 1],
    ["003 - My Doc", "My Doc", 3],
    ["0.Plugin API", "Plugin API", 0],
    ["00-introduction", "introduction", 0],
  ])("%s → %s at %d", (input, name, prefix) => {
    expect(parseNumberPrefix(input)).toEqual({ name, prefix });
  });

  it.each(["01intro", "intro-01", "a1-doc", "2021-01-31-notes", "1.2-notes", "01-", "01--"])("keeps %s", (input) => {
    expect(parseNumberPrefix(input)).toEqual({ name: input });
  });

  it("strips every segment of a path", () => {
    expect(stripNumberPrefixes("00-introduction/01-basics/guide")).toBe("introduction/basics/guide");
  });
});
