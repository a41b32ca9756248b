import type { Root } from "hast";
import type { ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import rehypeReact, { type Components } from "rehype-react";
import { unified } from "unified";
import { RawCode } from "../../templates/RawCode.tsx";
import { RAW_CODE_TAG } from "../markdown/highlight.ts";

/**
 * hast → React elements (rehype-react) → HTML. Rendered once per page; the layout embeds the string and
 * the client reuses the server DOM.
 */
export function renderContent(tree: Root): string {
  return renderToString(toReact.stringify(tree) as unknown as ReactElement);
}

const COMPONENTS = { [RAW_CODE_TAG]: RawCode } as unknown as Components;

// One frozen processor per process: it holds no per-file state.
const toReact = unified()
  .use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true, passNode: false, components: COMPONENTS })
  .freeze();
