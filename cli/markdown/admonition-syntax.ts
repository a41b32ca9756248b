/**
 * Docusaurus writes admonition titles after the marker (`:::tip 提示`); remark-directive wants them in
 * brackets (`:::tip[提示]`). Rewrite the opening lines before parsing. Line count is unchanged, so
 * positions in diagnostics still point at the author's lines. Fenced code is left alone.
 */
const OPENER = /^(\s*)(:{3,})([A-Za-z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export function normalizeAdmonitionTitles(markdown: string): string {
  if (!markdown.includes(":::")) return markdown;
  let fence: string | undefined;
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (fence) continue;
    const m = OPENER.exec(line);
    if (m) lines[i] = `${m[1]}${m[2]}${m[3]}[${m[4].replace(/[[\]]/g, "\\$&")}]`;
  }
  return lines.join("\n");
}
