import type { Program } from "estree-jsx";
import type { Nodes, Root } from "mdast";
import { walk } from "../walk.ts";
import type { Binding } from "./values.ts";

/**
 * A page's use of the site's own code (issue 34): an import of a module that is neither a Docusaurus module
 * docsgen renders itself (`@theme/…`, `@docusaurus/…`) nor a markdown partial. Such a page is compiled as
 * MDX and rendered with the site's components (cli/react/); every other page keeps docsgen's own expansion,
 * which runs no JavaScript.
 */
export function isSiteModule(source: string): boolean {
  return !DOCUSAURUS_OR_PARTIAL.test(source);
}

const DOCUSAURUS_OR_PARTIAL = /^(@docusaurus\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/)|\.mdx?$/;

/** The page imports the site's own code (see isSiteModule). */
export function usesSiteCode(bindings: ReadonlyMap<string, Binding>): boolean {
  for (const binding of bindings.values()) if (isSiteModule(binding.source)) return true;
  return false;
}

/** Names the page's ESM declares itself (`export const Note = …`, `function Row() {}`): usable as components. */
export function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      const declaration =
        statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration"
          ? statement.declaration
          : statement;
      if (declaration?.type === "FunctionDeclaration" || declaration?.type === "ClassDeclaration") {
        if (declaration.id) names.add(declaration.id.name);
      } else if (declaration?.type === "VariableDeclaration")
        for (const d of declaration.declarations) if (d.id.type === "Identifier") names.add(d.id.name);
    }
  }
  return names;
}

/** `<Foo.Bar>` → `Foo`: the name a member expression starts with. */
export function rootName(name: string): string {
  return name.split(".")[0];
}

/**
 * Components the page uses without importing or declaring them (`<Highlight>` from the site's
 * `src/theme/MDXComponents`): capitalized JSX names, outside partials (which are not expanded yet).
 */
export function unboundComponents(
  tree: Root,
  bindings: ReadonlyMap<string, Binding>,
  declared: ReadonlySet<string>,
): string[] {
  const names = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || !node.name) return;
    const name = rootName(node.name);
    if (/^[A-Z]/.test(name) && !bindings.has(name) && !declared.has(name)) names.add(name);
  });
  return [...names];
}
