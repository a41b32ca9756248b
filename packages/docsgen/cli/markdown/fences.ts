/**
 * The one scanner of fenced code by lines, for the passes that must leave code alone before or without a
 * full parse (admonition titles, markdown twins, fence skipping). CommonMark's rules, line by line: an
 * opening fence is three or more backticks or tildes (a backtick fence's info string holds no backtick);
 * it closes at a line of at least as many of the same character and nothing else, indented at most three
 * columns more than the opening; an unclosed fence runs to the end. An indented fence sits in a container
 * (a list item): a non-blank line indented less than its opening ends the container and the fence with
 * it, and is looked at afresh.
 */
export interface FenceLine {
  kind: "open" | "content" | "close";
  /** The opening fence's characters (e.g. "```" or "~~~~") and its indentation in columns. */
  fence: string;
  indent: number;
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

/** For each line (0-based index), its part in a fenced code block, or undefined outside any. */
export function fencedLines(lines: readonly string[]): (FenceLine | undefined)[] {
  const out: (FenceLine | undefined)[] = new Array(lines.length).fill(undefined);
  let open: { fence: string; indent: number; closing: RegExp } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open && open.indent > 0 && line.trim() !== "" && indentOf(line) < open.indent) open = undefined;
    if (open) {
      const closes = open.closing.test(line) && indentOf(line) <= open.indent + 3;
      out[i] = { kind: closes ? "close" : "content", fence: open.fence, indent: open.indent };
      if (closes) open = undefined;
      continue;
    }
    const m = OPENING.exec(line);
    if (!m || (m[2][0] === "`" && m[3].includes("`"))) continue;
    const indent = indentOf(line);
    open = { fence: m[2], indent, closing: closingFence(m[2]) };
    out[i] = { kind: "open", fence: m[2], indent };
  }
  return out;
}

/** A closing line for an opening fence: at least as many of the same character, then only spaces or tabs. */
export function closingFence(opening: string): RegExp {
  const char = opening[0] === "`" ? "`" : "~";
  return new RegExp(`^[ \\t]*${char}{${opening.length},}[ \\t]*$`);
}

function indentOf(line: string): number {
  let columns = 0;
  for (const ch of line) {
    if (ch === " ") columns++;
    else if (ch === "\t") columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}
