import type { Element, ElementContent } from "hast";
import type { Nodes } from "mdast";
import type { Handler, State } from "mdast-util-to-hast";

/**
 * mdast → hast of the MDX nodes a page with the site's components keeps (site-code.ts): its ESM,
 * expressions and site components go to the hast as they are (their children converted), as the MDX
 * compiler's own conversion passes them. Nodes docsgen expanded itself (theme components, HTML written as
 * JSX) keep their MDX type with the element they render in `data.hName`: those become that element, as on
 * any page.
 */
const mdxNode: Handler = (state: State, node: Nodes) => {
  const data = node.data as { hName?: string } | undefined;
  if (data?.hName) {
    const result: Element = { type: "element", tagName: "div", properties: {}, children: state.all(node) };
    state.patch(node, result);
    return state.applyData(node, result);
  }
  if (!("children" in node)) return structuredClone(node) as unknown as ElementContent;
  const { children: _children, ...shallow } = node;
  return { ...structuredClone(shallow), children: state.all(node) } as unknown as ElementContent;
};

/** The handlers of the MDX node types (see mdxNode). */
export const MDX_HANDLERS: Record<string, Handler> = {
  mdxjsEsm: mdxNode,
  mdxFlowExpression: mdxNode,
  mdxTextExpression: mdxNode,
  mdxJsxFlowElement: mdxNode,
  mdxJsxTextElement: mdxNode,
};
