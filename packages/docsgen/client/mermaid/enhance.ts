import { MERMAID_CONTAINER_CLASS } from "../../shared/mermaid.ts";
import type { UiStrings } from "../../shared/strings.ts";
import { enhanceCodeBlocks as addCopyButtons } from "../code-blocks.ts";

/**
 * The entry's code-block enhancer on a site with Mermaid diagrams (swapped in by cli/assets/mermaid-bundle.ts;
 * other sites' entries have no trace of it): it runs after hydration and after each client-side navigation,
 * and a page with a diagram then loads the diagrams chunk (draw.ts). Pages without one load nothing more.
 */

/** The diagrams chunk, relative to the entry (both under assets/), inlined at bundling. */
declare const DOCSGEN_MERMAID_CHUNK: string;

export function enhanceCodeBlocks(
  scope: ParentNode,
  strings: Pick<UiStrings, "copy" | "copyButtonAriaLabel" | "copied">,
) {
  addCopyButtons(scope, strings);
  if (!scope.querySelector(`.${MERMAID_CONTAINER_CLASS}`)) return;
  const chunk = new URL(DOCSGEN_MERMAID_CHUNK, import.meta.url).href;
  void (import(chunk) as Promise<typeof import("./draw.ts")>).then((m) => m.drawDiagrams(scope));
}
