import type { Program } from "estree-jsx";
import type { Root as HastRoot } from "hast";
import { BuildError } from "../../diagnostics/diagnostic.ts";
import { walk } from "../walk.ts";

/** The module the compiled pages ask for their components: the site's `src/theme/MDXComponents` (cli/react/mdx-components.ts). */
export const MDX_PROVIDER = "docsgen:mdx-components";

/**
 * The final hast of a page that uses the site's components (docsgen's own parse, expansion, highlighting,
 * link rewriting and sanitizing done: render/prerender.ts), compiled by `@mdx-js/mdx` into an ES module
 * whose default export renders it. The compiler gets this tree in place of parsing the file again, so the
 * page has everything docsgen does to markdown, and only its site components, expressions and ESM run as
 * code. Loaded on first use: sites without such pages never load the compiler.
 *
 * Imports of markdown partials are left out of the module: docsgen inlined them, and the bundler has no
 * loader for `.md`. Docusaurus modules stay: an expression may pass one to a site component.
 */
export async function compileMdxModule(hast: HastRoot, page: { file: string; absPath: string }): Promise<string> {
  const { compile } = await import("@mdx-js/mdx");
  dropPartialImports(hast);
  try {
    const out = await compile(
      { value: "", path: page.absPath },
      {
        rehypePlugins: [() => () => hast],
        outputFormat: "program",
        jsxImportSource: "react",
        // The site's `src/theme/MDXComponents` (cli/react/mdx-components.ts).
        providerImportSource: MDX_PROVIDER,
        development: false,
      },
    );
    return String(out);
  } catch (error) {
    throw new BuildError(
      [
        {
          severity: "error",
          code: "mdx-parse",
          message: `the MDX of this page could not be compiled: ${(error as Error).message}`,
          file: page.file,
          hint: "Check the JSX and expressions of the page's components (closed tags, valid JavaScript).",
        },
      ],
      { cause: error },
    );
  }
}

/** Drops the import declarations of partials, which docsgen inlined (see compileMdxModule). */
function dropPartialImports(hast: HastRoot) {
  walk<HastRoot["children"][number] | HastRoot>(hast, (node) => {
    if ((node.type as string) !== "mdxjsEsm") return;
    const program = (node as { data?: { estree?: Program } }).data?.estree;
    if (!program) return;
    program.body = program.body.filter(
      (s) => s.type !== "ImportDeclaration" || !/\.mdx?$/.test(String(s.source.value)),
    );
  });
}
