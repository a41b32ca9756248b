import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";

/**
 * hast → React elements (the hast-util-to-jsx-runtime core of rehype-react) → HTML.
 * Rendered once per page; the layout embeds the string and the client reuses the server DOM.
 */
export function renderContent(tree: Root): string {
  const element = toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: true, passNode: false });
  return renderToString(element);
}
