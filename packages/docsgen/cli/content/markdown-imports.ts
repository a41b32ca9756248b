import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import fg from "fast-glob";
import type { ResolvedConfig } from "../config/resolved.ts";
import { isWithin, rootDirOf } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";

/** The config with the markdown its code imports (below); unchanged for a site whose code imports none. */
export function withMarkdownImports(config: ResolvedConfig): ResolvedConfig {
  const imports = markdownImportedByCode(config);
  return imports.length > 0 ? { ...config, markdownImports: imports } : config;
}

/**
 * Markdown that the site's code imports as a component (`import IOSContent from './ios.md'` in a `.jsx`
 * beside the docs, then `<IOSContent />`), as Docusaurus's MDX loader lets any module do. A doc or page
 * imported so is parsed as a page with the site's code (markdown/parse.ts), so its compiled module is what
 * the import gives (react/markdown-imports.ts). Site-relative paths, sorted.
 *
 * Read from the code files of `src/` and of the content folders, where Docusaurus sites keep such modules;
 * a site without any code file there walks a few folders and reads nothing. Every build looks again, so
 * watch mode sees an import added or removed: the list is part of the config, so of the cache keys.
 */
export function markdownImportedByCode(config: ResolvedConfig): string[] {
  const folders = new Set([
    join(config.siteDir, "src"),
    config.docs.dir,
    ...(config.docs.versions ?? []).map((v) => v.dir),
    ...(config.docsInstances ?? []).flatMap((i) => [i.docs.dir, ...(i.docs.versions ?? []).map((v) => v.dir)]),
    ...(config.blog.enabled ? [config.blog.dir] : []),
  ]);
  const found = new Set<string>();
  for (const folder of folders) {
    const files = fg.sync("**/*.{js,jsx,ts,tsx,mjs}", {
      cwd: folder,
      absolute: true,
      ignore: ["**/node_modules/**", "**/*.d.ts"],
      suppressErrors: true,
    });
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      if (!text.includes(".md")) continue;
      for (const m of text.matchAll(IMPORTED)) {
        const target = targetPath(config.siteDir, file, m[1] ?? m[2] ?? "");
        // Only the site's own files: its folder (or --root's), or a content folder it keeps beside it (`path: '../docs'`).
        const own = target && [rootDirOf(config), ...folders].some((root) => isWithin(root, target));
        if (own) found.add(relativePath(config.siteDir, target));
      }
    }
  }
  return [...found].sort();
}

/** `from './x.md'`, `import('./x.mdx')`, `require("@site/docs/x.md")`: the specifier. */
const IMPORTED = /\bfrom\s*["']([^"'\n]+\.mdx?)["']|\b(?:import|require)\s*\(\s*["']([^"'\n]+\.mdx?)["']\s*\)/g;

/** A relative or `@site/` specifier as an absolute path; a package's markdown is not the site's. */
function targetPath(siteDir: string, importer: string, specifier: string): string | undefined {
  if (specifier.startsWith("@site/")) return join(siteDir, specifier.slice("@site/".length));
  if (/^\.\.?\//.test(specifier)) return resolve(dirname(importer), specifier);
  return undefined;
}
