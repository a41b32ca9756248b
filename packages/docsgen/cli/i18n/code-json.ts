import { fail } from "../diagnostics/diagnostic.ts";

/** One entry of a code.json: the message and the line its id is written on. */
export interface CodeJsonEntry {
  message: string;
  line?: number;
}

/** A code.json's entries by id, and the entries it could not use (reported as warnings by the caller). */
export interface CodeJson {
  entries: Map<string, CodeJsonEntry>;
  /** Ids whose value is neither a string nor `{ "message": "…" }`. */
  malformed: { id: string; line?: number }[];
}

const HINT =
  'code.json maps translation ids to messages: {"theme.docs.paginator.next": {"message": "Next page"}} or {"theme.docs.paginator.next": "Next page"}.';

/**
 * Parses a code.json in Docusaurus's format: `{"id": {"message": "…", "description": "…"}}`, or the plain
 * `{"id": "…"}`. Invalid JSON, or JSON that is not an object, stops the build at the place it is wrong.
 * `file` is the path relative to the site, for diagnostics.
 */
export function parseCodeJson(text: string, file: string): CodeJson {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const { line, column } = placeOf(text, error as Error);
    fail({ code: "i18n", message: `invalid JSON: ${(error as Error).message}`, file, line, column, hint: HINT }, error);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    fail({ code: "i18n", message: "code.json must hold one object of translation ids", file, line: 1, hint: HINT });
  const entries = new Map<string, CodeJsonEntry>();
  const malformed: CodeJson["malformed"] = [];
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const line = lineOfKey(text, id);
    const message =
      typeof value === "string"
        ? value
        : typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string"
          ? (value as { message: string }).message
          : undefined;
    if (message === undefined) malformed.push({ id, line });
    else entries.set(id, { message, line });
  }
  return { entries, malformed };
}

/** The line of the top-level key `id`: the first place its JSON spelling is followed by a colon. */
function lineOfKey(text: string, id: string): number | undefined {
  const key = JSON.stringify(id);
  let from = 0;
  for (;;) {
    const at = text.indexOf(key, from);
    if (at < 0) return undefined;
    if (/^\s*:/.test(text.slice(at + key.length, at + key.length + 20))) return text.slice(0, at).split("\n").length;
    from = at + key.length;
  }
}

/** V8 names the offset ("at position 12") and, in newer versions, the line and column too. */
function placeOf(text: string, error: Error): { line?: number; column?: number } {
  const lc = /line (\d+) column (\d+)/.exec(error.message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const at = /position (\d+)/.exec(error.message);
  // "Unexpected end of JSON input" names no place: it is the end of the text.
  const offset = at ? Number(at[1]) : /end of JSON input/.test(error.message) ? text.trimEnd().length : undefined;
  if (offset === undefined) return {};
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
