import { createHash } from "node:crypto";
import type { ParsedSource } from "./types.ts";

/** The highlighted code blocks of a source (awaited: the highlight thread may still be working on them). */
export function codeOf(source: ParsedSource): Promise<string[]> {
  return parsedHere(source, source.codeHtml);
}

/** What only the thread that parsed a source holds (copies sent to other threads go without it). */
function parsedHere<T>(source: ParsedSource, value: Promise<T> | undefined): Promise<T> {
  if (!value) throw new Error(`internal: ${source.file} is rendered in a thread that did not parse it`);
  return value;
}

/** The rendered content of a doc or page (see render/prerender.ts), held as UTF-8 bytes. */
export function contentOf(source: ParsedSource): Promise<Buffer> {
  return parsedHere(source, source.contentHtml);
}

/** A content's digest: the render key's stand-in for it, kept by page cache entries (cli/cache/page-cache.ts). */
export function digestOf(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("base64");
}
