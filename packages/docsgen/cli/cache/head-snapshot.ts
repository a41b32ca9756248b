import type { KnownHeads, SourceHead } from "../content/heads.ts";
import { recalledHead } from "../content/heads.ts";
import { type FileStamp, sameStamp, settled } from "../paths/file-stamp.ts";
import { CheckedMap } from "./checked-file.ts";
import { pageKey, rememberKey } from "./page-cache.ts";

/**
 * The heads (front matter, route, page key) of every doc and page a build read, each with the stamp of the
 * file it was read from, kept for the next build into the same folder. As git's index does for a work
 * tree, a file with the same size, times and inode is taken as unchanged without being read: its head
 * comes from here, its key with it, and its body is read only if something asks for it.
 *
 * A file is kept only when its times are safely in the past when the build starts: a file written in the
 * same tick as the stat, then again, could otherwise keep its stamp with new bytes ("racy git").
 *
 * A checked map file (checked-file.ts): absolute path → [size, mtimeMs, ctimeMs, ino, key, body length,
 * head without body].
 */
const FORMAT = "docsgen-heads 2";

type Kept = [number, number, number, number, string, number, Omit<SourceHead, "body">];

export class HeadSnapshot implements KnownHeads {
  private readonly file: CheckedMap<Kept>;
  private readonly next = new Map<string, Kept>();
  /** Heads recalled this build, of all it read or recalled, and bodies read after all (the verbose cache line). */
  recalled = 0;
  seen = 0;
  bodiesRead = 0;

  constructor(
    private readonly salt: string,
    path: string,
    private readonly since = Date.now(),
  ) {
    this.file = new CheckedMap(path, FORMAT, salt, isKept);
  }

  recall(absPath: string, stamp: FileStamp): SourceHead | undefined {
    const kept = this.file.earlier.get(absPath);
    if (!kept || !sameStamp(stampOfKept(kept), stamp)) return undefined;
    const [, , , , key, length, stored] = kept;
    const head = recalledHead(stored, length, () => this.bodiesRead++);
    rememberKey(this.salt, head, key);
    this.recalled++;
    return head;
  }

  keep(head: SourceHead, stamp: FileStamp): void {
    this.seen++;
    if (!settled(stamp, this.since)) return;
    const was = this.file.earlier.get(head.absPath);
    if (was && sameStamp(stampOfKept(was), stamp)) {
      this.next.set(head.absPath, was);
      return;
    }
    // Front matter that JSON would change (dates, say) is read again each time rather than recalled wrong.
    if (!survivesJson(head.frontMatter)) return;
    const { body, ...rest } = head;
    this.next.set(head.absPath, [
      stamp.size,
      stamp.mtimeMs,
      stamp.ctimeMs,
      stamp.ino,
      pageKey(this.salt, head),
      body.length,
      rest,
    ]);
  }

  /** Saves what this build kept (the changes since the file was read, see checked-file.ts). */
  save(): void {
    this.file.save(this.next);
  }
}

function stampOfKept([size, mtimeMs, ctimeMs, ino]: Kept): FileStamp {
  return { size, mtimeMs, ctimeMs, ino };
}

function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).every((v) => v !== undefined && survivesJson(v));
  return false;
}

function isKept(absPath: string, value: unknown): value is Kept {
  return Array.isArray(value) && value.length === 7 && value[6]?.absPath === absPath;
}
