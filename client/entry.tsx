import { hydrateRoot } from "react-dom/client";
import { App } from "../templates/App.tsx";
import type { PageProps } from "../templates/site-data.ts";
import { enhanceCodeBlocks } from "./code-blocks.ts";
import { trackKeyboardNavigation } from "./keyboard.ts";

declare global {
  interface Window {
    docsgen?: { version: string };
  }
}

// Defined first: the base-URL banner check on the home page looks for it (behaviours §9.2).
window.docsgen = { version: "1" };

const data = document.getElementById("__docsgen_data");
const root = document.getElementById("__docsgen");
if (data && root) {
  const props = JSON.parse(data.textContent ?? "{}") as Omit<PageProps, "contentHtml">;
  // The content HTML is not shipped twice: it is read back from the server-rendered DOM, so hydration
  // sees exactly the markup it produced.
  const contentHtml = document.getElementById("__docsgen_content")?.innerHTML ?? "";
  hydrateRoot(root, <App {...props} contentHtml={contentHtml} />, {
    onRecoverableError(error) {
      console.error("docsgen: hydration mismatch", error);
    },
  });
  document.documentElement.setAttribute("data-has-hydrated", "true");
  enhanceCodeBlocks(document);
  trackKeyboardNavigation();
}
