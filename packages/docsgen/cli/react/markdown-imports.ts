import { readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Plugin } from "esbuild";
import matter from "gray-matter";
import remarkGfm from "remark-gfm";
import { MDX_PROVIDER } from "../markdown/mdx/compile.ts";
import { OUTSIDE_SITE, placeOf } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";
import { PACKAGE_ROOT } from "../version.ts";
import type { MdxModule } from "./mdx-entries.ts";

/**
 * Markdown imported by the site's code (`import IOSContent from './ios.md'`, then `<IOSContent />`), as
 * Docusaurus's MDX loader lets any module do. Asked before the plugin that resolves `@site/…` to files,
 * which esbuild has no loader for.
 * - A doc or page of the site (content/markdown-imports.ts had it parsed with the site's code): its compiled
 *   module, the content exactly as its own page shows it.
 * - Any other file of the site (a `_` partial): compiled on its own by `@mdx-js/mdx`, GFM included, its
 *   links through `@docusaurus/Link` (the base URL added), with a located warning: docsgen's highlighting,
 *   heading ids, admonitions and link checks are its pages' alone.
 */
export function markdownImports(pages: readonly MdxModule[], siteDir: string, rootDir = siteDir): Plugin {
  const byPath = new Map(pages.map((p) => [p.absPath, p]));
  return {
    name: "docsgen-markdown-imports",
    setup(build) {
      build.onResolve({ filter: /\.mdx?$/ }, (args) => {
        const abs = absolute(args.path, args.resolveDir, siteDir);
        if (abs === undefined) return undefined;
        if (byPath.has(abs)) return { path: abs, namespace: "docsgen-mdx" };
        const place = placeOf(rootDir, abs);
        if (place === "missing") return undefined; // esbuild's own "Could not resolve", at the import
        if (place === "outside") return { errors: [{ text: `"${args.path}" ${OUTSIDE_SITE}` }] };
        const rel = relativePath(siteDir, abs);
        const text = `"${args.path}" (${rel}) is not a doc or page, so it is rendered as plain MDX: its code blocks are not highlighted, and admonitions, heading ids and link checks are left out`;
        return { path: abs, namespace: "docsgen-md-partial", warnings: [{ text, detail: PLAIN_MARKDOWN }] };
      });
      build.onLoad({ filter: /.*/, namespace: "docsgen-md-partial" }, async (args) => ({
        contents: await partialModule(args.path),
        resolveDir: dirname(args.path),
        loader: "js",
      }));
    },
  };
}

function absolute(specifier: string, resolveDir: string, siteDir: string): string | undefined {
  if (specifier.startsWith("@site/")) return join(siteDir, specifier.slice("@site/".length));
  if (/^\.\.?\//.test(specifier)) return resolve(resolveDir, specifier);
  return isAbsolute(specifier) ? specifier : undefined;
}

/** Marks the warning of a partial rendered as plain MDX (bundle-messages.ts). */
export const PLAIN_MARKDOWN = "docsgen-plain-markdown";

/** The partial as a module whose default export renders it, links through the theme's Link. */
async function partialModule(file: string): Promise<string> {
  const { compile } = await import("@mdx-js/mdx");
  const { content } = matter(readFileSync(file, "utf8"), {});
  const compiled = String(
    await compile(
      { value: content, path: file },
      {
        format: file.endsWith(".mdx") ? "mdx" : "md",
        remarkPlugins: [remarkGfm],
        jsxImportSource: "react",
        providerImportSource: MDX_PROVIDER,
        development: false,
      },
    ),
  ).replace("export default function MDXContent", "function MDXContent");
  const link = JSON.stringify(join(PACKAGE_ROOT, "templates/docusaurus/Link.tsx"));
  return `${compiled}
import { jsx as __docsgenJsx } from "react/jsx-runtime";
import __DocsgenLink from ${link};
import { useMDXComponents as __docsgenComponents } from ${JSON.stringify(MDX_PROVIDER)};
export default function Partial(props) {
  const components = { a: __DocsgenLink, ...__docsgenComponents(), ...props.components };
  return __docsgenJsx(MDXContent, { ...props, components });
}`;
}
