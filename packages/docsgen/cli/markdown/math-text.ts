import type { Nodes, Root } from "mdast";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { SKIP, walk } from "./walk.ts";

/**
 * `$$ … $$` on lines of its own, or `$…$` in text, left as text because no math plugin parsed it (Docusaurus
 * shows it as written too): one located `markdown-math` message for the page's first, so the author learns
 * why. Conservative, prices must not trip it (`$5 and $10`): inline math opens with `$` and a non-blank,
 * closes with a non-blank and `$` not followed by a digit or letter, and holds TeX (`\`, `^`, `_`, `{` or `=`).
 * Code is not looked at. Called only for bodies that have a `$`.
 */
export function mathText(tree: Root): PluginMessage | undefined {
  let found: PluginMessage | undefined;
  walk<Nodes>(tree, (node) => {
    if (found) return SKIP;
    if (MATH_NODES.has(node.type)) {
      // A math plugin is at work on this page: what it left as text is not math.
      found = { reason: "", ruleId: "none" };
      return SKIP;
    }
    if (node.type !== "paragraph" && node.type !== "heading" && node.type !== "tableCell") return;
    const text = plainText(node);
    const display = DISPLAY.test(text.trim());
    if (!display && !hasInlineMath(text)) return SKIP;
    found = {
      reason: `${display ? "`$$ … $$`" : "`$…$`"} math is shown as written: no math plugin runs on this page`,
      ruleId: "markdown-math",
      line: node.position?.start.line,
      column: node.position?.start.column,
      note: "As in Docusaurus, math needs remark-math and rehype-katex in the docs' (or blog's) remarkPlugins and rehypePlugins. Dollar signs that are not math need nothing.",
    };
    return SKIP;
  });
  return found?.ruleId === "markdown-math" ? found : undefined;
}

/** The nodes remark-math parses into (not in mdast's types without it). */
const MATH_NODES = new Set<string>(["math", "inlineMath"]);
const DISPLAY = /^\$\$[\s\S]*[\\^_{}=][\s\S]*\$\$$/;
const INLINE = /(?:^|[^\\$\w])\$(?=[^\s$\d])([^$\n]*?[^\s\\$])\$(?![\d\w$])/g;
const TEX = /[\\^_{}=]/;

function hasInlineMath(text: string): boolean {
  for (const m of text.matchAll(INLINE)) if (TEX.test(m[1])) return true;
  return false;
}

/** The text of a paragraph, heading or cell, inline code left out (`$HOME` there is not math). */
function plainText(node: Nodes): string {
  if (node.type === "text") return node.value;
  if (node.type === "inlineCode" || node.type === "html") return " ";
  return "children" in node ? node.children.map((child) => plainText(child as Nodes)).join("") : "";
}
