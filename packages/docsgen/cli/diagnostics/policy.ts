import type { ResolvedConfig } from "../config/resolved.ts";
import type { ReportingSeverity } from "../config/types.ts";
import type { Diagnostic, DiagnosticCode, Severity } from "./diagnostic.ts";

/** Which config option decides the severity of each check's findings (spec §5). */
export const POLICY: Partial<Record<DiagnosticCode, keyof ResolvedConfig["checks"]>> = {
  "link-broken": "onBrokenLinks",
  "anchor-broken": "onBrokenAnchors",
  "route-duplicate": "onDuplicateRoutes",
  "markdown-link-broken": "onBrokenMarkdownLinks",
  "markdown-image-broken": "onBrokenMarkdownImages",
};

/** Severity of findings that no config option governs, when it is not the one their stage reports. */
export const FIXED: Partial<Record<DiagnosticCode, Severity>> = {
  // The box is still rendered (as a note) with all its content: worth fixing, not worth failing a build.
  "admonition-unknown": "warning",
  // Removed from the output, which is otherwise complete: the CSP would have blocked it anyway.
  "html-unsafe": "warning",
  // MDX docsgen cannot render (a component, an expression, a missing partial): the rest of the page is
  // complete and the message names what is missing. An `.mdx` file that does not parse fails the build.
  "mdx-unsupported": "warning",
  "mdx-tabs": "warning",
  "doc-card-list": "warning",
  "edit-url": "error",
  "mdx-partial": "warning",
  // A config key or navbar item Docusaurus accepts and docsgen leaves out; the rest of the site is built.
  "config-ignored": "warning",
  // The site builds; its logo links elsewhere (see model/site-data.ts).
  "home-missing": "warning",
  // TeX shown as written, as Docusaurus shows it without a math plugin: worth knowing, nothing is lost.
  "markdown-math": "info",
  // Docusaurus checks images written as markdown only: an `<img>` it would publish broken is worth knowing.
  "html-image-broken": "warning",
  // The docs build without their last-update line.
  "last-update": "warning",
};

/** Applies the configured policy: drops ignored findings and sets each remaining one's severity. */
export function applyPolicy(config: ResolvedConfig, findings: readonly Diagnostic[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of findings) {
    const option = POLICY[d.code];
    if (!option) {
      const fixed = FIXED[d.code];
      out.push(fixed ? { ...d, severity: fixed } : d);
      continue;
    }
    const level: ReportingSeverity = config.checks[option];
    if (level === "ignore") continue;
    out.push({ ...d, severity: level === "throw" ? "error" : level === "warn" ? "warning" : "info" });
  }
  return out;
}
