import type { Schema } from "hast-util-sanitize";
import type { BlockContent, Code, DefinitionContent, PhrasingContent, RootContent } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { toString as mdToString } from "mdast-util-to-string";
import { markMermaidComponent } from "../mermaid.ts";
import type { DroppedAttribute } from "./attributes.ts";
import { htmlProperties } from "./attributes.ts";
import { htmlElement } from "./elements.ts";
import { type Binding, expressionOf, type StaticValue, staticValue } from "./values.ts";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = ReadonlyMap<string, StaticValue>;

/**
 * `<Admonition type="tip" title="…">` is the `:::tip[…]` container directive it stands for: the
 * admonitions plugin, which runs next, renders both alike (and reports an unknown type).
 */
export function admonitionNode(node: JsxElement, props: Props): RootContent {
  const type = props.get("type");
  const title = props.get("title");
  const children = node.children as (BlockContent | DefinitionContent)[];
  const directive: ContainerDirective = {
    type: "containerDirective",
    name: typeof type === "string" ? type : "note",
    attributes: {},
    children:
      typeof title === "string"
        ? [
            { type: "paragraph", children: [{ type: "text", value: title }], data: { directiveLabel: true } },
            ...children,
          ]
        : children,
    position: node.position,
  };
  return directive;
}

/**
 * `<CodeBlock language="js" title="…" showLineNumbers>{`…`}</CodeBlock>` is the fenced block it stands
 * for, so it is highlighted like one. Its code is a string or template literal child, else its text.
 */
export function codeBlockNode(node: JsxElement, props: Props, bindings: ReadonlyMap<string, Binding>): Code {
  const language = props.get("language");
  const title = props.get("title");
  const meta = [
    typeof title === "string" ? `title=${JSON.stringify(title)}` : "",
    props.get("showLineNumbers") === true ? "showLineNumbers" : "",
    typeof props.get("metastring") === "string" ? (props.get("metastring") as string) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    type: "code",
    lang: typeof language === "string" ? language : null,
    meta: meta || null,
    value: codeOf(node.children as RootContent[], bindings),
    position: node.position,
  };
}

function codeOf(children: RootContent[], bindings: ReadonlyMap<string, Binding>): string {
  const only = children.length === 1 && children[0].type === "paragraph" ? children[0].children : children;
  if (only.length === 1 && (only[0].type === "mdxFlowExpression" || only[0].type === "mdxTextExpression")) {
    const expression = expressionOf(only[0].data?.estree);
    const value = expression ? staticValue(expression, bindings) : undefined;
    if (typeof value === "string") return value.replace(/^\n/, "").replace(/\n$/, "");
  }
  return children.map((c) => mdToString(c as PhrasingContent)).join("\n\n");
}

/**
 * `<Mermaid value={`…`} />` of `@theme/Mermaid` is a ```mermaid fence that is a diagram wherever the theme is
 * (mermaid.ts), even without `markdown.mermaid`; a `value` that is not a static string draws an empty diagram.
 */
export function mermaidNode(node: JsxElement, props: Props): Code {
  const value = props.get("value");
  return markMermaidComponent({
    type: "code",
    lang: "mermaid",
    meta: null,
    value: typeof value === "string" ? value : "",
    position: node.position,
  });
}

/**
 * `<ThemedImage sources={{ light, dark }} alt="…" />` of `@theme/ThemedImage`: both images, as its server
 * render in Docusaurus has them, with the classes that show the current colour mode's (styles.css). Each is
 * a markdown image, so its file is checked and its URL rewritten. Undefined when `sources` is not a static
 * object with at least one of the two.
 */
export function themedImages(
  node: JsxElement,
  props: Props,
  schema: Schema,
): { nodes: RootContent[]; dropped: DroppedAttribute[] } | undefined {
  const sources = props.get("sources");
  if (!sources || typeof sources !== "object" || Array.isArray(sources)) return undefined;
  const modes = (["light", "dark"] as const).filter((mode) => typeof sources[mode] === "string");
  if (modes.length === 0) return undefined;
  const rest = new Map([...props].filter(([name]) => name !== "sources" && name !== "className"));
  const { properties, dropped } = htmlProperties(rest, "img", schema);
  const own = props.get("className");
  const nodes = modes.map((mode) => {
    const className = ["themedComponent", `themedComponent--${mode}`, typeof own === "string" ? own : ""];
    const image = htmlElement({ ...node, children: [] }, "img", { ...properties, src: sources[mode] as string });
    image.data = {
      ...image.data,
      hProperties: { ...(image.data as { hProperties?: object })?.hProperties, className: className.filter(Boolean) },
    } as never;
    return image;
  });
  return { nodes, dropped };
}
