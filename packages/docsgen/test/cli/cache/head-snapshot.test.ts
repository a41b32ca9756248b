import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HeadSnapshot } from "../../../cli/cache/head-snapshot.ts";
import { pageKey } from "../../../cli/cache/page-cache.ts";
import type { SourceHead } from "../../../cli/content/heads.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";
import type { FileStamp } from "../../../cli/paths/file-stamp.ts";

const dir = mkdtempSync(join(tmpdir(), "docsgen-heads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SALT = "salt";
let serial = 0;

/** A doc file and the head a build would read from it, with its stamp now. */
function docFile(frontMatter: Record<string, unknown> = { title: "标题" }) {
  const absPath = join(dir, `doc-${++serial}.md`);
  const body = "# 标题\n\n正文，含中文。\n";
  writeFileSync(absPath, `---\ntitle: 标题\n---\n${body}`);
  const stats = statSync(absPath);
  const stamp: FileStamp = { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino };
  const head: SourceHead = {
    kind: "doc",
    file: `docs/doc-${serial}.md`,
    absPath,
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    frontMatter,
    frontMatterWarnings: [],
    body,
    bodyLine: 4,
    route: `/docs/doc-${serial}`,
    fallbackTitle: `doc-${serial}`,
    id: `doc-${serial}`,
    dir: "",
    isIndex: false,
    draft: false,
  };
  return { head, stamp };
}

/** A snapshot file kept by one build (started `later` ms after the files were written), opened by the next. */
function keptThenOpened(heads: { head: SourceHead; stamp: FileStamp }[], later = 5_000) {
  const path = join(dir, `snapshot-${++serial}.heads`);
  const first = new HeadSnapshot(SALT, path, Date.now() + later);
  for (const { head, stamp } of heads) first.keep(head, stamp);
  first.save();
  return { path, next: new HeadSnapshot(SALT, path, Date.now() + later) };
}

describe("head snapshot", () => {
  it("recalls a head whose file has the same stamp, with its key and, when asked, its body", () => {
    const { head, stamp } = docFile();
    const { next } = keptThenOpened([{ head, stamp }]);
    const recalled = next.recall(head.absPath, stamp);
    expect(recalled).toBeDefined();
    const { body, ...rest } = head;
    expect({ ...recalled, body: undefined }).toEqual({ ...rest, body: undefined });
    expect(pageKey(SALT, recalled as SourceHead)).toBe(pageKey(SALT, head));
    expect(recalled?.body).toBe(body);
  });

  it("recalls nothing when the size, either time or the inode differ", () => {
    const { head, stamp } = docFile();
    const { next } = keptThenOpened([{ head, stamp }]);
    for (const field of ["size", "mtimeMs", "ctimeMs", "ino"] as const)
      expect(next.recall(head.absPath, { ...stamp, [field]: stamp[field] + 1 }), field).toBeUndefined();
  });

  it("keeps no file whose times are too recent to trust (racy), two seconds for whole-second times", () => {
    const fine = docFile();
    const coarse = docFile();
    const coarseStamp = { ...coarse.stamp, mtimeMs: 1_000_000, ctimeMs: 1_000_000 };
    const path = join(dir, "racy.heads");
    const late = Math.max(fine.stamp.mtimeMs, fine.stamp.ctimeMs);
    const first = new HeadSnapshot(SALT, path, late + 20);
    first.keep(fine.head, fine.stamp);
    first.keep(coarse.head, coarseStamp);
    first.save();
    const next = new HeadSnapshot(SALT, path);
    expect(next.recall(fine.head.absPath, fine.stamp)).toBeUndefined();
    expect(next.recall(coarse.head.absPath, coarseStamp)).toBeDefined(); // long before `since`

    const second = new HeadSnapshot(SALT, path, 1_000_000 + 1_500);
    second.keep(coarse.head, coarseStamp);
    second.keep(fine.head, fine.stamp); // kept: the snapshot must change, so it is written
    second.save();
    expect(new HeadSnapshot(SALT, path).recall(coarse.head.absPath, coarseStamp)).toBeUndefined();
  });

  it("keeps no head whose front matter JSON would change (a YAML date)", () => {
    const dated = docFile({ title: "x", date: new Date(0) });
    const plain = docFile();
    const { next } = keptThenOpened([dated, plain]);
    expect(next.recall(dated.head.absPath, dated.stamp)).toBeUndefined();
    expect(next.recall(plain.head.absPath, plain.stamp)).toBeDefined();
  });

  it("stops with a located error when a recalled file changed before its body was read", () => {
    const { head, stamp } = docFile();
    const { next } = keptThenOpened([{ head, stamp }]);
    const recalled = next.recall(head.absPath, stamp) as SourceHead;
    writeFileSync(head.absPath, "---\ntitle: 标题\n---\n# 改了\n");
    let error: unknown;
    try {
      void recalled.body;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({ file: head.file, code: "io" });
  });

  it("trusts nothing of a damaged file, or of one written under another salt", () => {
    const { head, stamp } = docFile();
    const { path } = keptThenOpened([{ head, stamp }]);
    expect(new HeadSnapshot("other", path).recall(head.absPath, stamp)).toBeUndefined();
    const bytes = readFileSync(path);
    bytes[bytes.length - 3] ^= 1;
    writeFileSync(path, bytes);
    expect(new HeadSnapshot(SALT, path).recall(head.absPath, stamp)).toBeUndefined();
  });
});
