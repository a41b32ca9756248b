import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { contentHash } from "../hash.ts";

/** What a markdown image can show: published under `assets/images/`, any other linked file under `assets/files/`. */
const IMAGE = /^\.(?:apng|avif|bmp|gif|ico|jpe?g|png|svg|tiff?|webp)$/i;

/**
 * The output path of a file next to a source (an image, or a linked `.pdf`, `.zip`…):
 * `assets/images/<name>-<hash of its bytes><ext>` (`assets/files/` for what is not an image, as Docusaurus
 * places them), so an edited file gets a new URL and caches never serve the old one.
 */
export function assetPath(absPath: string): string {
  const hash = contentHash(readFileSync(absPath));
  const ext = extname(absPath);
  return `assets/${IMAGE.test(ext) ? "images" : "files"}/${basename(absPath, ext)}-${hash}${ext}`;
}
