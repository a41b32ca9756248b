import type { ResolvedConfig } from "../config/resolve.ts";
import type { ReportingSeverity } from "../config/types.ts";
import type { Diagnostic, DiagnosticCode } from "./diagnostic.ts";

/** Which config option decides the severity of each check's findings (spec §5). */
const POLICY: Partial<Record<DiagnosticCode, keyof ResolvedConfig["checks"]>> = {
  "link-broken": "onBrokenLinks",
  "anchor-broken": "onBrokenAnchors",
  "route-duplicate": "onDuplicateRoutes",
  "markdown-link-broken": "onBrokenMarkdownLinks",
  "markdown-image-broken": "onBrokenMarkdownImages",
};

/** Applies the configured policy: drops ignored findings and sets each remaining one's severity. */
export function applyPolicy(config: ResolvedConfig, findings: readonly Diagnostic[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of findings) {
    const option = POLICY[d.code];
    if (!option) {
      out.push(d);
      continue;
    }
    const level: ReportingSeverity = config.checks[option];
    if (level === "ignore") continue;
    out.push({ ...d, severity: level === "throw" ? "error" : level === "warn" ? "warning" : "info" });
  }
  return out;
}
