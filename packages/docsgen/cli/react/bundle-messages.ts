import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import type { Message } from "esbuild";
import { POSTCSS_FAILED, POSTCSS_HINT, POSTCSS_WARNING } from "../assets/postcss.ts";
import { SASS_WARNING } from "../assets/sass.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, OUTSIDE_SITE } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { PLAIN_MARKDOWN } from "./markdown-imports.ts";
import { type MdxPlace, mdxPlace, specifierOf } from "./mdx-place.ts";
import { missingExport, missingExportText } from "./missing-export.ts";
import { APPROXIMATE_MODULE, UNDRAWN_MERMAID, UNSUPPORTED_MODULE } from "./plugin.ts";

// What esbuild reports about the site's code (bundle.ts), as located diagnostics.

/** Where an esbuild message points, relative to the site folder. */
function place(
  options: { siteDir: string },
  m: Message,
  mdx: MdxPlace | undefined = mdxPlace(m),
): Pick<Diagnostic, "file" | "line" | "column"> {
  if (mdx)
    return {
      file: relativePath(options.siteDir, mdx.absPath),
      ...(mdx.line ? { line: mdx.line } : {}),
      ...(mdx.column ? { column: mdx.column } : {}),
    };
  const file = m.location?.file.replace(/^docsgen-page:/, "");
  return {
    ...(file ? { file: relativePath(options.siteDir, resolve(options.siteDir, file)) } : {}),
    ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
  };
}

/** A warning of the site's code that leaves its page building: an approximate module, a Sass `@warn`. */
function moduleWarning(options: { siteDir: string }, m: Message, hint: string): Diagnostic {
  return { severity: "warning", code: "site-module", message: m.text, ...place(options, m), hint };
}

/** The warnings of the site's code that concern the site (plugin.ts and assets/sass.ts mark them), located. */
export function siteWarnings(options: { siteDir: string }, messages: Message[]): Diagnostic[] {
  return messages.flatMap((m) =>
    m.detail === APPROXIMATE_MODULE
      ? [approximate(options, m)]
      : m.detail === UNDRAWN_MERMAID
        ? [undrawnMermaid(options, m)]
        : m.detail === SASS_WARNING
          ? [sassWarning(options, m)]
          : m.detail === POSTCSS_WARNING
            ? [moduleWarning(options, m, "A PostCSS plugin of the site's plugins warns of this; the page builds.")]
            : m.detail === PLAIN_MARKDOWN
              ? [
                  moduleWarning(
                    options,
                    m,
                    "Make it a doc or a page (a name without the leading underscore), or import it from an MDX page.",
                  ),
                ]
              : m.id === "import-is-undefined"
                ? [undefinedImport(options, m)]
                : [],
  );
}

function approximate(options: { siteDir: string }, m: Message): Diagnostic {
  return moduleWarning(
    options,
    m,
    "The page builds; what the module does beyond this is left out. The manual's React page lists what each module is in docsgen.",
  );
}

/** `@theme/Mermaid` imported by a React page of a site that draws no diagram (plugin.ts). */
function undrawnMermaid(options: { siteDir: string }, m: Message): Diagnostic {
  return moduleWarning(
    options,
    m,
    "Add '@docusaurus/theme-mermaid' to `themes` in docusaurus.config (Docusaurus needs it for this import), or in a site.config.ts set `markdown: { mermaid: true }`; the diagram is then drawn.",
  );
}

/** A Sass stylesheet's own `@warn` (assets/sass.ts), at its line. */
function sassWarning(options: { siteDir: string }, m: Message): Diagnostic {
  return moduleWarning(options, m, "The stylesheet's authors wrote this warning; the page builds.");
}

/**
 * An import of a module without any `export` (esbuild reads it as CommonJS, so the name is undefined), at the
 * import: a component imported so fails its page as it renders, with no place of its own.
 */
export function undefinedImport(options: { siteDir: string }, m: Message): Diagnostic {
  const mdx = mdxPlace(m);
  const missing = missingExport(m.text);
  const specifier = mdx?.written ?? specifierOf(m);
  const from = specifier ? ` (imported from ${JSON.stringify(specifier)})` : "";
  return {
    severity: "warning",
    code: "site-code",
    message: missing ? `${JSON.stringify(missing.name)} is undefined: ${missing.module} has no exports${from}` : m.text,
    ...place(options, m, mdx),
    hint: missing
      ? `Export it from ${missing.module} (\`export function ${missing.name}\` …, or \`export default\` for a default import).`
      : HINTS.other,
  };
}

/** What to do about an error of the site's code, by what esbuild says. */
const HINTS = {
  unsupported:
    "docsgen provides the Docusaurus modules listed on its manual's React page. Import one of those, or write the part yourself in src/components/.",
  unresolved:
    "Fix the path: @site/ starts at the site folder, ./ and ../ at this file; install a package the site's code needs in the site folder.",
  outside:
    "Copy the file into the site folder and import the copy (a package is imported by its name, from node_modules).",
  other:
    "Fix the code at this place; docsgen compiles src/pages and what they import with esbuild, as Docusaurus does with webpack.",
  ownFile:
    "This is not the site's code: docsgen's installed package lacks one of its own files. Install docsgen again; if the file is still missing, the package was packed without it: report it to docsgen.",
};

/**
 * A file docsgen compiles from its own package (its server render, a template, the hydration entry), not a
 * file of the site nor of a dependency. `packageRoot`: the docsgen package (tests name another).
 */
function isDocsgenFile(siteDir: string, path: string, packageRoot = PACKAGE_ROOT): boolean {
  return isWithin(packageRoot, path) && !isWithin(siteDir, path) && !isWithin(join(packageRoot, "node_modules"), path);
}

/**
 * An import docsgen's own code makes that does not resolve: the name is a file of docsgen's package, or the
 * importing file is one. The author's paths are not at fault, so the message says so.
 */
function ownFileMissing(options: { siteDir: string; packageRoot?: string }, m: Message): Diagnostic | undefined {
  const name = /^Could not resolve "([^"]+)"/.exec(m.text)?.[1];
  if (name === undefined) return undefined;
  const importer = m.location?.file ? resolve(options.siteDir, m.location.file) : undefined;
  const own = (path: string | undefined) =>
    path !== undefined && isAbsolute(path) && isDocsgenFile(options.siteDir, path, options.packageRoot);
  // A site file's import is the author's, whatever it names (the entries docsgen writes are no files).
  const bySite = importer !== undefined && isWithin(options.siteDir, importer) && existsSync(importer);
  const ownName = own(name) && !bySite;
  if (!ownName && !own(importer)) return undefined;
  // PACKAGE_ROOT is a folder URL's path: it ends with a slash.
  const root = (options.packageRoot ?? PACKAGE_ROOT).replace(/[\\/]$/, "");
  const what = ownName
    ? relativePath(root, name)
    : `${JSON.stringify(name)} (imported by ${relativePath(root, importer ?? "")})`;
  return {
    severity: "error",
    code: "site-code",
    message: `the site's code does not compile: docsgen's own file ${what} is missing from its package (${root})`,
    hint: HINTS.ownFile,
  };
}

/** An esbuild error of the site's code (bundle.ts), located where the author wrote it, with what to do. */
export async function located(options: { siteDir: string; packageRoot?: string }, m: Message): Promise<Diagnostic> {
  const own = ownFileMissing(options, m);
  if (own) return own;
  // An import of a partial names its module as the partial writes it (its imports moved to the page).
  const mdx = mdxPlace(m);
  const at = place(options, m, mdx);
  if (m.detail === POSTCSS_FAILED)
    return {
      severity: "error",
      code: "site-plugin",
      message: m.text,
      ...(at.line ? at : { file: at.file }),
      hint: POSTCSS_HINT,
    };
  if (m.text.includes(UNSUPPORTED_MODULE))
    return {
      severity: "error",
      code: "site-module",
      message: `${m.text}: it cannot be imported here`,
      ...at,
      hint: HINTS.unsupported,
    };
  if (m.text.includes(OUTSIDE_SITE))
    return { severity: "error", code: "path-outside", message: m.text, ...at, hint: HINTS.outside };
  const specifier = mdx?.written ?? specifierOf(m);
  const missing = missingExport(m.text);
  const { message, hint } = missing
    ? await missingExportText({ siteDir: options.siteDir, ...missing, ...(specifier ? { specifier } : {}) })
    : {
        message: mdx?.written ? m.text.replace(/"[^"]+"/, JSON.stringify(mdx.written)) : m.text,
        hint: /^Could not resolve\b/.test(m.text) ? HINTS.unresolved : HINTS.other,
      };
  return { severity: "error", code: "site-code", message: `the site's code does not compile: ${message}`, ...at, hint };
}

/** The server and browser builds report the same problem twice. */
export function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
