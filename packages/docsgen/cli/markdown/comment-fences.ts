import { type FenceLine, fencedLines } from "./fences.ts";

/** The part of one line an HTML comment covers, `<!--` and `-->` included when they are on it. */
export interface CommentSegment {
  /** 0-based line index. */
  line: number;
  from: number;
  to: number;
  /** The comment's `<!--` is at `from`. */
  opens: boolean;
  /** The comment's `-->` ends at `to`. */
  closes: boolean;
}

/**
 * Fenced code and HTML comments of a text by lines, each read as the other allows: a `<!--` in fenced code or
 * in a code span is text, and a comment's text is not markdown, so a fence in it (or its `-->` on a fence
 * line, ```` ``` --> ````, which CommonMark alone reads as an opening fence) does not make the lines after
 * the comment code. Fences are read afresh after each comment that spans lines. As Docusaurus reads
 * comments (`markdown.mdx1Compat.comments`): a comment runs to the first `-->`.
 */
export function scanComments(lines: readonly string[]): {
  code: (FenceLine | undefined)[];
  comments: CommentSegment[];
} {
  let fenced = fencedLines(lines);
  if (!lines.some((line) => line.includes("<!--"))) return { code: fenced, comments: [] };
  const code: (FenceLine | undefined)[] = new Array(lines.length).fill(undefined);
  const comments: CommentSegment[] = [];
  let base = 0;
  let open = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!open && fenced[i - base]) {
      code[i] = fenced[i - base];
      continue;
    }
    const spanning = open;
    let from = 0;
    for (;;) {
      let start = from;
      const opens = !open;
      if (opens) {
        start = line.indexOf("<!--", from);
        // Inside an inline code span: an odd number of backticks before it on the line.
        if (start < 0 || (line.slice(0, start).match(/`/g)?.length ?? 0) % 2 === 1) break;
        open = true;
      }
      const end = line.indexOf("-->", opens ? start + 4 : start);
      const to = end < 0 ? line.length : end + 3;
      comments.push({ line: i, from: start, to, opens, closes: end >= 0 });
      if (end < 0) break;
      open = false;
      from = to;
    }
    if (spanning && !open) {
      base = i + 1;
      fenced = fencedLines(lines.slice(base));
    }
  }
  return { code, comments };
}

/** Each line's part in fenced code (fences.ts), the text of HTML comments left out (scanComments). */
export function fencedOutsideComments(lines: readonly string[]): (FenceLine | undefined)[] {
  return scanComments(lines).code;
}
