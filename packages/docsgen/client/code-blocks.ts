import { MDX_ROOT_ATTRIBUTE } from "../shared/content-elements.ts";
import type { UiStrings } from "../shared/strings.ts";

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
      clearTimeout(timer);
      timer = setTimeout(() => {
        button.setAttribute("aria-label", strings.copyButtonAriaLabel);
        button.classList.remove("copyButtonCopied");
      }, COPIED_MS);
    });
    block.querySelector(".codeBlockContent")?.append(button);
  }
}
