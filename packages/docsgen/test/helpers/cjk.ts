import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Han, kana, CJK punctuation and full-width forms: text no English page should show. */
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/u;
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf)$/i;

/**
 * Every place in the files under `dir` that holds a CJK character, as `path: …context…`. JS is read as
 * the browser reads it: esbuild writes non-ASCII as `\uXXXX` escapes, which are decoded first; a
 * character that only ends a regular-expression range (`[一-鿿]`, the search tokenizer's script test)
 * is code, not text, and is skipped.
 */
export function cjkIn(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || BINARY.test(entry.name)) continue;
    const abs = join(entry.parentPath, entry.name);
    let text = readFileSync(abs, "utf8");
    if (entry.name.endsWith(".js")) {
      text = text
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
        .replace(/\\?[^\\\n]-\\?[^\\\n]/gu, (range) => (CJK.test(range) ? "" : range));
    }
    const at = text.search(CJK);
    if (at >= 0) found.push(`${relative(dir, abs)}: …${text.slice(Math.max(0, at - 40), at + 20)}…`);
  }
  return found;
}

/** Whether a text holds a CJK character. */
export const hasCjk = (text: string): boolean => CJK.test(text);
