import fg from "fast-glob";
import type { ContentFiles } from "../config/resolved.ts";

/**
 * The files of a content folder that a Docusaurus content plugin's `include` and `exclude` make pages.
 * `files` are what the site walk listed (paths/walk.ts, which alone decides which symlinks are followed);
 * the globs are run by fast-glob, the engine under Docusaurus's own `Globby(include, { cwd, ignore: exclude })`,
 * so every pattern Docusaurus accepts (braces, extglobs, `!`) means the same here. A file must be in both
 * lists. Without `globs` the walk's own rules are Docusaurus's defaults (partials and tests left out), and the
 * folder is not read a second time: sites that set neither option pay nothing.
 */
export function selectContentFiles(folder: string, files: readonly string[], globs?: ContentFiles): string[] {
  if (!globs) return [...files];
  const matched = new Set(
    fg.sync([...globs.include], {
      cwd: folder,
      ignore: [...globs.exclude],
      onlyFiles: true,
      // node_modules holds no pages (the walk skips it too); dot names are skipped as the walk does.
      dot: false,
      followSymbolicLinks: true,
      suppressErrors: true,
    }),
  );
  return files.filter((file) => matched.has(file));
}

/**
 * A file or folder name the walk of a content folder skips before any glob: installed packages always, and,
 * when the site sets no `include`/`exclude`, partials (`_x.md`, `_x/`, so `__tests__/` too), as Docusaurus's
 * default `exclude` does. A site's own `exclude` replaces that default, so partials are then what it says.
 */
export function skippedByDefault(name: string, isFolder: boolean, globs: ContentFiles | undefined): boolean {
  if (name === "node_modules" && isFolder) return true;
  return globs === undefined && name.startsWith("_") && (isFolder || /\.(mdx?|[jt]sx?)$/.test(name));
}
