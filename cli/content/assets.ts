import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";

/**
 * The output path of a file next to a source (an image): `assets/images/<name>-<hash of its bytes><ext>`,
 * so an edited image gets a new URL and caches never serve the old one.
 */
export function assetPath(absPath: string): string {
  const hash = createHash("sha256").update(readFileSync(absPath)).digest("hex").slice(0, 8);
  const ext = extname(absPath);
  return `assets/images/${basename(absPath, ext)}-${hash}${ext}`;
}
