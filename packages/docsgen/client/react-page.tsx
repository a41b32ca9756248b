import "./shared-modules.ts";
import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { APP_ROOT_ID, PAGE_DATA_SCRIPT_ID } from "../shared/element-ids.ts";
import type { UiStrings } from "../shared/strings.ts";
import { PageRoot, type ReactPageData } from "../templates/docusaurus/root.tsx";
import { enhanceCodeBlocks } from "./code-blocks.ts";
import { trackKeyboardNavigation } from "./keyboard.ts";

/** The site language's interface text, inlined by the site-code bundle (cli/react/bundle.ts). */
declare const DOCSGEN_UI_STRINGS: string;

/**
 * The browser side of one React page (`src/pages/…`): each page's bundle calls this with its component. The
 * whole app root hydrates, shell included; docsgen's own entry is not loaded on these pages, so links from
 * them are page loads.
 */
export function hydratePage(Page: ComponentType) {
  const strings = JSON.parse(DOCSGEN_UI_STRINGS) as UiStrings;
  const data = document.getElementById(PAGE_DATA_SCRIPT_ID);
  const root = document.getElementById(APP_ROOT_ID);
  if (!data || !root) return;
  const value = JSON.parse(data.textContent ?? "{}") as ReactPageData;
  window.docsgen = { version: "1" };
  hydrateRoot(
    root,
    <>
      <PageRoot value={value} strings={strings}>
        <Page />
      </PageRoot>
      <CodeBlockButtons strings={strings} />
    </>,
    {
      onRecoverableError(error) {
        console.error("docsgen: hydration mismatch", error);
      },
    },
  );
  document.documentElement.setAttribute("data-has-hydrated", "true");
  trackKeyboardNavigation();
}

/**
 * Renders nothing; once hydration has committed, gives the code blocks their copy buttons: added before,
 * the buttons would be markup the page's components do not render (a hydration mismatch).
 */
function CodeBlockButtons({ strings }: { strings: UiStrings }) {
  useEffect(() => enhanceCodeBlocks(document, strings), [strings]);
  return null;
}
