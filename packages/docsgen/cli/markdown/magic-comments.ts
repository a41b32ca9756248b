/**
 * Docusaurus's default magic comments: a line `// highlight-next-line` highlights the line after it, and
 * `// highlight-start` … `// highlight-end` the lines between; the comment lines themselves are removed.
 * Any of the comment syntaxes Docusaurus recognises may carry them (line comments `//`, `#`, `--`, `;`,
 * `%`; block comments in C, HTML and JSX style), whatever the block's language.
 */
const DIRECTIVE =
  /^\s*(?:\/\/|#|\/\*|<!--|--|;|%|\{\s*\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

export interface MagicResult {
  /** The code without its directive lines. */
  code: string;
  /** 1-based lines of `code` to highlight. */
  lines: number[];
  /** A `highlight-start` never closed, or an `highlight-end` never opened: 1-based line in the block as written. */
  unbalanced?: number;
}

export function applyMagicComments(code: string): MagicResult {
  if (!code.includes("highlight-")) return { code, lines: [] };
  const kept: string[] = [];
  const lines: number[] = [];
  let nextLine = false;
  let openAt: number | undefined;
  let unbalanced: number | undefined;
  code.split("\n").forEach((line, i) => {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === "highlight-next-line") nextLine = true;
    else if (directive === "highlight-start") openAt ??= i + 1;
    else if (directive === "highlight-end") {
      if (openAt === undefined) unbalanced ??= i + 1;
      openAt = undefined;
    } else {
      kept.push(line);
      if (nextLine || openAt !== undefined) lines.push(kept.length);
      nextLine = false;
    }
  });
  if (openAt !== undefined) unbalanced ??= openAt;
  return { code: kept.join("\n"), lines, ...(unbalanced !== undefined ? { unbalanced } : {}) };
}
