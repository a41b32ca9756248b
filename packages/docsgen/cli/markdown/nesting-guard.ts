import { fail } from "../diagnostics/diagnostic.ts";

/**
 * Deepest container nesting docsgen parses. Real documents nest a few levels; the parser libraries do
 * not cope with thousands (5,000 nested `>` overflowed the stack, a list 1,000 levels deep took 26 s to
 * parse and 3,000 did not finish in two minutes). 100 levels parse in milliseconds.
 */
export const MAX_NESTING = 100;

// The container markers at the start of a line: block quotes and list items, each with its indentation.
const CONTAINERS = /(?:[ \t]*(?:>|[-*+](?=[ \t\r\n]|$)|\d{1,9}[.)](?=[ \t\r\n]|$)))+/y;

/**
 * Stops, with the file and line, before a document nested deeper than MAX_NESTING reaches the parser.
 * One pass over the lines, matching only at line starts: a line's depth is its block quote and list
 * markers, plus its indentation in list-item steps (a nested list opens a level every two columns or more).
 */
export function checkNesting(markdown: string, file: string, lineOffset: number): void {
  let line = 0;
  for (let start = 0; start < markdown.length; line++) {
    CONTAINERS.lastIndex = start;
    const prefix = CONTAINERS.exec(markdown)?.[0];
    if (prefix && prefix.length > MAX_NESTING) {
      const depth = nestingOf(prefix);
      if (depth > MAX_NESTING) {
        fail({
          code: "markdown-nesting",
          message: `block quotes or lists nested ${depth} levels deep (more than ${MAX_NESTING})`,
          file,
          line: lineOffset + line,
          hint: "Nest fewer levels: the markdown parser cannot take this much (it overflows or runs for minutes).",
        });
      }
    }
    const end = markdown.indexOf("\n", start);
    if (end < 0) break;
    start = end + 1;
  }
}

/** Markers in a line's container prefix, plus its leading indentation in two-column steps. */
function nestingOf(prefix: string): number {
  const markers = prefix.match(/>|[-*+]|\d{1,9}[.)]/g)?.length ?? 0;
  const indent = /^[ \t]*/.exec(prefix)?.[0].replace(/\t/g, "    ").length ?? 0;
  return markers + Math.floor(indent / 2);
}
