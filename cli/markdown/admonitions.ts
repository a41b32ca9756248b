import type { Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { ADMONITION_TITLES, type AdmonitionKind } from "../../shared/strings.ts";
import { walk } from "./walk.ts";

export interface AdmonitionOptions {
  /** @default true */
  enabled?: boolean;
}

const KINDS = new Set(Object.keys(ADMONITION_TITLES));
/** Infima alert colour per kind (Docusaurus's class names, so custom CSS written for it applies). */
const ALERT: Record<AdmonitionKind, string> = {
  note: "secondary",
  tip: "success",
  info: "info",
  warning: "warning",
  caution: "warning",
  danger: "danger",
};

/**
 * `:::tip[标题]` container directives become admonition boxes with a Chinese default title.
 * Text and leaf directives (`a:b` in prose parses as one) are turned back into the text the author wrote.
 * Must run after parsing and before heading ids, so headings inside admonitions still get ids.
 */
export function remarkAdmonitions(options: AdmonitionOptions = {}) {
  return (tree: Root) => {
    if (options.enabled === false) return;
    walk<Nodes, Parents>(tree, (node, index, parent) => {
      if (node.type === "textDirective" || node.type === "leafDirective") {
        if (!parent || index === undefined) return;
        const colons = node.type === "textDirective" ? ":" : "::";
        const children = node.children as PhrasingContent[];
        const replacement: PhrasingContent[] = [{ type: "text", value: `${colons}${node.name}` }];
        if (children.length > 0)
          replacement.push({ type: "text", value: "[" }, ...children, { type: "text", value: "]" });
        const wrapped: RootContent =
          node.type === "leafDirective" ? ({ type: "paragraph", children: replacement } as Paragraph) : replacement[0];
        if (node.type === "leafDirective") parent.children.splice(index, 1, wrapped);
        else (parent.children as PhrasingContent[]).splice(index, 1, ...replacement);
        // Visit the restored nodes too: a directive label may hold another directive.
        return index;
      }
      if (node.type !== "containerDirective") return;
      const directive = node as ContainerDirective;
      const kind = (KINDS.has(directive.name) ? directive.name : "note") as AdmonitionKind;
      let title: PhrasingContent[] = [{ type: "text", value: ADMONITION_TITLES[kind] }];
      const first = directive.children[0];
      if (first?.type === "paragraph" && first.data?.directiveLabel) {
        title = first.children;
        directive.children.shift();
      }
      directive.data = {
        hName: "div",
        hProperties: {
          className: ["theme-admonition", `theme-admonition-${kind}`, "admonition", "alert", `alert--${ALERT[kind]}`],
        },
      };
      directive.children = [
        {
          type: "paragraph",
          children: title,
          data: { hName: "div", hProperties: { className: ["admonitionHeading"] } },
        },
        {
          type: "blockquote",
          children: directive.children,
          data: { hName: "div", hProperties: { className: ["admonitionContent"] } },
        },
      ];
    });
    mergeAdjacentText(tree);
  };
}

/** Restored directives leave split text nodes; join them so the HTML has no React text separators. */
function mergeAdjacentText(tree: Root) {
  walk<Nodes>(tree, (node) => {
    if (!("children" in node)) return;
    const children = node.children as RootContent[];
    for (let i = children.length - 1; i > 0; i--) {
      const a = children[i - 1];
      const b = children[i];
      if (a.type === "text" && b.type === "text") {
        a.value += b.value;
        if (a.position && b.position) a.position.end = b.position.end;
        children.splice(i, 1);
      }
    }
  });
}
