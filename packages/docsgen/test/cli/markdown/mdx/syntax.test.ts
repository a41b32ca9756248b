import type { Program } from "estree-jsx";
import { describe, expect, it } from "vitest";
import { mdxSyntaxErrors, parseMdxSyntax, syntaxOf } from "../../../../cli/markdown/mdx/syntax.ts";
import { expressionOf, importsOf, staticValue, UNKNOWN } from "../../../../cli/markdown/mdx/values.ts";

describe("which bodies are MDX (issue 15, part 6)", () => {
  it("every .mdx file; a .md file only with an import/export line outside fenced code", () => {
    expect(syntaxOf("/d/a.mdx", "# plain")).toBe("mdx");
    expect(syntaxOf("/d/a.md", "import Tabs from '@theme/Tabs';\n\n<Tabs />")).toBe("mdx");
    expect(syntaxOf("/d/a.md", "export const x = 1;")).toBe("mdx");
    expect(syntaxOf("/d/a.md", "a<br>b\n\n<details>\n<summary>s</summary>\n</details>")).toBe("markdown");
    expect(syntaxOf("/d/a.md", "```js\nimport x from 'y';\n```")).toBe("markdown");
    expect(syntaxOf("/d/a.md", "important note\nexported data")).toBe("markdown");
    expect(syntaxOf("/d/a.md", "  import x from 'y'")).toBe("markdown");
  });

  it("reports a syntax error at its line and column, fenced code skipped or not", () => {
    const fences = "```\n1\n2\n3\n4\n```\n\n";
    for (const prefix of ["", fences]) {
      const r = parseMdxSyntax(`${prefix}a <3\n`);
      const line = prefix.split("\n").length;
      expect("error" in r && { line: r.error.line, column: r.error.column }).toEqual({ line, column: 4 });
    }
  });
});

describe("every syntax error of a file (issue 33, part 6)", () => {
  const all = (text: string) => {
    const r = parseMdxSyntax(text);
    if (!("error" in r)) throw new Error("expected an error");
    return mdxSyntaxErrors(text, r.error).map((e) => `${e.line}:${e.column} ${e.message.slice(0, 28)}`);
  };

  it("finds the errors after the first, each at its own line", () => {
    expect(all("a {oops here}\n\nb <i>open\n\n```\n{not an error}\n```\n\n<Tabs>\n\nc {bad expr}\n")).toEqual([
      "1:8 Could not parse expression w",
      "11:7 Could not parse expression w",
      "3:1 Expected a closing tag for `",
      "9:1 Expected a closing tag for `",
    ]);
  });

  it("locates an element left open at the end, which micromark reports without a place", () => {
    expect(all("# T\n\n<Details>\n\ntext\n")).toEqual(["3:1 Expected a closing tag for `"]);
  });

  it("stops at the cap", () => {
    expect(all("{a b}\n\n".repeat(50))).toHaveLength(20);
  });
});

describe("values evaluated without running JavaScript", () => {
  const program = (code: string) => {
    const r = parseMdxSyntax(`import useBaseUrl from '@docusaurus/useBaseUrl';\nimport other from 'x';\n\n{${code}}`);
    if ("error" in r) throw new Error(r.error.message);
    const [esm, expression] = r.tree.children as { data?: { estree?: Program } }[];
    return { bindings: importsOf(esm.data?.estree), node: expressionOf(expression.data?.estree) };
  };
  const value = (code: string) => {
    const { bindings, node } = program(code);
    return node ? staticValue(node, bindings) : undefined;
  };

  it("literals, template literals without placeholders, arrays and objects", () => {
    expect(value("'a'")).toBe("a");
    expect(value("`b\nc`")).toBe("b\nc");
    expect(value("-1")).toBe(-1);
    expect(value("[{label: 'A', value: 'a'}, {'label': \"B\", value: 2}]")).toEqual([
      { label: "A", value: "a" },
      { label: "B", value: 2 },
    ]);
  });

  it("useBaseUrl('/x') as imported, and nothing else that would need JavaScript", () => {
    expect(value("useBaseUrl('/img/a.png')")).toBe("/img/a.png");
    expect(value("other('/img/a.png')")).toBe(UNKNOWN);
    expect(value("props.x")).toBe(UNKNOWN);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the MDX expression is a template literal with a placeholder
    expect(value("`a${b}`")).toBe(UNKNOWN);
    expect(value("{[k]: 1}")).toBe(UNKNOWN);
    expect(value("[...xs]")).toBe(UNKNOWN);
  });

  it("reads import bindings: default, named, renamed and namespace", () => {
    const r = parseMdxSyntax("import A, {b, c as d} from 'm';\nimport * as N from 'n';\n");
    if ("error" in r) throw new Error(r.error.message);
    const esm = r.tree.children[0] as { data?: { estree?: Program } };
    expect(Object.fromEntries(importsOf(esm.data?.estree))).toEqual({
      A: { source: "m", imported: "default" },
      b: { source: "m", imported: "b" },
      d: { source: "m", imported: "c" },
      N: { source: "n", imported: "*" },
    });
  });
});
