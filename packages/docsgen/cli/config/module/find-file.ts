import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

/** The extensions Docusaurus's loader tries for a path written without one, in its order. */
const EXTENSIONS = [".js", ".cjs", ".mjs", ".ts", ".tsx", ".mts", ".cts", ".jsx"];

/**
 * A site file as Docusaurus finds a plugin or preset path: as written, with an extension added, or the
 * folder's `index`.
 */
export function findFile(path: string): string | undefined {
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  if (isFile(path)) return path;
  for (const ext of EXTENSIONS) if (isFile(path + ext)) return path + ext;
  for (const ext of EXTENSIONS) if (isFile(join(path, `index${ext}`))) return join(path, `index${ext}`);
  return undefined;
}
