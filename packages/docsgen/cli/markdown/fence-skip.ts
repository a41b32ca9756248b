import type { Code, Nodes, Root } from "mdast";
import type { Point } from "unist";
import { fencedLines } from "./fences.ts";
import { walk } from "./walk.ts";

/**
 * micromark pays per line of a fenced code block (container and flow checks at each line start) though it
 * only keeps the lines as the block's value: fences are a third of this site's characters and most of its
 * lines. So the content lines of fences that start a line are taken out before parsing and put back after.
 *
 * This is safe only because it is checked: every shortened fence must come back from the parser as a code
 * node starting and ending on the expected lines with exactly the lines left in, or the caller parses the
 * original text instead. A fence's content cannot change anything outside the fence, so a tree that passes
 * the check is the tree of the original text once lines and offsets are mapped back
 * (test/cli/markdown/fence-skip.test.ts and parse.test.ts compare both on every markdown file of the repository and on edge cases).
 * - Only fences at column 0: an indented fence strips indentation from its lines, and lists and block
 *   quotes cannot hold a column-0 fence (the line would end them).
 * - Lines starting with `:` stay: a container directive (`:::tip`) holds column-0 content, and its closing
 *   `:::` may end a fence inside it.
 * - Not fences, though they look like them (inside an HTML block, say): the check fails, the caller
 *   parses the original.
 * - Texts with `\r` (other line endings) or NUL (replaced by micromark) are left alone.
 */
export interface ShortenedFences {
  /** The markdown with the content lines of fences taken out. */
  text: string;
  fences: Fence[];
  /** For each line of `text` (index: 1-based line number): its line number in the original. */
  lineOf: Int32Array;
  /** For each line of `text`: how many characters of the original were taken out before it. */
  charsBefore: Int32Array;
}

interface Fence {
  /** 1-based lines of the opening and closing fence in the shortened text. */
  open: number;
  close: number;
  /** The content lines as written. */
  lines: string[];
  /** What the parser must return as the block's value: the lines left in. */
  left: string;
}

/** Below this many content lines a fence is left as it is: the check would cost about as much. */
const MIN_LINES = 3;

export function shortenFences(markdown: string): ShortenedFences | undefined {
  if (!markdown.includes("```") && !markdown.includes("~~~")) return undefined;
  if (markdown.includes("\r") || markdown.includes("\0")) return undefined;
  const lines = markdown.split("\n");
  const out: string[] = [];
  const lineOf: number[] = [0];
  const charsBefore: number[] = [0];
  const fences: Fence[] = [];
  let removed = 0;
  const emit = (line: string, original: number) => {
    out.push(line);
    lineOf.push(original);
    charsBefore.push(removed);
  };
  const fenced = fencedLines(lines);
  for (let i = 0; i < lines.length; i++) {
    emit(lines[i], i + 1);
    const opening = fenced[i];
    if (opening?.kind !== "open" || opening.indent !== 0) continue;
    let end = i + 1;
    while (end < lines.length && fenced[end]?.kind === "content") end++;
    if (end === lines.length) {
      // Unclosed: it runs to the end of its container, which is the parser's business. Nothing after it
      // is looked at either, so no line is scanned twice (many unclosed fences would be quadratic).
      for (let j = i + 1; j < lines.length; j++) emit(lines[j], j + 1);
      break;
    }
    const content = lines.slice(i + 1, end);
    const open = out.length;
    const left: string[] = [];
    for (let j = 0; j < content.length; j++) {
      if (content.length >= MIN_LINES && !/^[ \t]*:/.test(content[j])) removed += content[j].length + 1;
      else {
        emit(content[j], i + 2 + j);
        left.push(content[j]);
      }
    }
    emit(lines[end], end + 1);
    if (left.length < content.length) fences.push({ open, close: out.length, lines: content, left: left.join("\n") });
    i = end;
  }
  if (fences.length === 0) return undefined;
  return { text: out.join("\n"), fences, lineOf: Int32Array.from(lineOf), charsBefore: Int32Array.from(charsBefore) };
}

/**
 * Puts the content back into the tree parsed from `shortened.text` and maps every position back to the
 * original. Returns false, changing nothing, when the tree does not hold exactly the expected code blocks.
 */
export function restoreFences(tree: Root, shortened: ShortenedFences): boolean {
  const byLine = new Map<number, Code>();
  walk<Nodes>(tree, (node) => {
    if (node.type === "code" && node.position) byLine.set(node.position.start.line, node);
  });
  for (const fence of shortened.fences) {
    const node = byLine.get(fence.open);
    if (!node || node.position?.end.line !== fence.close || node.value !== fence.left) return false;
  }
  for (const fence of shortened.fences) {
    const node = byLine.get(fence.open) as Code;
    node.value = fence.lines.join("\n");
  }
  const { lineOf, charsBefore } = shortened;
  // No point lies on a line taken out: those were inside code blocks, which start and end on fence lines.
  const map = (point: Point) => {
    point.offset = (point.offset ?? 0) + charsBefore[point.line];
    point.line = lineOf[point.line];
  };
  walk<Nodes>(tree, (node) => {
    if (!node.position) return;
    map(node.position.start);
    map(node.position.end);
  });
  return true;
}
