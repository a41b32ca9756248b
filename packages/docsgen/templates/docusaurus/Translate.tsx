import { createElement, Fragment, type ReactNode, useContext } from "react";
import { SiteContext } from "./context.ts";

type Values = Record<string, ReactNode>;

/** `{name}` placeholders of `message` replaced by `values` (strings stay a string when every value is one). */
function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/g).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return parts.every((p) => typeof p === "string" || typeof p === "number")
    ? parts.join("")
    : createElement(Fragment, null, ...parts);
}

/**
 * The site's messages of the locale built (its code.json's own ids). `translate()` may run at a module's top
 * level, before any page renders: the build sets them before it loads the site's code (cli/react/bundle.ts),
 * and in the browser they are read once from the page's data, which the document holds before any module runs.
 */
function siteMessages(): Record<string, string> {
  const g = globalThis as { __docsgenMessages?: Record<string, string> };
  if (g.__docsgenMessages === undefined && typeof document !== "undefined") {
    try {
      g.__docsgenMessages = JSON.parse(document.getElementById("__docsgen_data")?.textContent || "{}").messages;
    } catch {
      // no page data: the messages as written
    }
    g.__docsgenMessages ??= {};
  }
  return g.__docsgenMessages ?? {};
}

/** `translate()`: the locale's code.json message of `id`, else the message as written, placeholders filled. */
export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Values) {
  const text = (id !== undefined ? siteMessages()[id] : undefined) ?? message ?? id ?? "";
  return String(interpolate(text, values as Record<string, string>));
}

/** `<Translate>`: the locale's code.json message of `id`, else its children, placeholders filled from `values`. */
export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  const messages = useContext(SiteContext)?.messages ?? siteMessages();
  const text = (id !== undefined ? messages[id] : undefined) ?? children ?? id ?? "";
  return <>{interpolate(text, values)}</>;
}
