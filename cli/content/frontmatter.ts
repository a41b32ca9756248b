import matter from "gray-matter";
import { fail } from "../diagnostics/diagnostic.ts";
import type { FrontMatter } from "./types.ts";

export interface SplitSource {
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
}

const KNOWN_TYPES: Record<string, string> = {
  id: "string",
  slug: "string",
  title: "string",
  sidebar_label: "string",
  sidebar_position: "number",
  description: "string",
  draft: "boolean",
  unlisted: "boolean",
  hide_title: "boolean",
  parse_number_prefixes: "boolean",
};

/** Splits YAML front matter from the body. Bad YAML or a mistyped known key stops with a located error. */
export function splitFrontMatter(source: string, file: string): SplitSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; the empty options object turns that off so edits in watch mode are seen.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    fail(
      {
        code: "front-matter",
        message: `invalid front matter YAML: ${reason}`,
        file,
        // The mark counts from the line after the opening `---`.
        line: mark ? mark.line + 2 : 1,
        column: mark ? mark.column + 1 : undefined,
        hint: "Front matter is YAML between two `---` lines; quote values that contain `:` or start with a symbol.",
      },
      error,
    );
  }
  const data = parsed.data as FrontMatter;
  for (const [key, type] of Object.entries(KNOWN_TYPES)) {
    if (data[key] !== undefined && typeof data[key] !== type) {
      const lines = source.split("\n");
      const line = lines.findIndex((l) => l.startsWith(`${key}:`)) + 1 || 1;
      fail({
        code: "front-matter",
        message: `front matter "${key}" must be a ${type}, got ${JSON.stringify(data[key])}`,
        file,
        line,
        hint: type === "number" ? `Write a bare number, e.g. ${key}: 2` : undefined,
      });
    }
  }
  const headerLength = source.length - parsed.content.length;
  const bodyLine = source.slice(0, headerLength).split("\n").length;
  return { frontMatter: data, body: parsed.content, bodyLine };
}
