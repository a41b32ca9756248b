import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { MDX_ROOT_ATTRIBUTE } from "../shared/content-elements.ts";
import { APP_ROOT_ID, CONTENT_ID, PAGE_DATA_SCRIPT_ID } from "../shared/element-ids.ts";
import type { PageData } from "../shared/site-data.ts";
import type { UiStrings } from "../shared/strings.ts";
import type { SiteContextValue } from "../templates/docusaurus/context.ts";
import { type MdxContent, MdxRoot } from "../templates/docusaurus/mdx-content.tsx";
import { enhanceCodeBlocks } from "./code-blocks.ts";

/** Inlined by the site-code bundle (cli/react/bundle.ts): the interface text, and what the page data lacks. */
declare const DOCSGEN_UI_STRINGS: string;
declare const DOCSGEN_MDX_CONTEXT: string;

/**
 * The browser side of a doc, page or post compiled as MDX: its own script (loaded beside docsgen's entry,
 * which hydrates the shell) hydrates the part of the content the site's components render; on a blog list
 * page, `post` names the excerpt (its post's route). When the docs client swaps the content for another
 * page's, this root goes with it.
 */
export function hydrateMdx(Content: MdxContent, post?: string) {
  const container = document.querySelector<HTMLElement>(
    post === undefined ? `#${CONTENT_ID} [${MDX_ROOT_ATTRIBUTE}]` : `[${MDX_ROOT_ATTRIBUTE}="${CSS.escape(post)}"]`,
  );
  const data = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!container || !data) return;
  const inline = JSON.parse(data.textContent ?? "{}") as Pick<PageData, "page"> & Pick<SiteContextValue, "site">;
  const value = { site: inline.site, page: inline.page, ...JSON.parse(DOCSGEN_MDX_CONTEXT) } as SiteContextValue;
  const strings = JSON.parse(DOCSGEN_UI_STRINGS) as UiStrings;
  const root = hydrateRoot(
    container,
    <>
      <MdxRoot Content={Content} value={value} strings={strings} />
      <Hydrated container={container} strings={strings} />
    </>,
    {
      onRecoverableError(error) {
        console.error("docsgen: hydration mismatch", error);
      },
    },
  );
  const app = document.getElementById(APP_ROOT_ID) ?? document.body;
  const gone = new MutationObserver(() => {
    if (container.isConnected) return;
    gone.disconnect();
    root.unmount();
  });
  gone.observe(app, { childList: true, subtree: true });
}

/**
 * Renders nothing; once hydration has committed, marks the container (the components now respond) and gives
 * its code blocks their copy buttons, which docsgen's entry leaves to it (client/code-blocks.ts).
 */
function Hydrated({ container, strings }: { container: HTMLElement; strings: UiStrings }) {
  useEffect(() => {
    container.setAttribute("data-hydrated", "");
    enhanceCodeBlocks(container, strings);
  }, [container, strings]);
  return null;
}
