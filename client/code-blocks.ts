import { MDX_ROOT_ATTRIBUTE } from "../shared/content-elements.ts";
import type { UiStrings } from "../shared/strings.ts";

const COPY_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" class="copyButtonIcon"><path fill="currentColor" d="M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z"/></svg>';
const CHECK_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" class="copyButtonSuccessIcon"><path fill="currentColor" d="M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z"/></svg>';

/** How long the "copied" state lasts (behaviours §20.5). */
export const COPIED_MS = 1000;

/** Adds a copy button to every code block of the content (after hydration only, as in §20.5). */
export function enhanceCodeBlocks(
  scope: ParentNode,
  strings: Pick<UiStrings, "copy" | "copyButtonAriaLabel" | "copied">,
) {
  for (const block of scope.querySelectorAll<HTMLElement>(".theme-code-block")) {
    if (block.querySelector(".copyButton")) continue;
    // A block the site's code rendered, not hydrated yet: a button now would be a hydration mismatch. Its
    // script adds the buttons once hydrated (client/mdx-page.tsx).
    if (block.closest(`[${MDX_ROOT_ATTRIBUTE}]:not([data-hydrated])`)) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "clean-btn copyButton";
    button.title = strings.copy;
    button.setAttribute("aria-label", strings.copyButtonAriaLabel);
    button.innerHTML = COPY_ICON;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      const code = block.querySelector("pre code")?.textContent ?? "";
      try {
        await navigator.clipboard.writeText(code);
      } catch {
        return;
      }
      button.setAttribute("aria-label", strings.copied);
      button.classList.add("copyButtonCopied");
      button.innerHTML = CHECK_ICON;
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.setAttribute("aria-label", strings.copyButtonAriaLabel);
        button.classList.remove("copyButtonCopied");
        button.innerHTML = COPY_ICON;
      }, COPIED_MS);
    });
    block.querySelector(".codeBlockContent")?.append(button);
  }
}
