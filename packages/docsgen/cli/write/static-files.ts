import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { rootDirOf } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";
import { otherLocaleFolder, reservedProblem } from "../paths/reserved.ts";
import { walkSite } from "../paths/walk.ts";

/** A file of the static folder: where it goes in the output, and where it is read from. */
export interface StaticFile {
  rel: string;
  absPath: string;
}

/** What receives the static files: a build's output, staged or synced. */
export interface StaticTarget {
  /** The build has written a file at this output path already. */
  generated(rel: string): boolean;
  /** Copies the file's bytes (never a link: a server must not follow one out of the output). */
  copyFile(rel: string, absPath: string): void | Promise<void>;
}

/**
 * Outputs of docsgen's own that Docusaurus does not make, so a Docusaurus site may ship its own: the
 * static file replaces docsgen's, with a warning. Any other collision is an error.
 */
const REPLACEABLE = new Set(["llms.txt"]);

/** The static folder's files, dot files included, with the symlinks that were not followed (warnings). */
export function listStatic(config: ResolvedConfig): { files: StaticFile[]; findings: Diagnostic[] } {
  const walk = walkSite(config.staticDir, {
    siteDir: config.siteDir,
    rootDir: rootDirOf(config),
    exclude: [config.outDir],
    dot: true,
  });
  const files = walk.files.sort().map((rel) => ({ rel, absPath: `${config.staticDir}/${rel}` }));
  return { files, findings: walk.findings };
}

/**
 * Copies the static files into the output after everything generated, so a collision is seen: a static
 * `404.html`, `sitemap.xml` or page would silently replace what the build made. `findings` receives the
 * warnings; collisions that are errors stop the build (the staged output is then discarded).
 */
export async function copyStatic(
  config: ResolvedConfig,
  files: readonly StaticFile[],
  out: StaticTarget,
  findings: Diagnostic[],
): Promise<void> {
  const errors: Diagnostic[] = [];
  const inLocales = new Map<string, string[]>();
  for (const { rel, absPath } of files) {
    const locale = otherLocaleFolder(config.nestedOutputs, rel);
    if (locale !== undefined) {
      inLocales.set(locale, [...(inLocales.get(locale) ?? []), relativePath(config.siteDir, absPath)]);
      continue;
    }
    // Checked before anything else: deploy/nginx.conf includes files from `.docsgen/`, so a static file
    // there could configure the server (one made nginx serve /etc/passwd).
    const reserved = reservedProblem(rel);
    if (reserved) {
      errors.push({
        severity: "error",
        code: "path-reserved",
        message: `this static file cannot be published at ${rel}: ${reserved}`,
        file: relativePath(config.siteDir, absPath),
        hint: "Move the file out of the static folder's .docsgen/ folder.",
      });
      continue;
    }
    if (out.generated(rel)) {
      const file = relativePath(config.siteDir, absPath);
      if (!REPLACEABLE.has(rel)) {
        errors.push({
          severity: "error",
          code: "path-outside",
          message: `this static file has the path of a file the build generates (${rel}); it would replace it`,
          file,
          hint: "Rename or remove the static file; change the page's slug if it is the page that should move.",
        });
        continue;
      }
      findings.push({
        severity: "warning",
        code: "path-outside",
        message: `this static file replaces the ${rel} that docsgen generates`,
        file,
        hint: "Remove the static file to publish docsgen's own.",
      });
    }
    await out.copyFile(rel, absPath);
  }
  // Not copied: they took the place of the whole locale's output (write/output.ts carries a folder over whole).
  for (const [locale, skipped] of inLocales)
    findings.push({
      severity: "warning",
      code: "unbuilt",
      message: `${skipped.length === 1 ? "this static file lies" : `${skipped.length} static files lie`} in the folder of the locale ${locale}, which that locale's build replaces (as in Docusaurus): not copied`,
      file: skipped[0],
      hint: `Every locale's build copies the static folder into its own: move the files out of ${locale}/.`,
    });
  if (errors.length > 0) throw new BuildError(errors);
}
