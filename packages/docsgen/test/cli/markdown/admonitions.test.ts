import type { Root } from "mdast";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";
import { formatDiagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { applyPolicy } from "../../../cli/diagnostics/policy.ts";
import { diagnosticsFromMessages, runSyncWithMessages } from "../../../cli/diagnostics/vfile-messages.ts";
import { normalizeAdmonitionTitles } from "../../../cli/markdown/admonition-syntax.ts";
import { remarkAdmonitions } from "../../../cli/markdown/admonitions.ts";
import { parseSyntax } from "../../../cli/markdown/parse.ts";
import { ZH_CN } from "../../../shared/locales/zh-CN.ts";

/** Runs the plugin on a markdown text as parse.ts does, returning the tree and the file's messages. */
function run(markdown: string) {
  const tree: Root = parseSyntax(normalizeAdmonitionTitles(markdown));
  const messages = runSyncWithMessages(
    unified().use(remarkAdmonitions, { titles: ZH_CN.server.admonition }).freeze(),
    tree,
  );
  return { tree, messages };
}

describe("admonitions: unknown kinds (issue 15)", () => {
  it("reports `:::foo` at its line and column, naming it and the known kinds", () => {
    const { messages } = run("# 标题\n\n- 列表\n\n  :::tipp 小心\n  内容\n  :::\n");
    const diagnostics = diagnosticsFromMessages(messages, "docs/a.md");
    expect(diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "docs/a.md:5:3: warning [admonition-unknown] \`:::tipp\` is not an admonition kind; it is rendered as a note
          Did you mean \`:::tip\`? Known kinds: note, tip, info, warning, caution, danger, important, success, secondary. Keywords of your own go in markdown.admonitions.keywords.",
      ]
    `);
  });

  it("keeps the content of an unknown kind, its title included", () => {
    const { tree } = run(":::foo[自定义]\n**内容**不丢。\n:::\n");
    const box = tree.children[0] as unknown as { data: { hProperties: { className: string[] } } };
    expect(box.data.hProperties.className).toContain("theme-admonition-note");
    expect(JSON.stringify(tree)).toContain("自定义");
    expect(JSON.stringify(tree)).toContain("不丢。");
  });

  it("names no suggestion when no kind is close", () => {
    const [d] = diagnosticsFromMessages(run(":::foobarbaz\nx\n:::\n").messages, "docs/a.md");
    expect(d.hint).toBe(
      "Known kinds: note, tip, info, warning, caution, danger, important, success, secondary. Keywords of your own go in markdown.admonitions.keywords.",
    );
  });

  it("leaves text and leaf directives (`12:30`, `::x`) and every known kind alone", () => {
    const kinds = ["note", "tip", "info", "warning", "caution", "danger", "important", "success", "secondary"];
    const markdown = `现在 12:30 开会，比分 3:2。\n\n::leaf\n\n${kinds.map((k) => `:::${k}\nx\n:::\n`).join("\n")}`;
    expect(run(markdown).messages).toEqual([]);
  });

  it("reports nested unknown kinds too", () => {
    const { messages } = run("::::tip\n:::bogus\nx\n:::\n::::\n");
    expect(messages.map((m) => [m.line, m.column])).toEqual([[2, 1]]);
  });

  it("is a warning by policy", () => {
    const [d] = diagnosticsFromMessages(run(":::foo\nx\n:::\n").messages, "docs/a.md");
    const config = { checks: {} } as unknown as ResolvedConfig;
    expect(applyPolicy(config, [{ ...d, severity: "info" }])[0].severity).toBe("warning");
  });
});

// Issue 33: Docusaurus's `admonitions: { keywords, extendDefaults }` (mapped to markdown.admonitions).
describe("admonitions: keywords of the site", () => {
  const runWith = (markdown: string, keywords: { keywords: string[]; extendDefaults: boolean }) => {
    const tree: Root = parseSyntax(normalizeAdmonitionTitles(markdown));
    const plugin = unified().use(remarkAdmonitions, { titles: ZH_CN.server.admonition, keywords }).freeze();
    return { tree, messages: runSyncWithMessages(plugin, tree) };
  };
  const classes = (tree: Root) =>
    tree.children.map(
      (n) => (n as unknown as { data: { hProperties: { className: string[] } } }).data.hProperties.className,
    );

  it("a keyword of the config is an info box classed with its own name, without a warning", () => {
    const { tree, messages } = runWith(":::release[v2]\nx\n:::\n\n:::tip\ny\n:::\n", {
      keywords: ["release"],
      extendDefaults: true,
    });
    expect(messages).toEqual([]);
    expect(classes(tree)).toEqual([
      ["theme-admonition", "theme-admonition-release", "admonition", "alert", "alert--info"],
      ["theme-admonition", "theme-admonition-tip", "admonition", "alert", "alert--success"],
    ]);
  });

  it("extendDefaults: false leaves only the config's keywords", () => {
    const { messages } = runWith(":::tip\ny\n:::\n", { keywords: ["release"], extendDefaults: false });
    expect(messages.map((m) => m.reason)).toEqual(["`:::tip` is not an admonition kind; it is rendered as a note"]);
  });
});
