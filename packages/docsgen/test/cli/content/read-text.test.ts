import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readText } from "../../../cli/content/read-text.ts";

const dir = mkdtempSync(join(tmpdir(), "docsgen-read-text-"));
async function read(bytes: number[] | Buffer) {
  const file = join(dir, "f.md");
  writeFileSync(file, Buffer.from(bytes));
  return readText(file, "docs/f.md");
}
const utf8 = (text: string) => [...Buffer.from(text, "utf8")];

describe("readText", () => {
  it("replaces control characters, warning at the first", async () => {
    const r = await read(utf8("# 标题\n正文\u0007 \u001b[31m\t\f\r\n"));
    expect(r.text).toBe("# 标题\n正文\uFFFD \uFFFD[31m\t\f\r\n");
    expect(r.warning).toMatchObject({ code: "encoding", line: 2, column: 3 });
    expect(r.warning?.message).toContain("control character (U+0007)");
  });

  it("reads valid UTF-8 without a warning", async () => {
    expect(await read(utf8("# 标题\n正文 😀\n"))).toEqual({ text: "# 标题\n正文 😀\n" });
  });

  it("decodes as a strict TextDecoder does: the byte order mark dropped, once", async () => {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (const bytes of [
      [0xef, 0xbb, 0xbf, ...utf8("# 标题\n")],
      [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...utf8("x")],
      [0xef, 0xbb],
      [],
      utf8("\u{10FFFF}\u0000\r\n"),
    ]) {
      const r = await read(bytes);
      // Control characters other than tab and the line ends become U+FFFD (HTML forbids them).
      const expected = bytes.length === 2 ? "\uFFFD" : decoder.decode(Buffer.from(bytes)).replace("\u0000", "\uFFFD");
      expect(r.text, JSON.stringify(bytes)).toBe(expected);
    }
    // Encoded surrogates and overlong forms are not UTF-8.
    for (const bad of [
      [0xed, 0xa0, 0x80],
      [0xc0, 0xaf],
    ])
      expect((await read(bad)).warning?.code).toBe("encoding");
  });

  it("names the lead byte of a sequence the next byte cannot continue (GBK text)", async () => {
    const r = await read([...utf8("ab\ncd"), 0xd6, 0xd0, ...utf8("\n")]);
    expect(r.warning).toMatchObject({ line: 2, column: 3, code: "encoding" });
    expect(r.warning?.message).toContain("byte 0xd6 at offset 5");
    expect(r.text).toBe("ab\ncd\uFFFD\uFFFD\n");
  });

  it("names a stray byte after a complete multi-byte character, not that character", async () => {
    const r = await read([...utf8("é"), 0xff, ...utf8("x")]);
    expect(r.warning?.message).toContain("byte 0xff at offset 2");
    expect(r.warning).toMatchObject({ line: 1, column: 2 });
  });

  it("names a sequence cut off at the end of the file", async () => {
    const r = await read([...utf8("ok\n"), 0xe4, 0xb8]);
    expect(r.warning?.message).toContain("byte 0xe4 at offset 3");
    expect(r.warning).toMatchObject({ line: 2, column: 1 });
  });
});
