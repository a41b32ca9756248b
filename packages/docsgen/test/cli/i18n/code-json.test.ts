import { describe, expect, it } from "vitest";
import { BuildError, formatDiagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { parseCodeJson } from "../../../cli/i18n/code-json.ts";

describe("parseCodeJson", () => {
  it("reads Docusaurus's {message, description} form and the plain form, with each id's line", () => {
    const text = '{\n  "a.b": {\n    "message": "One",\n    "description": "d"\n  },\n  "c": "Two"\n}\n';
    const { entries, malformed } = parseCodeJson(text, "i18n/en/code.json");
    expect([...entries]).toEqual([
      ["a.b", { message: "One", line: 2 }],
      ["c", { message: "Two", line: 6 }],
    ]);
    expect(malformed).toEqual([]);
  });

  it("finds the key, not an equal string value, for the line", () => {
    const text = '{\n  "x": "c",\n  "c": "y"\n}';
    expect(parseCodeJson(text, "f").entries.get("c")?.line).toBe(3);
  });

  it("sets aside entries without a message", () => {
    const text = '{\n  "a": {"description": "no message"},\n  "b": 3\n}';
    expect(parseCodeJson(text, "f").malformed).toEqual([
      { id: "a", line: 2 },
      { id: "b", line: 3 },
    ]);
  });

  it("invalid JSON is a located error", () => {
    const text = '{\n  "a": "x",\n}\n';
    try {
      parseCodeJson(text, "i18n/fr/code.json");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BuildError);
      const [d] = (error as BuildError).diagnostics;
      expect(formatDiagnostic(d)).toMatch(/^i18n\/fr\/code\.json:3:1: error \[i18n\] invalid JSON: /);
      expect(d.hint).toContain('"theme.docs.paginator.next"');
    }
  });

  it("a file that ends too early is located at its end", () => {
    expect(() => parseCodeJson('{\n  "a": ', "f")).toThrow(BuildError);
    try {
      parseCodeJson('{\n  "a": ', "f");
    } catch (error) {
      expect((error as BuildError).diagnostics[0]).toMatchObject({ line: 2, column: 7 });
    }
  });

  it("JSON that is not an object is an error on line 1", () => {
    expect(() => parseCodeJson('["a"]', "f")).toThrow(/must hold one object/);
  });
});
