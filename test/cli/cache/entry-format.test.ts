import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "../../../cli/cache/entry-format.ts";

const KEY = "a".repeat(64);
const data = { meta: { title: "标题", links: [1, 2] }, blob: Buffer.from("<p>内容</p>", "utf8") };

describe("cache entry format", () => {
  it("round-trips meta and blob", () => {
    const decoded = decodeEntry(KEY, encodeEntry(KEY, data));
    expect(decoded?.meta).toEqual(data.meta);
    expect(decoded?.blob.equals(data.blob)).toBe(true);
  });

  const bytes = encodeEntry(KEY, data);
  const cases: Record<string, Buffer> = {
    "a truncated entry": bytes.subarray(0, bytes.length - 1),
    "an entry with bytes appended": Buffer.concat([bytes, Buffer.from("x")]),
    "an entry for another key": encodeEntry("b".repeat(64), data),
    "another format version": Buffer.from(
      bytes.toString("latin1").replace("docsgen-cache 1", "docsgen-cache 2"),
      "latin1",
    ),
    "a changed byte in the body": Buffer.from(bytes).fill(0x41, bytes.length - 3, bytes.length - 2),
    "a header with no newline": Buffer.from("docsgen-cache 1 ".repeat(100)),
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
    const entry = Buffer.concat([Buffer.from(`docsgen-cache 1 ${KEY} ${sum} ${body.length} 0\n`), body]);
    expect(decodeEntry(KEY, entry)).toBeUndefined();
  });
});
