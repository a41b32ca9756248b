import { Children, isValidElement, type ReactNode } from "react";
import { useSiteContext } from "./context.ts";

/**
 * `@docusaurus/Head`: its `<title>` and `<meta name="description">` become the page's (read on the server);
 * other tags are not emitted (docsgen's head is its own, see the manual's React page).
 */
export default function Head({ children }: { children?: ReactNode }) {
  const { head } = useSiteContext();
  if (head) {
    Children.forEach(children, (child) => {
      if (!isValidElement<{ children?: ReactNode; name?: string; content?: string }>(child)) return;
      if (child.type === "title") head.title = Children.toArray(child.props.children).join("");
      if (child.type === "meta" && child.props.name === "description") head.description = child.props.content;
    });
  }
  return null;
}
