import type { AdmonitionKind } from "./strings.ts";

/**
 * Infima alert colour per kind: Docusaurus's class names, so custom CSS written for it applies; markdown
 * admonitions (cli/markdown/admonitions.ts) and `@theme/Admonition` (templates/docusaurus/) use the same.
 * `important`, `success` and `secondary` are Docusaurus's aliases of info, tip and note; `important` also
 * gets a colour of its own through `theme-admonition-important` (templates/styles.css).
 */
export const ADMONITION_ALERT: Readonly<Record<AdmonitionKind, string>> = {
  note: "secondary",
  tip: "success",
  info: "info",
  warning: "warning",
  caution: "warning",
  danger: "danger",
  important: "info",
  success: "success",
  secondary: "secondary",
};
