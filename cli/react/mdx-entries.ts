import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Message, Plugin } from "esbuild";
import { PACKAGE_ROOT } from "../version.ts";
import type { MdxList } from "./pages.ts";

/** A page compiled as MDX, as the site-code bundle takes it (cli/react/pages.ts MdxPage, module awaited). */
export interface MdxModule {
  /** Relative to the site folder. */
  file: string;
  absPath: string;
  /** The compiled module (markdown/mdx/compile.ts). */
  code: string;
  /** A blog post's excerpt: hydrated by the list pages' entries (MdxList), with no entry of its own. */
  excerpt?: boolean;
}

/** How the bundles import a page's compiled module, and its browser entry; a list page's entry, by index. */
export const MDX_MODULE = "docsgen-mdx:";
export const MDX_ENTRY = "docsgen-mdx-page:";
export const MDX_LIST_ENTRY = "docsgen-mdx-list:";

/** A post's excerpt module is named after the post's file with this (`blog/x.mdx#excerpt`): blog/mdx.ts. */
export const EXCERPT_SUFFIX = "#excerpt";

/**
 * The compiled MDX modules, served to esbuild from memory (`docsgen-mdx:<path>`): their imports resolve
 * from the page's folder, as from the MDX file. And each page's browser entry (`docsgen-mdx-page:<path>`),
 * which hydrates the content with its module (client/mdx-page.tsx); each blog list page's
 * (`docsgen-mdx-list:<index>`), which hydrates each excerpt with its post's module.
 */
export function mdxModules(pages: readonly MdxModule[], lists: readonly MdxList[] = []): Plugin {
  const byPath = new Map(pages.map((p) => [p.absPath, p]));
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const hydrate = JSON.stringify(join(PACKAGE_ROOT, "client/mdx-page.tsx"));
  const listEntry = (list: MdxList) =>
    [
      `import { hydrateMdx } from ${hydrate};`,
      ...list.excerpts.map((e, i) => {
        const module = JSON.stringify(MDX_MODULE + (byFile.get(e.module)?.absPath ?? ""));
        return `import E${i} from ${module};\nhydrateMdx(E${i}, ${JSON.stringify(e.post)});`;
      }),
    ].join("\n");
  return {
    name: "docsgen-mdx-modules",
    setup(build) {
      build.onResolve({ filter: /^docsgen-mdx(-page|-list)?:/ }, (args) => {
        const [prefix, namespace] = args.path.startsWith(MDX_ENTRY)
          ? [MDX_ENTRY, "docsgen-mdx-page"]
          : args.path.startsWith(MDX_LIST_ENTRY)
            ? [MDX_LIST_ENTRY, "docsgen-mdx-list"]
            : [MDX_MODULE, "docsgen-mdx"];
        return { path: args.path.slice(prefix.length), namespace };
      });
      build.onLoad({ filter: /.*/, namespace: "docsgen-mdx-list" }, (args) => ({
        contents: listEntry(lists[Number(args.path)]),
        resolveDir: PACKAGE_ROOT,
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "docsgen-mdx" }, (args) => ({
        contents: byPath.get(args.path)?.code ?? "",
        resolveDir: dirname(args.path),
        loader: "js",
      }));
      build.onLoad({ filter: /.*/, namespace: "docsgen-mdx-page" }, (args) => ({
        contents: `import Content from ${JSON.stringify(MDX_MODULE + args.path)};\nimport { hydrateMdx } from ${hydrate};\nhydrateMdx(Content);`,
        resolveDir: dirname(args.path),
        loader: "js",
      }));
    },
  };
}

/** The server entry's lines for the MDX pages: each module's default export, by file. */
export function mdxServerLines(pages: readonly MdxModule[]): string[] {
  return [
    ...pages.map((p, i) => `import M${i} from ${JSON.stringify(MDX_MODULE + p.absPath)};`),
    `export const mdx = {${pages.map((p, i) => `${JSON.stringify(p.file)}: M${i}`).join(", ")}};`,
  ];
}

/**
 * Where an esbuild message about a compiled MDX module belongs: the line of the import it names
 * (`Could not resolve "./Missing"`), as the compiled module's lines are not the file's; in the MDX file, or in
 * a partial it includes, whose imports moved to the page (markdown/mdx/partial-code.ts), with the import's
 * specifier as written there.
 */
export function mdxPlace(m: Message): { absPath: string; line?: number; written?: string } | undefined {
  const file = m.location?.file;
  if (!file?.startsWith(`${MDX_MODULE}`)) return undefined;
  const absPath = file.slice(MDX_MODULE.length).replace(EXCERPT_SUFFIX, "");
  const specifier = /"([^"]+)"/.exec(m.text)?.[1];
  if (!specifier) return { absPath };
  return importLine(absPath, resolved(absPath, specifier), new Set()) ?? { absPath };
}

/** A relative specifier as the absolute path it names; any other as it is. */
function resolved(from: string, specifier: string): string {
  return /^\.\.?\//.test(specifier) ? resolve(dirname(from), specifier) : specifier;
}

/** The import of `target` in an MDX file or the partials it imports, with its line and specifier. */
function importLine(
  file: string,
  target: string,
  seen: Set<string>,
): { absPath: string; line: number; written: string } | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const partials: string[] = [];
  for (const [i, line] of text.split("\n").entries()) {
    if (!/^\s*(import|export)\b/.test(line)) continue;
    for (const [, written] of line.matchAll(/["']([^"']+)["']/g)) {
      const path = resolved(file, written);
      if (path === target) return { absPath: file, line: i + 1, written };
      if (/\.mdx?$/.test(written)) partials.push(path);
    }
  }
  for (const partial of partials) {
    const found = importLine(partial, target, seen);
    if (found) return found;
  }
  return undefined;
}
