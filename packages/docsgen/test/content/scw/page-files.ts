import { posix } from "node:path";
import fg from "fast-glob";
import ts from "typescript";
import { SCW } from "../../helpers/cli.ts";
import { docExamples } from "./run-example.ts";

// A page's example can import a file the reader wrote from another block (`import { addVersionBlock } from
// "./add-version-block"` in extend.md's src/index.ts): the block titled with that path on the same page, or
// else the one block of the site with that title (src/hide-test-methods.ts is on decorator.md). The type check
// of examples resolves the same page's files (test/examples); running them needs this table.

/** The title of a block naming a TypeScript file by a relative path. */
function titlePath(meta: string): string | undefined {
  const title = /(?:^|\s)title="([^"]+)"/.exec(meta)?.[1];
  return title && /\.tsx?$/.test(title) ? title : undefined;
}

let titled: { page: string; path: string; code: string }[] | undefined;

/** Every titled ts/tsx block of the docs and pages, with its page (read once per test file). */
function titledBlocks(): { page: string; path: string; code: string }[] {
  titled ??= fg
    .sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW })
    .sort()
    .flatMap((page) =>
      docExamples(page).flatMap((e) => {
        const path = titlePath(e.meta);
        return path && !e.skipped ? [{ page, path, code: e.code }] : [];
      }),
    );
  return titled;
}

/** The code a reader's file at `from` (a block title) gets for `import … from "<specifier>"`, or undefined. */
function resolveLocal(blocks: ReturnType<typeof titledBlocks>, page: string, from: string, specifier: string) {
  const base = posix.join(posix.dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`];
  const onPage = blocks.filter((b) => b.page === page && candidates.includes(b.path));
  if (onPage.length === 1) return onPage[0];
  const anywhere = blocks.filter((b) => candidates.includes(b.path));
  return anywhere.length === 1 ? anywhere[0] : undefined;
}

/**
 * The relative imports of an example (its page and title), followed transitively: each specifier as written,
 * mapped to the CommonJS code of the file it names. Throws on an import that names no unique block.
 */
export function localModules(page: string, from: string, code: string): Record<string, string> {
  if (!/from\s+"\.{1,2}\//.test(code)) return {};
  const blocks = titledBlocks();
  const modules: Record<string, string> = {};
  const visit = (importer: string, source: string, importerPage: string) => {
    for (const [, specifier] of source.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
      if (modules[specifier] !== undefined) continue;
      const found = resolveLocal(blocks, importerPage, importer, specifier);
      if (!found) throw new Error(`${page}: ${from} imports ${specifier}, which no single block is titled`);
      modules[specifier] = ts.transpileModule(found.code, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
      }).outputText;
      visit(found.path, found.code, found.page);
    }
  };
  visit(from, code, page);
  return modules;
}

/** The title of an example's block, for `localModules`. */
export const exampleTitle = titlePath;
