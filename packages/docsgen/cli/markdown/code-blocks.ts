import type { Element, Nodes as HastNodes, Root as HastRoot } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Code } from "mdast";
import { esc } from "../../shared/escape-html.ts";
import { parseCodeMeta } from "./code-meta.ts";
import { canonicalLang, RAW_CODE_TAG } from "./highlight.ts";

/**
 * docsgen's code block: optional title bar, highlighted `<pre>`; the copy button is added by the client. Shiki's
 * HTML is kept as a string inside a `docsgen-code` element: turning thousands of token spans (and their style
 * attributes) into React elements and back costs more than the highlighting itself.
 */
export function codeBlock(node: Code, pre: string | undefined): Element {
  if (pre === undefined) throw new Error("internal: a code block has no highlighted HTML");
  const meta = parseCodeMeta(node.meta);
  const lang = node.lang ?? undefined;
  const title = meta.title ? `<div class="codeBlockTitle">${esc(meta.title)}</div>` : "";
  const label = canonicalLang(lang) ? lang : undefined;
  return {
    type: "element",
    tagName: RAW_CODE_TAG,
    properties: {
      className: [
        "theme-code-block",
        ...(label ? [`language-${label}`] : []),
        ...(meta.lineNumbersFrom !== undefined ? ["theme-code-block--line-numbers"] : []),
      ],
      dataLanguage: label,
      ...(meta.lineNumbersFrom !== undefined && meta.lineNumbersFrom !== 1
        ? { style: `counter-reset:line ${meta.lineNumbersFrom - 1}` }
        : {}),
      inner: `${title}<div class="codeBlockContent">${pre}</div>`,
    },
    children: [],
  };
}

/**
 * The code blocks a site's rehype plugins are given, as Docusaurus gives them (its MDX pipeline): `<pre><code
 * class="language-x">` with the text and the meta string (`data.meta`, and the `metastring` property
 * Docusaurus adds), so a highlighter such as `@shikijs/rehype` finds them. Each is remembered with its
 * source, to tell afterwards which ones a plugin took.
 */
export class PluginCodeBlocks {
  private readonly placed = new Map<Element, { node: Code; code: Element; text: string }>();
  /** `<pre>` elements of the page before the plugins ran (raw HTML): not the plugins' output. */
  private readonly before = new Set<Element>();

  place(node: Code): Element {
    const text = node.value ? `${node.value}\n` : "";
    const code: Element = {
      type: "element",
      tagName: "code",
      properties: {
        ...(node.lang ? { className: [`language-${node.lang}`] } : {}),
        ...(node.meta ? { metastring: node.meta } : {}),
      },
      children: [{ type: "text", value: text }],
    };
    // Where mdast-util-to-hast puts it, and where highlighters read it.
    if (node.meta) code.data = { meta: node.meta } as Element["data"];
    const pre: Element = { type: "element", tagName: "pre", properties: {}, children: [code] };
    this.placed.set(pre, { node, code, text });
    return pre;
  }

  /** Notes the page's own `<pre>` elements, before the plugins run. */
  noteBefore(tree: HastRoot): void {
    eachPre(tree, (pre) => {
      if (!this.placed.has(pre)) this.before.add(pre);
    });
  }

  /**
   * After the plugins: a block no plugin changed becomes docsgen's (highlighted now, only those: a site whose
   * plugin highlights every block pays for no highlighting of docsgen's); a `<pre>` a plugin made or changed
   * is kept as the plugin left it, inside docsgen's code block frame (margins, copy button), as Docusaurus
   * keeps a highlighter's tokens inside its CodeBlock.
   */
  async settle(tree: HastRoot, highlight: (nodes: Code[]) => Promise<string[]>): Promise<void> {
    const ours: { parent: Holder; index: number; node: Code }[] = [];
    const theirs: { parent: Holder; index: number; pre: Element }[] = [];
    eachPre(tree, (pre, parent, index) => {
      const placed = this.placed.get(pre);
      if (placed && unchanged(pre, placed)) ours.push({ parent, index, node: placed.node });
      else if (!this.before.has(pre)) theirs.push({ parent, index, pre });
    });
    const html = ours.length > 0 ? await highlight(ours.map((o) => o.node)) : [];
    ours.forEach((o, i) => {
      o.parent.children[o.index] = codeBlock(o.node, html[i]);
    });
    for (const t of theirs) t.parent.children[t.index] = framed(t.pre);
  }
}

function unchanged(pre: Element, placed: { code: Element; text: string }): boolean {
  const [code] = pre.children;
  if (pre.children.length !== 1 || code !== placed.code || code.children.length !== 1) return false;
  const [text] = code.children;
  return text.type === "text" && text.value === placed.text;
}

/**
 * A plugin's `<pre>` in docsgen's code block frame, as HTML in a `docsgen-code` element like docsgen's own
 * blocks: a highlighter's thousands of token spans, made React elements and rendered back, cost twice the
 * highlighting (manual: internals/performance).
 */
function framed(pre: Element): Element {
  return {
    type: "element",
    tagName: RAW_CODE_TAG,
    properties: { className: ["theme-code-block"], inner: `<div class="codeBlockContent">${toHtml(pre)}</div>` },
    children: [],
  };
}

/** A node that holds others: elements, and the MDX nodes a page with the site's code keeps (mdx/to-hast.ts). */
type Holder = { children: unknown[] };

/** Every `<pre>` of the tree with its parent and position; not inside another `<pre>`. */
function eachPre(tree: HastRoot, visit: (pre: Element, parent: Holder, index: number) => void): void {
  const walk = (parent: Holder) => {
    parent.children.forEach((child, index) => {
      const node = child as HastNodes;
      if (node.type === "element" && node.tagName === "pre") visit(node, parent, index);
      else if ("children" in node && Array.isArray(node.children)) walk(node as Holder);
    });
  };
  walk(tree);
}
