import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "../../../cli/cache/entry-format.ts";

const KEY = "a".repeat(64);
const meta = { title: "标题", links: [1, 2] };
const parts = [Buffer.from("<p>内容</p>", "utf8"), Buffer.from([1, 2, 3, 4])];

describe("cache entry format", () => {
  it("round-trips meta and parts", () => {
    const decoded = decodeEntry(KEY, encodeEntry(KEY, meta, parts));
    expect(decoded?.meta).toEqual(meta);
    expect(decoded?.part(0)?.equals(parts[0])).toBe(true);
    expect(decoded?.part(1)?.equals(parts[1])).toBe(true);
    expect(decoded?.part(2)).toBeUndefined();
  });

  it("checks each part apart: a damaged part is refused, the metadata and the other parts are not", () => {
    const bytes = encodeEntry(KEY, meta, parts);
    // The last byte belongs to the last part.
    const damaged = Buffer.from(bytes).fill(0x41, bytes.length - 1);
    const decoded = decodeEntry(KEY, damaged);
    expect(decoded?.meta).toEqual(meta);
    expect(decoded?.part(0)?.equals(parts[0])).toBe(true);
    expect(decoded?.part(1)).toBeUndefined();
  });

  const bytes = encodeEntry(KEY, meta, parts);
  const cases: Record<string, Buffer> = {
    "a truncated entry": bytes.subarray(0, bytes.length - 1),
    "an entry with bytes appended": Buffer.concat([bytes, Buffer.from("x")]),
    "an entry for another key": encodeEntry("b".repeat(64), meta, parts),
    "another format version": Buffer.from(
      bytes.toString("latin1").replace("docsgen-cache 3", "docsgen-cache 2"),
      "latin1",
    ),
    "a changed byte in the metadata": Buffer.from(bytes).fill(0x20, bytes.indexOf(0x0a) + 2, bytes.indexOf(0x0a) + 3),
    "a header with no newline": Buffer.from("docsgen-cache 3 ".repeat(100)),
    "an empty file": Buffer.alloc(0),
    "random bytes": Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 31) % 256)),
  };
  for (const [name, corrupt] of Object.entries(cases)) {
    it(`rejects ${name}`, () => {
      expect(decodeEntry(KEY, corrupt)).toBeUndefined();
    });
  }

  it("rejects a body whose checksum matches but whose JSON does not parse", () => {
    // Built by hand: an intact, correctly keyed entry whose meta is not JSON.
    const body = Buffer.from("{nope");
    const sum = createHash("sha256").update(body).digest("hex");
    const entry = Buffer.concat([Buffer.from(`docsgen-cache 3 ${KEY} ${sum} ${body.length}\n`), body]);
    expect(decodeEntry(KEY, entry)).toBeUndefined();
  });

  describe("a part of words", () => {
    const words = Int32Array.from([7, -1, 2 ** 31 - 1, 0, 42]);
    const fill = (into: Int32Array) => into.set(words);
    // Keys of different lengths put the words at different offsets in the header's wake.
    for (const key of ["k", "kk", "kkk", "kkkk"]) {
      it(`round-trips beside bytes, aligned to 4 in the file (key ${key})`, () => {
        const bytes = encodeEntry(key, meta, [parts[0], { count: words.length, fill }, parts[1]]);
        const decoded = decodeEntry(key, bytes);
        expect([...(decoded?.words(1) ?? [])]).toEqual([...words]);
        expect(decoded?.part(0)?.equals(parts[0])).toBe(true);
        expect(decoded?.part(2)?.equals(parts[1])).toBe(true);
        // Bytes asked for as words, or words as bytes, are refused.
        expect(decoded?.words(0)).toBeUndefined();
        expect(decoded?.part(1)).toBeUndefined();
      });
    }

    it("is a view of the file's bytes when they are aligned in memory, and a copy when not", () => {
      const bytes = encodeEntry(KEY, meta, [{ count: words.length, fill }]);
      const aligned = Buffer.from(new Uint8Array(bytes)); // offset 0 of its own ArrayBuffer
      expect(decodeEntry(KEY, aligned)?.words(0)?.buffer).toBe(aligned.buffer);
      const shifted = Buffer.alloc(bytes.length + 1);
      bytes.copy(shifted, 1);
      const odd = shifted.subarray(1);
      expect([...(decodeEntry(KEY, odd)?.words(0) ?? [])]).toEqual([...words]);
    });

    it("is refused when a word changed", () => {
      const bytes = encodeEntry(KEY, meta, [{ count: words.length, fill }]);
      bytes[bytes.length - 1] ^= 1;
      const decoded = decodeEntry(KEY, bytes);
      expect(decoded?.meta).toEqual(meta);
      expect(decoded?.words(0)).toBeUndefined();
    });
  });
});
