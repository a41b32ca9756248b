import type { Diagnostic, DiagnosticCode } from "./diagnostic.ts";

/** The fields of a vfile-message that a diagnostic keeps. */
export interface PluginMessage {
  reason: string;
  ruleId?: string | null;
  line?: number | null;
  column?: number | null;
  note?: string | null;
  fatal?: boolean | null;
}

/**
 * Diagnostics from the messages unified plugins leave on a VFile (`file.message(…)`), for the file at
 * `path` (relative to the site folder). A plugin names its diagnostic code as the message's `ruleId` and
 * its hint as `note`; the severity is the policy's (policy.ts), a warning until it applies.
 */
export function diagnosticsFromMessages(messages: readonly PluginMessage[], path: string): Diagnostic[] {
  return messages.map((m) => ({
    severity: m.fatal === true ? "error" : "warning",
    code: (m.ruleId ?? "markdown") as DiagnosticCode,
    message: m.reason,
    file: path,
    line: m.line ?? undefined,
    column: m.column ?? undefined,
    hint: m.note ?? undefined,
  }));
}
