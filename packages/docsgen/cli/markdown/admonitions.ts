import type { Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Transformer } from "unified";
import { ADMONITION_ALERT } from "../../shared/admonition-alert.ts";
import { admonitionSvg as admonitionIcon } from "../../shared/admonition-icons.ts";
import { ADMONITION_KINDS, type AdmonitionKind } from "../../shared/strings.ts";
import { suggest } from "../diagnostics/diagnostic.ts";
import { walk } from "./walk.ts";

export interface AdmonitionOptions {
  /** @default true */
  enabled?: boolean;
  /** Default title of each kind, in the site's language (its catalogue's `server.admonition`). */
  titles: Record<AdmonitionKind, string>;
  /**
   * Keywords of the site besides the nine (Docusaurus's `admonitions.keywords`): rendered as Docusaurus renders
   * a keyword it has no component for, an `info` box classed `theme-admonition-<keyword>`. With
   * `extendDefaults: false` the nine are not admonitions.
   */
  keywords?: { keywords: readonly string[]; extendDefaults: boolean };
}

const KINDS: readonly string[] = ADMONITION_KINDS;
const isKind = (name: string): name is AdmonitionKind => KINDS.includes(name);

/**
 * `:::tip[标题]` container directives become admonition boxes with a default title in the site's language; a longer
 * fence (`::::tip`) holds nested ones. A container directive of an unknown kind (`:::foo`) is rendered as
 * a note, content included, and reported on the file as an `admonition-unknown` message at its position
 * (see diagnostics/vfile-messages.ts). Text and leaf directives (`a:b` in prose parses as one) are turned
 * back into the text the author wrote. Must run after parsing and before heading ids, so headings inside
 * admonitions still get ids.
 */
export function remarkAdmonitions(options: AdmonitionOptions): Transformer<Root> {
  return (tree, file) => {
    if (options.enabled === false) return;
    const extra = options.keywords?.keywords ?? [];
    const known: readonly string[] =
      options.keywords?.extendDefaults === false ? extra : extra.length > 0 ? [...KINDS, ...extra] : KINDS;
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
      let kind: AdmonitionKind = "note";
      /** The keyword in the class name: the kind's, or a custom keyword's. */
      let keyword: string = kind;
      if (isKind(directive.name) && known.includes(directive.name)) kind = keyword = directive.name;
      else if (known.includes(directive.name)) {
        kind = "info";
        keyword = directive.name;
      } else {
        keyword = kind;
        const near = suggest(directive.name, known);
        const message = file.message(`\`:::${directive.name}\` is not an admonition kind; it is rendered as a note`, {
          place: directive.position,
          ruleId: "admonition-unknown",
          source: "docsgen",
        });
        message.note = `${near ? `Did you mean \`:::${near}\`? ` : ""}Known kinds: ${known.join(", ")}.${extra.length === 0 ? " Keywords of your own go in markdown.admonitions.keywords." : ""}`;
      }
      let title: PhrasingContent[] = [{ type: "text", value: options.titles[kind] }];
      const first = directive.children[0];
      if (first?.type === "paragraph" && first.data?.directiveLabel) {
        title = first.children;
        directive.children.shift();
      }
      directive.data = {
        hName: "div",
        hProperties: {
          className: [
            "theme-admonition",
            `theme-admonition-${keyword}`,
            "admonition",
            "alert",
            `alert--${ADMONITION_ALERT[kind]}`,
          ],
        },
      };
      // An empty emphasis carries the icon: not a text node, which mergeAdjacentText would join to the title.
      const icon: PhrasingContent = {
        type: "emphasis",
        children: [],
        data: { hName: "span", hProperties: { className: ["admonitionIcon"] }, hChildren: [admonitionIcon(kind)] },
      };
      directive.children = [
        {
          type: "paragraph",
          children: [icon, ...title],
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
