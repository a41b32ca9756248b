import type { Code, Text } from "mdast";
import { MERMAID_CONTAINER_CLASS } from "../../shared/mermaid.ts";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";

/**
 * Mermaid diagrams, as Docusaurus has them: with `markdown.mermaid`, a ```mermaid fence is a diagram (its
 * mdx-loader's mermaid plugin), and `<Mermaid value={…} />` of `@theme/Mermaid` is one wherever the theme is
 * listed. The page keeps the diagram's source in a `<pre>` inside Docusaurus's container class, which is what a
 * reader without JavaScript sees; the browser draws the SVG in its place (client/mermaid/). Without
 * `@docusaurus/theme-mermaid`, Docusaurus's classic theme renders nothing for a diagram, and so does docsgen.
 */

/** What a site's Mermaid settings mean for its pages (config/resolved.ts's MermaidSettings). */
export interface MermaidMarkdown {
  /** ```mermaid fences are diagrams (`markdown.mermaid`). */
  fences: boolean;
  /** Diagrams are drawn (the theme is there); false: they render nothing, as in Docusaurus. */
  drawn: boolean;
}

/** Marks the code node `<Mermaid value>` stands for (mdx/theme.ts): a diagram even where fences are not. */
export function markMermaidComponent(node: Code): Code {
  node.data = { ...node.data, mermaidComponent: true } as Code["data"];
  return node;
}

const fromComponent = (node: Code) => (node.data as { mermaidComponent?: boolean } | undefined)?.mermaidComponent;

/**
 * Turns a code node that is a diagram into its container (or, without the theme, into nothing), in place, and
 * says so (`diagram`: it is no longer a code block). `settings` undefined: the site has no Mermaid.
 */
export function mermaidDiagram(
  node: Code,
  settings: MermaidMarkdown | undefined,
): { diagram: boolean; message?: PluginMessage } {
  if (node.lang !== "mermaid") return { diagram: false };
  const at = { ruleId: "markdown", line: node.position?.start.line, column: node.position?.start.column };
  if (!settings || !(settings.fences || fromComponent(node))) {
    return {
      diagram: false,
      message: {
        ...at,
        reason: "mermaid diagrams are not drawn: the block is shown as code",
        note: "Set `markdown: { mermaid: true }` in the config to draw it (in a docusaurus.config, with `@docusaurus/theme-mermaid` in `themes`, as Docusaurus needs).",
      },
    };
  }
  const source = node.value;
  const mutable = node as unknown as Record<string, unknown>;
  for (const key of ["lang", "meta", "value", "data"]) delete mutable[key];
  if (!settings.drawn) {
    // Docusaurus's classic theme has a `@theme/Mermaid` that renders nothing: an empty text node is nothing.
    Object.assign(node, { type: "text", value: "" } satisfies Text);
    return {
      diagram: true,
      message: {
        ...at,
        reason:
          "this mermaid diagram renders nothing: `markdown.mermaid` is on, but `@docusaurus/theme-mermaid` is not in `themes` (Docusaurus renders nothing here either)",
        note: "Add '@docusaurus/theme-mermaid' to `themes` in docusaurus.config to draw it.",
      },
    };
  }
  // No `value`: the source is not the page's text (search, descriptions), as in Docusaurus's client-drawn diagram.
  Object.assign(node, {
    type: "mermaidDiagram",
    data: {
      hName: "div",
      hProperties: { className: [MERMAID_CONTAINER_CLASS] },
      hChildren: [{ type: "element", tagName: "pre", properties: {}, children: [{ type: "text", value: source }] }],
    },
  });
  return { diagram: true };
}
