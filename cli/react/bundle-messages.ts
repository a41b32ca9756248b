import { resolve } from "node:path";
import type { Message } from "esbuild";
import { SASS_WARNING } from "../assets/sass.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { mdxPlace } from "./mdx-entries.ts";
import { APPROXIMATE_MODULE, UNDRAWN_MERMAID, UNSUPPORTED_MODULE } from "./plugin.ts";

// What esbuild reports about the site's code (bundle.ts), as located diagnostics.

/** Where an esbuild message points, relative to the site folder. */
function place(options: { siteDir: string }, m: Message): Pick<Diagnostic, "file" | "line" | "column"> {
  const mdx = mdxPlace(m);
  if (mdx) return { file: relativePath(options.siteDir, mdx.absPath), ...(mdx.line ? { line: mdx.line } : {}) };
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

export function located(options: { siteDir: string }, m: Message): Diagnostic {
  const unsupported = m.text.includes(UNSUPPORTED_MODULE);
  // An import of a partial names its module as the partial writes it (its imports moved to the page).
  const written = mdxPlace(m)?.written;
  const text = written ? m.text.replace(/"[^"]+"/, JSON.stringify(written)) : m.text;
  return {
    severity: "error",
    code: unsupported ? "site-module" : "site-code",
    message: unsupported ? `${text}: it cannot be imported here` : `the site's code does not compile: ${text}`,
    ...place(options, m),
    hint: unsupported
      ? "docsgen provides the Docusaurus modules listed on its manual's React page. Import one of those, or write the part yourself in src/components/."
      : "Fix the code at this place; docsgen compiles src/pages and what they import with esbuild, as Docusaurus does with webpack.",
  };
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
