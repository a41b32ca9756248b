/** Code block meta: ```ts title="src/a.ts" {1,3-4} skip-check */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  flags: Set<string>;
  /** `showLineNumbers` (1) or `showLineNumbers=5`: the number of the first line, when lines are numbered. */
  lineNumbersFrom?: number;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), flags: new Set() };
  if (!meta) return out;
  const rest = meta
    .replace(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/, (_, a, b, c) => {
      out.title = a ?? b ?? c;
      return "";
    })
    .replace(/\{([\d,\s-]+)\}/, (_, ranges: string) => {
      for (const part of ranges.split(",")) {
        const [from, to] = part.trim().split("-").map(Number);
        for (let n = from; n <= (to || from); n++) if (Number.isFinite(n)) out.highlight.add(n);
      }
      return "";
    });
  for (const flag of rest.split(/\s+/)) if (flag) out.flags.add(flag);
  for (const flag of out.flags) {
    const numbered = /^showLineNumbers(?:=(\d+))?$/.exec(flag);
    if (numbered) out.lineNumbersFrom = Number(numbered[1] ?? 1);
  }
  return out;
}
