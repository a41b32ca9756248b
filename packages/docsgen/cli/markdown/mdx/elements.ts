import type { Nodes, Paragraph, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";

// JSX elements as mdast blocks and HTML: what expand.ts turns an element into once it knows what it is.
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Flow-like elements: alone in a paragraph they are the block itself, not inline content of a `<p>`. */
export const BLOCK_TAGS = new Set([
  "details",
  "summary",
  "div",
  "section",
  "figure",
  "table",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "p",
  "hr",
]);

/**
 * An element alone on its line(s) as the block it is. A component's inline content becomes a paragraph,
 * as it would be written on lines of its own; an HTML element's stays as written.
 */
export function asBlock(element: MdxJsxTextElement): MdxJsxFlowElement {
  const name = element.name ?? "";
  const keepInline = /^[a-z]/.test(name);
  const children =
    keepInline || element.children.length === 0
      ? element.children
      : [{ type: "paragraph", children: element.children, position: element.position } as Paragraph];
  return { ...element, type: "mdxJsxFlowElement", children } as MdxJsxFlowElement;
}

/**
 * The JSX elements of a paragraph that holds nothing else but white space, when each is a component or a
 * block-like HTML element: MDX parses `<TabItem …>…</TabItem>` lines as a paragraph of inline elements.
 */
export function blockElements(paragraph: Paragraph): MdxJsxTextElement[] | undefined {
  const rest = paragraph.children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
  const blockLike = (c: (typeof rest)[number]) =>
    c.type === "mdxJsxTextElement" && (!/^[a-z]/.test(c.name ?? "") || BLOCK_TAGS.has(c.name ?? ""));
  return rest.length > 0 && rest.every(blockLike) ? (rest as MdxJsxTextElement[]) : undefined;
}

/**
 * An HTML element written as JSX. `<a href>` and `<img src>` become markdown links and images (with
 * their other attributes kept), so their targets are rewritten and checked like markdown's.
 */
export function htmlElement(
  node: JsxElement,
  tag: string,
  properties: Record<string, string | number | boolean>,
): RootContent {
  const { href, src, alt, title, ...rest } = properties;
  if (tag === "a" && typeof href === "string")
    return {
      type: "link",
      url: href,
      title: typeof title === "string" ? title : null,
      children: node.children as never,
      position: node.position,
      data: { hProperties: rest, writtenAsHtml: true } as never,
    };
  if (tag === "img" && typeof src === "string")
    return {
      type: "image",
      url: src,
      alt: typeof alt === "string" ? alt : null,
      title: typeof title === "string" ? title : null,
      position: node.position,
      data: { hProperties: rest, writtenAsHtml: true } as never,
    };
  node.data = { ...node.data, hName: tag, hProperties: properties };
  return node as Nodes as RootContent;
}
