import type { Element } from "hast";
import type { AdmonitionKind } from "./strings.ts";

/** One icon: the box it is drawn in and its path, filled even-odd (the holes are the inner shapes). */
export interface AdmonitionIcon {
  viewBox: string;
  d: string;
}

/*
 * The five shapes of Docusaurus 3's admonition icons (theme-classic's Admonition/Icon), drawn for docsgen
 * in the same boxes: a circled "i" (note), a light bulb (tip), a circled "!" (info), a triangle with "!"
 * (warning, caution) and a flame (danger).
 */
const NOTE: AdmonitionIcon = {
  viewBox: "0 0 14 16",
  d: "M7 1a7 7 0 1 1 0 14A7 7 0 0 1 7 1zm0 1.3a5.7 5.7 0 1 0 0 11.4A5.7 5.7 0 0 0 7 2.3zM6 7h2v5H6zm1-3a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
};
const TIP: AdmonitionIcon = {
  viewBox: "0 0 12 16",
  d: "M6 0C2.7 0 0 2.4 0 5.3c0 2.5 2.2 4 2.6 6.7v1h6.8v-1c.4-2.7 2.6-4.2 2.6-6.7C12 2.4 9.3 0 6 0zm0 1.2c-2.6 0-4.8 1.8-4.8 4.1 0 1.9 1.9 3.4 2.5 6.5h4.6c.6-3.1 2.5-4.6 2.5-6.5 0-2.3-2.2-4.1-4.8-4.1zM3.5 14h5c-.3 1.2-1.3 2-2.5 2s-2.2-.8-2.5-2z",
};
const INFO: AdmonitionIcon = {
  viewBox: "0 0 14 16",
  d: "M7 1a7 7 0 1 1 0 14A7 7 0 0 1 7 1zm0 1.3a5.7 5.7 0 1 0 0 11.4A5.7 5.7 0 0 0 7 2.3zM6 4h2v5H6zm0 6h2v2H6z",
};
const WARNING: AdmonitionIcon = {
  viewBox: "0 0 16 16",
  d: "M8 1 .2 15h15.6zM7 6h2v4.5H7zm0 5.5h2v2H7z",
};
const DANGER: AdmonitionIcon = {
  viewBox: "0 0 12 16",
  d: "M5.5 0c.8 2.3.2 3.6-1 4.8C3 6.3 1 7.6.5 10c-.6 3 1.3 5.3 4 6-1.6-1.3-2-3.6-.5-5.5.1 1.5 1 2.3 2 2.1 1.2-.3 1.5-1.3 1.2-2.4 1.3 1 2 2.2 1.6 3.8-.2.8-.6 1.4-1.2 2C10 15.2 12 13 12 10.3c0-2.6-1.7-3.9-2.6-6 .2 1.3-.2 2.3-1.1 2.6C8.5 4.3 7.6 1.8 5.5 0z",
};

/** The icon of each kind, as Docusaurus 3 picks it: its aliases take the icon of the kind they stand for. */
export const ADMONITION_ICON: Readonly<Record<AdmonitionKind, AdmonitionIcon>> = {
  note: NOTE,
  secondary: NOTE,
  tip: TIP,
  success: TIP,
  info: INFO,
  important: INFO,
  warning: WARNING,
  caution: WARNING,
  danger: DANGER,
};

/**
 * The icon's `<svg viewBox aria-hidden><path fill-rule="evenodd" d/></svg>`, as hast (markdown puts it in the
 * heading): hidden from screen readers, which read the title after it.
 */
export function admonitionSvg(kind: AdmonitionKind): Element {
  const { viewBox, d } = ADMONITION_ICON[kind];
  const path: Element = { type: "element", tagName: "path", properties: { fillRule: "evenodd", d }, children: [] };
  return { type: "element", tagName: "svg", properties: { viewBox, ariaHidden: "true" }, children: [path] };
}
