import type { Node as EsNode, Program } from "estree-jsx";
import type { Nodes, Root } from "mdast";
import { walk } from "../walk.ts";
import { type Binding, expressionOf } from "./values.ts";

/**
 * A page's use of the site's own code (issue 34): an import of a module that is neither a Docusaurus module
 * docsgen renders itself (`@theme/…`, `@docusaurus/…`) nor a markdown partial. Such a page is compiled as
 * MDX and rendered with the site's components (cli/react/); every other page keeps docsgen's own expansion,
 * which runs no JavaScript.
 */
export function isSiteModule(source: string, themeOverrides?: ReadonlySet<string>): boolean {
  const theme = THEME_MODULE.exec(source)?.[1];
  return (theme !== undefined && themeOverrides?.has(theme) === true) || !DOCUSAURUS_OR_PARTIAL.test(source);
}

/** `@theme/X`, `@theme-original/X`, `@theme-init/X`: X is a theme component the site may override (theme/). */
const THEME_MODULE = /^@theme(?:-original|-init)?\/(.+)$/;

const DOCUSAURUS_OR_PARTIAL = /^(@docusaurus\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/)|\.mdx?$/;

/** The page imports the site's own code (see isSiteModule). */
export function usesSiteCode(bindings: ReadonlyMap<string, Binding>, themeOverrides?: ReadonlySet<string>): boolean {
  for (const binding of bindings.values()) if (isSiteModule(binding.source, themeOverrides)) return true;
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

/**
 * The page runs code of its own, as Docusaurus would (issue 48): it uses a component or value its ESM
 * declares (`export const Box = () => …` then `<Box />`, `{crew.size}`), or an HTML element has an event
 * handler (`<button onClick={() => …}>`). Such a page is compiled as MDX and hydrated, like one that imports
 * the site's components; without this, its declarations were left out and its handlers dropped.
 */
export function usesOwnCode(tree: Root, declared: ReadonlySet<string>): boolean {
  let found = false;
  walk<Nodes>(tree, (node) => {
    if (found) return false;
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression")
      found = readsAny(node.data?.estree, declared);
    else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      if (node.name && declared.has(rootName(node.name))) found = true;
      for (const attribute of node.attributes) {
        const program = typeof attribute.value === "object" ? attribute.value?.data?.estree : undefined;
        if (attribute.type === "mdxJsxAttribute" && isHandler(attribute)) found = true;
        else if (readsAny(program, declared)) found = true;
      }
    }
    return undefined;
  });
  return found;
}

/**
 * `onClick={…}`: an event handler written as code, which React attaches in the browser. A handler written as
 * a string (`onclick="…"`) is raw HTML's, and stays the sanitizer's to remove.
 */
export function isHandler(attribute: { name: string; value?: unknown }): boolean {
  return /^on[A-Z]/.test(attribute.name) && typeof attribute.value === "object" && attribute.value !== null;
}

/** Whether an expression names one of `names` (`styles.box`, `cx(styles.a)`), by a walk of its identifiers. */
export function readsAny(expression: EsNode | null | undefined, names: ReadonlySet<string>): boolean {
  if (!expression || names.size === 0) return false;
  const stack: unknown[] = [expression];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === "object") {
      const node = value as { type?: string; name?: string };
      if (node.type === "Identifier" && node.name && names.has(node.name)) return true;
      for (const [key, child] of Object.entries(value)) if (key !== "loc" && key !== "range") stack.push(child);
    }
  }
  return false;
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

/**
 * Theme components whose props read the site's code (`<Tabs values={constants.languages}>` where `constants`
 * is the site's module), with the imported components inside them (`TabItem`): docsgen's own expansion
 * reads static props only, so these are rendered by the site's code, as the site's components are. Names of
 * imports, for Scope.siteCode.
 */
export function themeElementsReadingSite(
  tree: Root,
  siteNames: ReadonlySet<string>,
  bindings: ReadonlyMap<string, Binding>,
): Set<string> {
  const names = new Set<string>();
  const isJsx = (node: Nodes) => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
  walk<Nodes>(tree, (node) => {
    if (!isJsx(node)) return;
    const element = node as Extract<Nodes, { type: "mdxJsxFlowElement" }>;
    if (!element.name || !bindings.has(rootName(element.name))) return;
    const reads = element.attributes.some(
      (a) =>
        a.type === "mdxJsxAttribute" &&
        typeof a.value === "object" &&
        a.value !== null &&
        readsAny(expressionOf(a.value.data?.estree), siteNames),
    );
    if (!reads) return;
    names.add(rootName(element.name));
    walk<Nodes>(element, (inner) => {
      const name = isJsx(inner) ? (inner as typeof element).name : undefined;
      const source = name ? bindings.get(rootName(name))?.source : undefined;
      // A markdown partial inside stays docsgen's to inline (partials.ts), as on any page.
      if (name && source !== undefined && !/\.mdx?$/.test(source)) names.add(rootName(name));
    });
    return false;
  });
  return names;
}
