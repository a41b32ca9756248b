import matter from "gray-matter";
import { type Diagnostic, fail } from "../diagnostics/diagnostic.ts";
import { checkFrontMatter, type SourceKind } from "./front-matter-keys.ts";
import type { FrontMatter } from "./types.ts";
import { checkYamlExpansion } from "./yaml-guard.ts";

export interface SplitSource {
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
  /** Keys docsgen does not know or ignores, located (front-matter-keys.ts). */
  frontMatterWarnings: Diagnostic[];
}

/**
 * Splits YAML front matter from the body. Bad YAML or a mistyped known key stops with a located error;
 * unknown keys are warnings.
 */
export function splitFrontMatter(source: string, file: string, kind: SourceKind): SplitSource {
  const header = headerPart(source);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; the empty options object turns that off so edits in watch mode are seen.
    parsed = matter(header, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    fail(
      {
        code: "front-matter",
        message: `invalid front matter YAML: ${reason}`,
        file,
        // gray-matter hands js-yaml the text after the opening `---`, its line break included: the mark's
        // line 0 is the `---` line's end, so its line N is the file's line N + 1.
        line: mark ? mark.line + 1 : 1,
        column: mark ? mark.column + 1 : undefined,
        hint: "Front matter is YAML between two `---` lines; quote values that contain `:` or start with a symbol.",
      },
      error,
    );
  }
  const data = parsed.data as FrontMatter;
  // Before anything walks or copies it (the header's first line is the file's first).
  checkYamlExpansion(data, header, { file, firstLine: 1, code: "front-matter" });
  const headerLength = header.length - parsed.content.length;
  const frontMatterWarnings = checkFrontMatter(data, kind, file, source.slice(0, headerLength));
  const bodyLine = source.slice(0, headerLength).split("\n").length;
  return { frontMatter: data, body: source.slice(headerLength), bodyLine, frontMatterWarnings };
}

/**
 * The start of `source` that holds its front matter whole, as gray-matter finds it: from the opening `---`
 * to the first line that starts with `---`, and the line break after that. gray-matter copies the text it
 * is given into a buffer, and a build gave it every page whole (~15% of reading 5,000 files).
 */
function headerPart(source: string): string {
  if (!source.startsWith("---")) return "";
  const close = source.indexOf("\n---", 3);
  // `\n---`, then `\r` and `\n`: what gray-matter may take off the start of the body.
  return close < 0 ? source : source.slice(0, close + 6);
}
