import { dirname, join } from "node:path";
import type { Plugin } from "esbuild";
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
