import { createElement, Fragment, type ReactNode } from "react";

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

/** `translate()`: docsgen builds one locale, so the message as written, its placeholders filled. */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Values) {
  return String(interpolate(message, values as Record<string, string>));
}

/** `<Translate>`: its children as written, placeholders filled from `values`. */
export default function Translate({
  children,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}) {
  return <>{interpolate(children ?? "", values)}</>;
}
