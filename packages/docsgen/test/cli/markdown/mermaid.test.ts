import { describe, expect, it } from "vitest";
import type { MermaidMarkdown } from "../../../cli/markdown/mermaid.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { sanitizeSchema } from "../../../cli/markdown/sanitize-schema.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";
import { searchSections } from "../../../cli/search/sections.ts";

// Issue 33, part 5: ```mermaid fences and `<Mermaid value>` as Docusaurus has them (markdown/mermaid.ts).

const DRAWN: MermaidMarkdown = { fences: true, drawn: true };

function render(body: string, options: { mermaid?: MermaidMarkdown; mdx?: boolean } = {}) {
  const absPath = options.mdx ? "/site/docs/page.mdx" : "/site/docs/page.md";
  const schema = sanitizeSchema(undefined);
  const source = { absPath, file: "docs/page.md", schema, ...(options.mermaid ? { mermaid: options.mermaid } : {}) };
  const parsed = parseMarkdown(body, 1, source);
  const code = parsed.code.map((c) => `<pre><code>${c.lang}</code></pre>`);
  const html = renderContent(toHast(parsed.tree, { code, rawHtml: { schema } }));
  return { html, messages: parsed.messages.map((m) => `${m.line}:${m.column} ${m.reason}`), parsed };
}

const FENCE = "Intro.\n\n```mermaid\ngraph TD; A-->B & C\n```\n";

describe("mermaid diagrams", () => {
  it("makes a fence Docusaurus's container holding its source, highlighted as nothing", () => {
    const { html, messages, parsed } = render(FENCE, { mermaid: DRAWN });
    expect(html).toBe(
      '<p>Intro.</p>\n<div class="docusaurus-mermaid-container"><pre>graph TD; A--&gt;B &amp; C</pre></div>',
    );
    expect(messages).toEqual([]);
    expect(parsed.code).toEqual([]);
  });

  it("keeps the source out of the page's text: its description and its search text", () => {
    const { parsed } = render("```mermaid\ngraph TD; Secret-->B\n```\n\nAfter.\n", { mermaid: DRAWN });
    expect(parsed.firstParagraph).toBe("After.");
    expect(searchSections(parsed.tree)).toEqual([{ heading: "", anchor: "", text: "After." }]);
  });

  it("keeps a fence as code, with a warning, where fences are not diagrams", () => {
    for (const mermaid of [undefined, { fences: false, drawn: true }]) {
      const { html, messages } = render(FENCE, mermaid ? { mermaid } : {});
      expect(html).toContain("<pre><code>mermaid</code></pre>");
      expect(messages).toEqual(["3:1 mermaid diagrams are not drawn: the block is shown as code"]);
    }
  });

  it("renders nothing for a diagram without the theme, as Docusaurus's classic theme, and says so", () => {
    const { html, messages } = render(FENCE, { mermaid: { fences: true, drawn: false } });
    expect(html).toBe("<p>Intro.</p>\n");
    expect(messages).toEqual([
      "3:1 this mermaid diagram renders nothing: `markdown.mermaid` is on, but `@docusaurus/theme-mermaid` is not in `themes` (Docusaurus renders nothing here either)",
    ]);
  });

  it("draws <Mermaid value> of @theme/Mermaid in MDX wherever the theme is, fences or not", () => {
    const body = "import Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph LR\n  X-->Y`} />\n";
    for (const mermaid of [DRAWN, { fences: false, drawn: true }]) {
      const { html, messages } = render(body, { mermaid, mdx: true });
      // MDX drops the indentation of an attribute's continuation lines, in Docusaurus too; Mermaid does not mind.
      expect(html).toBe('<div class="docusaurus-mermaid-container"><pre>graph LR\nX--&gt;Y</pre></div>');
      expect(messages).toEqual([]);
    }
  });

  it("keeps the diagram through the raw HTML allow-list of a page with raw HTML", () => {
    const { html } = render(`<kbd>x</kbd>\n\n${FENCE}`, { mermaid: DRAWN });
    expect(html).toContain('<div class="docusaurus-mermaid-container"><pre>graph TD; A--&gt;B &amp; C</pre></div>');
  });
});
