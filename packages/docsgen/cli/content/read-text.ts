import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type Diagnostic, fail } from "../diagnostics/diagnostic.ts";

/**
 * Largest markdown or MDX file docsgen builds. The largest page of this site is ~40 KB and a long generated
 * API reference a few MB; parsing takes ~0.5 s a MB, so a bigger file is almost surely not meant as a page
 * (a log or a data dump saved as `.md`), and would hold the build for minutes.
 */
export const MAX_SOURCE_BYTES = 16 * 1024 * 1024;

const strict = new TextDecoder("utf-8", { fatal: true });
const lenient = new TextDecoder("utf-8");

/**
 * Reads a source as UTF-8. A file that is not valid UTF-8 (saved as GBK, say) still builds, with
 * replacement characters where the bad bytes were, and a warning naming the line and column of the first
 * bad byte: those characters would otherwise reach the page without a word.
 */
export async function readText(absPath: string, file: string): Promise<DecodedText> {
  return decodeText(await readFile(absPath), file);
}

/** `readText`, at once: for a body read only when something asks for it (see heads.ts). */
export function readTextSync(absPath: string, file: string): DecodedText & { bytes: number } {
  const bytes = readFileSync(absPath);
  return { ...decodeText(bytes, file), bytes: bytes.byteLength };
}

interface DecodedText {
  text: string;
  warning?: Diagnostic;
}

function decodeText(bytes: Uint8Array, file: string): DecodedText {
  if (bytes.byteLength > MAX_SOURCE_BYTES) {
    fail({
      code: "markdown",
      message: `the file is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_SOURCE_BYTES / 1024 / 1024} MB a page may be`,
      file,
      line: 1,
      hint: "Split it into several pages, or move it out of the docs, pages and blog folders if it is not a page.",
    });
  }
  // Checked, then decoded, by Node's native UTF-8 code: several times faster than a fatal TextDecoder on
  // thousands of files. The byte order mark is dropped, as TextDecoder drops it.
  if (isUtf8(bytes)) {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return withoutControls(
      Buffer.from(bytes.buffer, bytes.byteOffset + bom, bytes.byteLength - bom).toString("utf8"),
      file,
    );
  }
  try {
    return { text: strict.decode(bytes) };
  } catch {
    const at = firstInvalidByte(bytes);
    const before = lenient.decode(bytes.subarray(0, at));
    const lines = before.split("\n");
    return {
      text: lenient.decode(bytes),
      warning: {
        severity: "warning",
        code: "encoding",
        message: `the file is not valid UTF-8: byte 0x${bytes[at].toString(16).padStart(2, "0")} at offset ${at} cannot be decoded and shows as \uFFFD`,
        file,
        line: lines.length,
        column: lines[lines.length - 1].length + 1,
        hint: "Save the file as UTF-8 (for example: iconv -f GBK -t UTF-8 in.md > out.md).",
      },
    };
  }
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  // Bisect for the longest prefix that decodes (valid prefixes are closed under shortening): `log n`
  // decodes instead of one per byte. A file whose only fault is an unfinished last sequence decodes whole.
  let good = validPrefix(bytes, bytes.length) ? bytes.length : 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    if (validPrefix(bytes, mid)) good = mid;
    else bad = mid;
  }
  // Byte `good` is where decoding fails. If a multi-byte sequence began just before it and is unfinished,
  // its lead byte is the one to name (GBK's "中" is D6 D0: D6 opens a sequence that D0 cannot continue).
  for (let back = 1; back <= 3 && good - back >= 0; back++) {
    const b = bytes[good - back];
    if ((b & 0xc0) === 0x80) continue;
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return length > back ? good - back : good;
  }
  return good;
}

/** True when `bytes[0..length)` decodes, allowing a sequence cut off at its end. */
function validPrefix(bytes: Uint8Array, length: number): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, length), { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** C0 controls and DEL but tab, line feed, form feed and carriage return: no HTML document may hold them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/**
 * Control characters (a terminal's colour codes pasted in, a NUL from a broken export) become U+FFFD, with a
 * warning at the first: written out, they made every page that showed them invalid HTML.
 */
function withoutControls(text: string, file: string): DecodedText {
  CONTROL.lastIndex = 0;
  const first = CONTROL.exec(text);
  if (first === null) return { text };
  const lines = text.slice(0, first.index).split("\n");
  return {
    text: text.replace(CONTROL, "\uFFFD"),
    warning: {
      severity: "warning",
      code: "encoding",
      message: `the file holds a control character (U+${first[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}), which HTML does not allow; it shows as \uFFFD`,
      file,
      line: lines.length,
      column: lines[lines.length - 1].length + 1,
      hint: "Remove the character (an editor can show invisible characters).",
    },
  };
}
