import type { Root } from "hast";
import { type Components, toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { RAW_CODE_TAG } from "../markdown/highlight.ts";

/**
 * hast → React elements (the hast-util-to-jsx-runtime core of rehype-react) → HTML.
 * Rendered once per page; the layout embeds the string and the client reuses the server DOM.
 */
export function renderContent(tree: Root): string {
  const element = toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: true, passNode: false, components: COMPONENTS });
  return renderToString(element);
}

/** A highlighted code block: its HTML was produced by shiki and is inserted as is. */
function CodeBlock({
  inner,
  className,
  "data-language": language,
}: {
  inner: string;
  className?: string;
  "data-language"?: string;
}) {
  return jsx("div", { className, "data-language": language, dangerouslySetInnerHTML: { __html: inner } });
}

const COMPONENTS = { [RAW_CODE_TAG]: CodeBlock } as unknown as Components;
