import { type Dirent, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

/** Every file under a folder: paths relative to it ("/"-separated), with the size and mtime of each. */
export interface FolderFiles {
  paths: string[];
  /** `paths[i]`'s size at `2 * i`, its mtime (ms) at `2 * i + 1`. */
  stamps: Float64Array;
}

/** A walk of a folder under way, in another thread when one can be started. */
export interface FolderWalk {
  files: Promise<FolderFiles>;
  /** Stops the walk when its result is not needed after all; `files` then never settles. */
  cancel(): void;
}

/**
 * Walks `root` in the thread `workerUrl` names (walk-worker.ts), or in this one without it. A large output
 * holds about four files and a folder a page, and reading and stating them all was a noticeable part of a
 * one-edit rebuild; in another thread it runs while this one parses.
 */
export function startFolderWalk(root: string, workerUrl?: URL): FolderWalk {
  if (!workerUrl) return { files: Promise.resolve().then(() => walkFolder(root)), cancel() {} };
  const worker = new Worker(workerUrl, { workerData: { root } });
  /** Answered, failed over to this thread, or cancelled: the walk is done or not wanted. */
  let settled = false;
  const files = new Promise<FolderFiles>((resolve) => {
    worker.once("message", (walked: WalkedMessage) => {
      settled = true;
      resolve(fromMessage(walked));
    });
    // A thread that fails or ends without an answer (it could not start, say) leaves the walk to this one.
    // The thread ends after answering too: then nothing is walked again.
    const walkHere = () => {
      if (settled) return;
      settled = true;
      resolve(walkFolder(root));
    };
    worker.once("error", walkHere);
    worker.once("exit", walkHere);
  });
  return {
    files,
    cancel() {
      settled = true;
      void worker.terminate();
    },
  };
}

/**
 * The walk as sent between threads: one string and one array, cheap to copy and to move. Paths are joined
 * by NUL, the one character no file name holds.
 */
export interface WalkedMessage {
  paths: string;
  stamps: Float64Array;
}

export function toMessage(files: FolderFiles): WalkedMessage {
  return { paths: files.paths.join("\0"), stamps: files.stamps };
}

function fromMessage({ paths, stamps }: WalkedMessage): FolderFiles {
  return { paths: stamps.length === 0 ? [] : paths.split("\0"), stamps };
}

/** Walks `root` in this thread. A folder that cannot be read counts as empty. */
export function walkFolder(root: string): FolderFiles {
  const paths: string[] = [];
  const stamps: number[] = [];
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else {
        const s = statSync(path, { throwIfNoEntry: false });
        if (!s?.isFile()) continue;
        paths.push(`${prefix}${entry.name}`);
        stamps.push(s.size, s.mtimeMs);
      }
    }
  };
  walk(root, "");
  return { paths, stamps: Float64Array.from(stamps) };
}
