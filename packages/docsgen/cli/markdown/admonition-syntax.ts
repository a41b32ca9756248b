import { fencedOutsideComments } from "./comment-fences.ts";

/**
 * Docusaurus writes admonition titles after the marker (`:::tip 提示`); remark-directive wants them in
 * brackets (`:::tip[提示]`). Rewrite the opening lines before parsing. Line count is unchanged, so
 * positions in diagnostics still point at the author's lines. Fenced code is left alone (a fence in an HTML
 * comment is not one: comment-fences.ts).
 */
const OPENER = /^(\s*)(:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;

export function normalizeAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(":::")) return markdown;
  const lines = markdown.split("\n");
  const fenced = fencedOutsideComments(lines);
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const line = lines[i];
    const m = OPENER.exec(line);
    if (m) lines[i] = `${m[1]}${m[2]}${m[3]}[${m[4].replace(/[[\]]/g, "\\$&")}]`;
  }
  return lines.join("\n");
}
