import { fencedOutsideComments, scanComments } from "../comment-fences.ts";
import { fencedLines } from "../fences.ts";

// Two text passes Docusaurus's MDX loader makes before it parses a file (its `preprocessContent`), so a
// body reads as it does there. Both keep every line where it was: diagnostics stay at their file lines.

/** An ```` ```mdx-code-block ```` opening fence, as Docusaurus matches it: three or four backticks at column 0. */
const MDX_CODE_BLOCK = /^(`{3,4}) *mdx-code-block$/;

/**
 * The content of ```` ```mdx-code-block ```` fences as the body itself: Docusaurus's escape hatch for MDX
 * that other tools should show as code (imports, JSX, Tabs). The two fence lines become blank lines (where
 * Docusaurus removes them): a blank line keeps the line numbers, and the fenced text was a block of its own
 * anyway. An unclosed fence stays code, as there. The same text when it has none.
 */
export function unwrapMdxCodeBlocks(markdown: string): string {
  if (!markdown.includes("mdx-code-block")) return markdown;
  const lines = markdown.split("\n");
  const fenced = fencedLines(lines);
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]?.kind !== "open" || !MDX_CODE_BLOCK.test(lines[i])) continue;
    let close = i + 1;
    while (close < lines.length && fenced[close]?.kind === "content") close++;
    if (fenced[close]?.kind !== "close") continue;
    lines[i] = "";
    lines[close] = "";
    changed = true;
    i = close;
  }
  return changed ? lines.join("\n") : markdown;
}

/** A line Docusaurus takes for a heading when it escapes ids: one to six `#` (up to three spaces before). */
const HEADING_LINE = /^ {0,3}#{1,6}(?!#)/;

/**
 * `## Title {#custom-id}` in MDX: `{` opens a JavaScript expression there, and `#custom-id` is not one, so
 * the file would not parse. As Docusaurus does, the first `{#` of each heading line (outside fenced code)
 * is escaped to `\{#`: the heading's text then ends in `{#custom-id}`, which heading-ids.ts reads as in
 * markdown. The same text when there is nothing to escape.
 */
export function escapeHeadingIds(markdown: string): string {
  if (!markdown.includes("{#")) return markdown;
  const lines = markdown.split("\n");
  const fenced = fencedOutsideComments(lines);
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fenced[i] || !HEADING_LINE.test(line)) continue;
    const at = line.indexOf("{#");
    if (at < 0 || line[at - 1] === "\\") continue;
    lines[i] = `${line.slice(0, at)}\\${line.slice(at)}`;
    changed = true;
  }
  return changed ? lines.join("\n") : markdown;
}

/**
 * `<!-- comments -->` in MDX, which MDX itself refuses: Docusaurus accepts them (`markdown.mdx1Compat.comments`,
 * on by default), so `<!-- truncate -->` and commented-out text in `.mdx` files build there. Each becomes an
 * MDX comment of the same length, `<!--` → `{/**` and `-->` → `*\/}`, so every position stays where it was;
 * a `*\/` inside one is broken up. Fenced code and inline code spans are left alone (comment-fences.ts). The
 * same text when it has none.
 */
export function htmlCommentsAsMdx(markdown: string): string {
  if (!markdown.includes("<!--")) return markdown;
  const lines = markdown.split("\n");
  const { comments } = scanComments(lines);
  for (const { line, from, to, opens, closes } of comments) {
    const text = lines[line];
    const inner = text.slice(opens ? from + 4 : from, closes ? to - 3 : to).replaceAll("*/", "* ");
    lines[line] = `${text.slice(0, from)}${opens ? "{/**" : ""}${inner}${closes ? "*/}" : ""}${text.slice(to)}`;
  }
  return comments.length > 0 ? lines.join("\n") : markdown;
}
