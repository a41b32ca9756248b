import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SCW } from "../../helpers/cli.ts";

// Reading statements back out of the docs, so a test compares the library with what the page says (a wrong
// page fails) rather than with a copy of it.

/** The markdown of a doc, by path relative to the repo. */
export function doc(file: string): string {
  return readFileSync(join(SCW, file), "utf8");
}

/** The part of `markdown` under the heading with the explicit id `{#id}`, up to the next heading of the same or a higher level. */
export function section(markdown: string, id: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => /^#{2,6} /.test(l) && l.trimEnd().endsWith(`{#${id}}`));
  if (start < 0) throw new Error(`no heading {#${id}}`);
  const level = /^#+/.exec(lines[start])?.[0].length ?? 2;
  let inFence = false;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^(```|~~~)/.test(lines[i])) inFence = !inFence;
    const m = !inFence && /^(#{1,6}) /.exec(lines[i]);
    if (m && m[1].length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start, end).join("\n");
}

/** The code of every fenced block of `markdown` whose info string starts with `lang`. */
export function fences(markdown: string, lang: string): string[] {
  const out: string[] = [];
  const re = /^(```|~~~)([^\n]*)\n([\s\S]*?)^\1\s*$/gm;
  for (const m of markdown.matchAll(re)) if (m[2].trim().split(/\s/)[0] === lang) out.push(m[3]);
  return out;
}

/** The body rows of the first GFM table in `markdown`, cells trimmed, `\|` unescaped and surrounding backticks removed. */
export function tableRows(markdown: string): string[][] {
  const lines = markdown.split("\n");
  const head = lines.findIndex((l, i) => l.startsWith("|") && /^\|[\s:|-]+\|$/.test(lines[i + 1] ?? ""));
  if (head < 0) throw new Error("no table");
  const rows: string[][] = [];
  for (let i = head + 2; i < lines.length && lines[i].startsWith("|"); i++) {
    const cells = lines[i]
      .slice(1, lines[i].trimEnd().length - 1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, "|"));
    rows.push(cells.map((c) => (/^`[^`]*`$/.test(c) ? c.slice(1, -1) : c)));
  }
  return rows;
}

/** Every inline code span of `text`, in order. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
}
