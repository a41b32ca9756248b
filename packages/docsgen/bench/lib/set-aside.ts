// Folders the bench is done with are moved aside, not deleted, until the bench ends (run.ts removes its temp
// folder). Deleting them between runs made the next runs pay for it: on a filesystem without a journal, ext4
// skips inodes freed in the last minute or more (longer while their inode table block is unwritten) when
// it allocates new ones, and checks each of them on every file and folder it creates. Measured on the reference
// machine, with the previous output of 1,000 pages removed just before a build, `recently_deleted` was most
// of the kernel's time, and a build's system time grew 1.5–3 s for docsgen (4,400 files) and ~0.5 s for Hugo
// (1,100): a cost of the bench's own cleanup, growing with the square of the files written, which a CI run
// on a fresh clone never pays.
import { existsSync, mkdirSync, renameSync } from "node:fs";
import { join } from "node:path";

let count = 0;

/** Moves `path` (if it exists) into `<tmp>/set-aside/`, which goes when the bench's temp folder does. */
export function setAside(path: string, tmp: string): void {
  if (!existsSync(path)) return;
  const bin = join(tmp, "set-aside");
  mkdirSync(bin, { recursive: true });
  renameSync(path, join(bin, `${++count}`));
}
