import type { Element, Root as HastRoot } from "hast";
import type { Code } from "mdast";
import { type Processor, unified } from "unified";
import { describe, expect, it } from "vitest";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { codeIndex } from "../../../cli/markdown/code-index.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { toHastWithPlugins } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";

const highlighting = localHighlighting();

/** A rehype plugin that colours the `js` blocks as a highlighter would: a new `<pre>` in place of each. */
function colourJs() {
  return (tree: HastRoot) => {
    const visit = (parent: { children: unknown[] }) => {
      parent.children.forEach((child, i) => {
        const node = child as Element;
        if (node.type !== "element") return;
        const code = node.children[0] as Element | undefined;
        const js = node.tagName === "pre" && code?.tagName === "code" && code.properties.className;
        if (js && String(js).includes("language-js")) {
          parent.children[i] = {
            type: "element",
            tagName: "pre",
            properties: {
              className: ["coloured"],
              dataMeta: String(code.data && "meta" in code.data ? code.data.meta : ""),
            },
            children: [{ type: "element", tagName: "code", properties: {}, children: code.children }],
          };
        } else visit(node);
      });
    };
    visit(tree);
  };
}

async function render(markdown: string, plugin: () => (tree: HastRoot) => void) {
  const parsed = parseMarkdown(markdown, 1);
  const asked: string[] = [];
  const highlight = async (nodes: Code[]) => {
    asked.push(...nodes.map((n) => n.value));
    return highlighting.highlight(nodes.map((n) => parsed.code[codeIndex(n)]));
  };
  const processor = unified().use(plugin).freeze() as unknown as Processor;
  const rehype = { processor, page: { absPath: "/site/docs/a.md", file: "docs/a.md" } };
  return { html: renderContent(await toHastWithPlugins(parsed.tree, { rehype, highlight })), asked };
}

describe("code blocks and a site's rehype plugins", () => {
  it("gives the plugins Docusaurus's <pre><code class=language-x> with the meta string", async () => {
    const { html } = await render('```js title="a.js" {1}\nlet a = 1;\n```\n', colourJs);
    expect(html).toMatch(
      /<pre class="coloured" data-meta="title=&#x22;a\.js&#x22; \{1\}"><code>let a = 1;\n<\/code><\/pre>/,
    );
  });

  it("highlights only the blocks no plugin took, and frames the plugin's for the copy button", async () => {
    const { html, asked } = await render(
      "```js\nlet a;\n```\n\n```\na {}\n```\n\n:::tip\n```js\nlet b;\n```\n:::\n",
      colourJs,
    );
    expect(asked).toEqual(["a {}"]);
    expect(
      html.match(/<div class="theme-code-block"><div class="codeBlockContent"><pre class="coloured"/g),
    ).toHaveLength(2);
    expect(html).toContain('class="shiki docsgen"');
  });

  it("renders a page whose plugins leave its code alone as without plugins", async () => {
    const { html, asked } = await render("```js\nlet a;\n```\n", () => () => {});
    expect(asked).toEqual(["let a;"]);
    expect(html).toContain('<pre class="shiki docsgen"');
    expect(html).not.toContain('language-js"><code');
  });
});
