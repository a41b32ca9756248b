import type { KnownHeads, SourceHead } from "../content/heads.ts";
import { type FileStamp, sameStamp, settled } from "../paths/file-stamp.ts";

/**
 * Watch mode's heads: each file's head as a rebuild read it, recalled by the next while the file keeps its
 * stamp, so an edit of one doc reads and splits one file, not every file's front matter again. A file
 * changed in the tick it was read in is read again next time (`settled`), as the disk cache does.
 */
export function memoryHeads(): KnownHeads {
  const kept = new Map<string, { stamp: FileStamp; head: SourceHead }>();
  return {
    recall(absPath, stamp) {
      const hit = kept.get(absPath);
      return hit && sameStamp(hit.stamp, stamp) ? hit.head : undefined;
    },
    keep(head, stamp) {
      if (settled(stamp, Date.now())) kept.set(head.absPath, { stamp, head });
      else kept.delete(head.absPath);
    },
  };
}
