import type { Root } from "hast";
import type { ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import rehypeReact, { type Components } from "rehype-react";
import { unified } from "unified";
import { RAW_CODE_TAG } from "../markdown/highlight.ts";

/**
 * hast → React elements (rehype-react) → HTML. Rendered once per page; the layout embeds the string and
 * the client reuses the server DOM.
 */
export function renderContent(tree: Root): string {
  return renderToString(toReact.stringify(tree) as unknown as ReactElement);
}

/** A highlighted code block: its HTML was produced by shiki and is inserted as is. */
function CodeBlock({
  inner,
  className,
  style,
  "data-language": language,
}: {
  inner: string;
  className?: string;
  /** Numbered lines starting elsewhere than 1 (`showLineNumbers=5`). */
  style?: Record<string, string>;
  "data-language"?: string;
}) {
  return jsx("div", { className, style, "data-language": language, dangerouslySetInnerHTML: { __html: inner } });
}

const COMPONENTS = { [RAW_CODE_TAG]: CodeBlock } as unknown as Components;

// One frozen processor per process: it holds no per-file state.
const toReact = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true, passNode: false, components: COMPONENTS })
  .freeze();
