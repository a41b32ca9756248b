import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Message } from "esbuild";
import { EXCERPT_SUFFIX, MDX_MODULE } from "./mdx-entries.ts";
import { missingExport } from "./missing-export.ts";

/** Where in an MDX file (or a partial it includes) an esbuild message about its compiled module belongs. */
export interface MdxPlace {
  absPath: string;
  line?: number;
  column?: number;
  /** The import's specifier as that file writes it (a partial's relative imports are rewritten for the page). */
  written?: string;
}

/**
 * Where an esbuild message about a compiled MDX module belongs. The compiled module's lines are not the
 * file's, so it is placed at the import the message is about: the specifier of the module's line
 * (`Could not resolve "./Missing"`), or the imported name (`No matching export … for import "Lamp"`), found
 * in the MDX file or in a partial it includes, whose imports moved to the page (markdown/mdx/partial-code.ts).
 * Read only when a build fails: the files are read again here.
 */
export function mdxPlace(m: Message): MdxPlace | undefined {
  const file = m.location?.file;
  if (!file?.startsWith(MDX_MODULE)) return undefined;
  const absPath = file.slice(MDX_MODULE.length).replace(EXCERPT_SUFFIX, "");
  const specifier = specifierOf(m);
  if (!specifier) return { absPath };
  const name = missingExport(m.text)?.name;
  return importPlace({ file: absPath, target: resolved(absPath, specifier), name }, new Set()) ?? { absPath };
}

/** The specifier of the import a message is about: its line's (in the compiled module), else the text's first. */
export function specifierOf(m: Message): string | undefined {
  const line = m.location?.lineText ?? "";
  const own = /\bfrom\s*(["'])(.+?)\1/.exec(line) ?? /^\s*import\s*(["'])(.+?)\1/.exec(line);
  return own?.[2] ?? /"([^"]+)"/.exec(m.text)?.[1];
}

/** A relative specifier as the absolute path it names; any other as it is. */
function resolved(from: string, specifier: string): string {
  return /^\.\.?\//.test(specifier) ? resolve(dirname(from), specifier) : specifier;
}

/**
 * An `import … from "…"` or `export … from "…"` statement at a line's start (where MDX reads ESM), over
 * several lines if need be: what comes before the specifier, and the specifier.
 */
const STATEMENT = /^(?:import|export)\b([^'";]*?\bfrom\s*|\s*)(['"])([^'"\n]*)\2/gm;

/**
 * The import of `target` in an MDX file or the partials it imports: at the imported `name` when given (the
 * statement must import it), else at the specifier.
 */
function importPlace(
  input: { file: string; target: string; name: string | undefined },
  seen: Set<string>,
): Required<Pick<MdxPlace, "absPath" | "line" | "column" | "written">> | undefined {
  const { file, target, name } = input;
  if (seen.has(file)) return undefined;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const partials: string[] = [];
  for (const m of withoutCode(text).matchAll(STATEMENT)) {
    const [statement, head, , written] = m;
    const path = resolved(file, written);
    if (path === target) {
      const at = name === undefined ? statement.length - written.length - 2 : nameOffset(head, name);
      if (at !== undefined) return { absPath: file, ...lineColumn(text, (m.index ?? 0) + at), written };
    }
    if (/\.mdx?$/.test(written)) partials.push(path);
  }
  for (const partial of partials) {
    const found = importPlace({ ...input, file: partial }, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The text with its fenced code blocks blanked out, offsets kept: an import shown in a code example is not
 * the page's. A fence is three or more backticks or tildes, indented up to three spaces, closed by a
 * fence of the same character at least as long (or the end of the file).
 */
function withoutCode(text: string): string {
  let open: string | undefined;
  return text
    .split("\n")
    .map((line) => {
      const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (open === undefined) {
        if (fence) open = fence;
        return line;
      }
      if (fence && fence[0] === open[0] && fence.length >= open.length && line.trim() === fence) open = undefined;
      return " ".repeat(line.length);
    })
    .join("\n");
}

/** Where a statement (from its start) binds `name`: `default` is the default binding (`import Lamp, { … }`). */
function nameOffset(head: string, name: string): number | undefined {
  const statement = `import${head}`;
  if (name === "default") {
    const binding = /^import\s+(?!type\b)([\p{L}_$][\p{L}\p{N}_$]*)\s*(,|from\b)/u.exec(statement);
    return binding ? statement.indexOf(binding[1], "import".length) : undefined;
  }
  const escaped = name.replace(/[$]/g, "\\$");
  const within = statement.indexOf("{");
  const found =
    within < 0
      ? -1
      : statement.slice(within).search(new RegExp(`(?<![\\p{L}\\p{N}_$])${escaped}(?![\\p{L}\\p{N}_$])`, "u"));
  return found < 0 ? undefined : within + found;
}

/** 1-based line and column of an offset in a text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const start = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - start + 1 };
}
