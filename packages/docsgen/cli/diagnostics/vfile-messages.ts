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

/** A unified processor, as far as running its transformers goes (run's callback is called synchronously). */
interface Runner<Tree> {
  run(
    tree: Tree,
    file: undefined,
    done: (error?: Error, tree?: Tree, file?: { messages: PluginMessage[] }) => void,
  ): void;
}

/**
 * Runs a processor's (synchronous) transformers on a tree, like `runSync`, and returns the messages they
 * left on the file, which `runSync` drops.
 */
export function runSyncWithMessages<Tree>(processor: Runner<Tree>, tree: Tree): PluginMessage[] {
  let messages: PluginMessage[] | undefined;
  processor.run(tree, undefined, (error, _tree, file) => {
    if (error) throw error;
    messages = file?.messages ?? [];
  });
  if (!messages) throw new Error("runSyncWithMessages: a transformer did not finish synchronously");
  return messages;
}
