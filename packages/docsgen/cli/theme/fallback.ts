import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";

/**
 * Swizzled components that need Docusaurus's own internals (`@docusaurus/theme-common/internal`,
 * `@theme/NavbarItem`, `@theme/Icon/*`…), which docsgen does not provide, or a package that comes with
 * Docusaurus's theme (`copy-text-to-clipboard`), which a site without Docusaurus installed lacks: Docusaurus
 * builds them, so docsgen does not stop there. The site's `src/theme/<Top>` (every component under that
 * folder, which its files import relatively) is left out, docsgen's own stands in its place, and a located
 * warning says so. Read from a failed bundle's errors in the site's theme folder; the failure's other errors
 * stand, and the next bundle, without those components, reports them. Undefined when no component is left out.
 */
export function swizzleFallback(
  error: unknown,
  excluded: readonly string[],
): { names: string[]; warnings: Diagnostic[] } | undefined {
  if (!(error instanceof BuildError)) return undefined;
  const errors = error.diagnostics.filter((d) => d.severity === "error");
  const tops = new Map<string, Diagnostic>();
  for (const d of errors) {
    const top = d.code === "site-module" || MISSING_PACKAGE.test(d.message) ? themeTop(d.file) : undefined;
    if (top !== undefined && !tops.has(top)) tops.set(top, d);
  }
  const names = [...tops.keys()].filter((top) => !excluded.includes(top));
  if (names.length === 0) return undefined;
  const warnings = names.map((top): Diagnostic => {
    const d = tops.get(top) as Diagnostic;
    return {
      severity: "warning",
      code: "unbuilt",
      message: `the site's ${top} is not used: it imports ${/"[^"]+"/.exec(d.message)?.[0] ?? "a module"}, which ${MISSING_PACKAGE.test(d.message) ? "is not installed" : "docsgen does not provide"}; docsgen's own ${top} is used in its place`,
      ...(d.file ? { file: d.file } : {}),
      ...(d.line ? { line: d.line } : {}),
      hint: "Docusaurus's theme internals are not part of docsgen: keep the component only if the site needs it under Docusaurus too.",
    };
  });
  return { names, warnings };
}

/** esbuild's error for a package import that is not installed (not `@site/…`, not a relative path). */
const MISSING_PACKAGE = /Could not resolve "(?!@site\/|\.|\/)[^"]+"/;

/** `src/theme/Navbar/Content/index.tsx` → `Navbar`; a file outside the site's theme folder → undefined. */
function themeTop(file: string | undefined): string | undefined {
  const m = /^src\/theme\/([^/]+)/.exec(file ?? "");
  return m ? (m[1] as string).replace(/\.[jt]sx?$/, "") : undefined;
}

/** Whether a component name is one of the left-out folders' (`Navbar`, `Navbar/Content`). */
export function isExcluded(name: string, excluded: readonly string[] | undefined): boolean {
  return excluded?.some((top) => name === top || name.startsWith(`${top}/`)) ?? false;
}
