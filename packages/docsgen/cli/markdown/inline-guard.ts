import { fail } from "../diagnostics/diagnostic.ts";

/**
 * Most emphasis markers (`*`, `_`, `~`) or link brackets (`[`) one paragraph may leave open at once.
 * Real text closes each within a few words: a paragraph has a handful open at most. micromark matches
 * every closer against every open marker before it, so its time grows with their product: 2,000 nested
 * `*x` took 3.6 s and 3,000 took 20 s, `'*'*6000 + 'x' + '*'*6000` nested emphasis 3,000 levels deep and
 * overflowed the stack after the parse, and 20,000 markers took 87 s. 200 open parse in well under 0.5 s.
 */
export const MAX_OPEN_INLINE = 200;

// What the scan stops at: markers, brackets, escapes, code span backticks and line ends.
const INTERESTING = /[*_~[\]\\`\n|]/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*(?:\r?\n|$)/;
const ATX = /^ {0,3}#{1,6}(?:[ \t]|$)/;
// A GFM table's delimiter row: from there to the next blank line, each cell is a block of its own.
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*(?:\r?\n|$)/;
const SPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/**
 * Stops, with the file and line, before a paragraph that leaves more than MAX_OPEN_INLINE emphasis markers
 * or link brackets open reaches the parser. One pass over the interesting characters: blank lines, headings
 * and fences end a block (fenced code is skipped, as are code spans); a run of markers opens and closes by
 * CommonMark's flanking rules, so only markers that could still start emphasis count; in a table each cell
 * counts apart. The count can only be higher than the parser's (it does not know which markers pair up).
 */
export function checkInlineNesting(markdown: string, file: string, lineOffset: number): void {
  const found = scanInline(markdown, MAX_OPEN_INLINE);
  if (found.depth > MAX_OPEN_INLINE) {
    fail({
      code: "markdown-nesting",
      message: `${found.depth} ${found.brackets ? "link brackets `[`" : "emphasis markers (`*`, `_`, `~`)"} left open in one paragraph (more than ${MAX_OPEN_INLINE})`,
      file,
      line: lineOffset + found.line,
      hint: "Close them, escape the literal ones (`\\*`, `\\_`, `\\[`) or put them in `code`: the markdown parser's time grows with the square of open markers (thousands run for minutes or overflow the stack).",
    });
  }
}

/**
 * The most markers (or brackets) left open at once, and the line (0-based) where that was reached;
 * stops at the first point over `limit`.
 */
export function scanInline(markdown: string, limit: number): { depth: number; line: number; brackets: boolean } {
  const most = { depth: 0, line: 0, brackets: false };
  let line = 0;
  let fence: string | undefined;
  let table = false;
  let afterHeading = false;
  const open = { "*": 0, _: 0, "~": 0 };
  let brackets = 0;
  const reset = () => {
    open["*"] = open._ = open["~"] = 0;
    brackets = 0;
  };
  /** Called at each line start: fences, blank lines and headings. Returns where scanning resumes. */
  const lineStart = (at: number): number => {
    const rest = markdown.slice(at, at + 200);
    const marker = FENCE.exec(rest)?.[1];
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return skipLine(at);
    }
    if (marker) {
      fence = marker;
      reset();
      return skipLine(at);
    }
    if (BLANK.test(rest)) table = false;
    else if (!table && rest.includes("|") && TABLE_DELIMITER.test(rest)) table = true;
    // A heading is a block of one line: it starts afresh, and so does the line after it.
    const heading = ATX.test(rest);
    if (table || heading || afterHeading || BLANK.test(rest)) reset();
    afterHeading = heading;
    return at;
  };
  const skipLine = (at: number): number => {
    const end = markdown.indexOf("\n", at);
    return end < 0 ? markdown.length : end; // the "\n" itself is scanned: it counts the line
  };

  let i = lineStart(0);
  while (i < markdown.length) {
    INTERESTING.lastIndex = i;
    const m = INTERESTING.exec(markdown);
    if (!m) break;
    const at = m.index;
    const c = markdown[at];
    if (c === "\n") {
      line++;
      i = lineStart(at + 1);
      continue;
    }
    if (c === "\\") {
      i = markdown[at + 1] === "\n" ? at + 1 : at + 2;
      continue;
    }
    if (c === "`") {
      let end = at;
      while (markdown[end] === "`") end++;
      i = codeSpanEnd(markdown, at, end - at) ?? end;
      line += countLines(markdown, at, i);
      continue;
    }
    if (c === "|") {
      if (table) reset();
      i = at + 1;
      continue;
    }
    if (c === "[") brackets++;
    else if (c === "]") brackets = Math.max(0, brackets - 1);
    else {
      let end = at;
      while (markdown[end] === c) end++;
      run(c as "*" | "_" | "~", at, end);
      i = end;
    }
    if (c === "[" || c === "]") i = at + 1;
    const emphasis = open["*"] + open._ + open["~"];
    const deepest = Math.max(emphasis, brackets);
    if (deepest > most.depth) {
      Object.assign(most, { depth: deepest, line, brackets: brackets > emphasis });
      if (deepest > limit) break;
    }
  }
  return most;

  function run(c: "*" | "_" | "~", start: number, end: number): void {
    let n = end - start;
    if (c === "~" && n > 2) return; // GFM strikethrough takes one or two tildes
    const before = start > 0 ? markdown[start - 1] : "\n";
    const after = end < markdown.length ? markdown[end] : "\n";
    const spaceBefore = SPACE.test(before);
    const spaceAfter = SPACE.test(after);
    const punctBefore = PUNCTUATION.test(before);
    const punctAfter = PUNCTUATION.test(after);
    const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
    const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
    const canOpen = c === "_" ? left && (!right || punctBefore) : left;
    const canClose = c === "_" ? right && (!left || punctAfter) : right;
    if (canClose && open[c] > 0) {
      const used = Math.min(n, open[c]);
      open[c] -= used;
      n -= used;
    }
    if (canOpen) open[c] += n;
  }
}

/**
 * How far a code span is looked for: a longer one counts as literal backticks (the count can only grow).
 * Bounded, so a file of unmatched backticks costs at most this much per backtick run.
 */
const CODE_SPAN_REACH = 2_000;

/** Where the code span opened by `length` backticks at `start` ends, if it closes within its block. */
function codeSpanEnd(markdown: string, start: number, length: number): number | undefined {
  const window = markdown.slice(start, start + CODE_SPAN_REACH);
  const closer = "`".repeat(length);
  const blank = /\n[ \t]*\n/.exec(window)?.index ?? window.length;
  let from = length;
  for (;;) {
    const found = window.indexOf(closer, from);
    if (found < 0 || found > blank) return undefined;
    let end = found + length;
    if (window[end] !== "`") return start + end;
    while (window[end] === "`") end++;
    from = end;
  }
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
