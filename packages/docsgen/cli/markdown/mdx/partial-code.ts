import { dirname, relative, resolve } from "node:path";
import type { Program } from "estree-jsx";
import type { Nodes, Root } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdx";
import { walk } from "../walk.ts";
import type { PageCode, Run, Scope } from "./scope.ts";
import {
  declaredNames,
  isSiteModule,
  rootName,
  themeElementsReadingSite,
  unboundComponents,
  usesOwnCode,
  usesSiteCode,
} from "./site-code.ts";
import type { Binding } from "./values.ts";

/** A page's code before its partials: its own names, when it keeps its ESM (it uses the site's code). */
export function pageCode(page: Scope, tree: Root, provided?: ReadonlySet<string> | "any"): PageCode {
  const names = new Map<string, string>();
  if (page.siteCode) {
    for (const [name, binding] of page.bindings) names.set(name, bindingKey(page.absPath, binding));
    for (const name of declaredNames(tree)) names.set(name, `declared:${page.absPath}#${name}`);
  }
  return { absPath: page.absPath, ...(provided ? { provided } : {}), names, hoisted: [], partials: new Map() };
}

/** What an imported name binds, comparable across files: the resolved module and its export. */
function bindingKey(from: string, binding: Binding): string {
  const source = /^\.\.?\//.test(binding.source) ? resolve(dirname(from), binding.source) : binding.source;
  return `${source}#${binding.imported}`;
}

/**
 * Before a partial's expansion: when it uses the site's code (its imports, or the site's MDXComponents),
 * its scope keeps those components, and its names are bound in the page (renamed where the page binds the
 * same name to something else). Returns what to finish with once it is expanded, or undefined.
 */
export function partialCode(tree: Root, inner: Scope, run: Run): (() => void) | undefined {
  const code = run.code;
  if (!code) return undefined;
  const declared = declaredNames(tree);
  const map = code.provided;
  const provided = map
    ? unboundComponents(tree, inner.bindings, declared).filter((name) => map === "any" || map.has(name))
    : [];
  if (!usesSiteCode(inner.bindings, run.themeOverrides) && provided.length === 0 && !usesOwnCode(tree, declared))
    return undefined;
  const names = new Set([...declared, ...provided]);
  for (const [name, binding] of inner.bindings) if (isSiteModule(binding.source, run.themeOverrides)) names.add(name);
  for (const name of themeElementsReadingSite(tree, names, inner.bindings)) names.add(name);
  inner.siteCode = names;
  run.siteCode = true;
  const known = code.partials.get(inner.absPath);
  const renames = known ?? bindNames(code, inner, declared);
  code.partials.set(inner.absPath, renames);
  return () => {
    const esm = tree.children.filter((n): n is MdxjsEsm => n.type === "mdxjsEsm");
    tree.children = tree.children.filter((n) => n.type !== "mdxjsEsm");
    if (!known) for (const node of esm) hoist(node, { code, from: inner.absPath, renames });
    if (renames.size > 0) renameInTree(tree, renames);
  };
}

/** Binds a partial's names in the page: kept, dropped when the page binds the same thing, else renamed. */
function bindNames(code: PageCode, inner: Scope, declared: ReadonlySet<string>): Map<string, string> {
  const renames = new Map<string, string>();
  const keys: [string, string][] = [
    ...[...inner.bindings].map(([name, b]): [string, string] => [name, bindingKey(inner.absPath, b)]),
    ...[...declared].map((name): [string, string] => [name, `declared:${inner.absPath}#${name}`]),
  ];
  for (const [name, key] of keys) {
    const bound = code.names.get(name);
    if (bound === undefined) code.names.set(name, key);
    else if (bound !== key) {
      let n = 1;
      while (code.names.has(`${name}$${n}`)) n++;
      renames.set(name, `${name}$${n}`);
      code.names.set(`${name}$${n}`, key);
    } else renames.set(name, name); // the page's own: the partial's declaration is dropped
  }
  return renames;
}

/**
 * A partial's ESM block at the page's top level: relative imports resolved from the page, names the page
 * already binds to the same thing dropped, others renamed, `export`s made plain declarations (a partial's
 * exports are not the page's).
 */
function hoist(
  node: MdxjsEsm,
  { code, from, renames }: { code: PageCode; from: string; renames: Map<string, string> },
) {
  const program = node.data?.estree as Program | undefined;
  if (!program) return;
  const kept = (name: string) => renames.get(name) !== name;
  const body: Program["body"] = [];
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") {
      const source = String(statement.source.value);
      if (/\.mdx?$/.test(source)) continue; // a partial of the partial: inlined
      if (/^\.\.?\//.test(source)) {
        const moved = relative(dirname(code.absPath), resolve(dirname(from), source))
          .split("\\")
          .join("/");
        statement.source.value = moved.startsWith(".") ? moved : `./${moved}`;
        statement.source.raw = JSON.stringify(statement.source.value);
      }
      const specifiers = statement.specifiers.filter((s) => kept(s.local.name));
      if (specifiers.length === 0 && statement.specifiers.length > 0) continue;
      statement.specifiers = specifiers;
      body.push(statement);
    } else if (statement.type === "ExportNamedDeclaration" && statement.declaration) {
      body.push(statement.declaration);
    } else if (!statement.type.startsWith("Export")) body.push(statement);
  }
  program.body = body.filter((s) => !declaresOnly(s, (name) => !kept(name)));
  renameInEstree(program, renames);
  if (program.body.length > 0) code.hoisted.push(node);
}

/** A declaration all of whose names `drop` says to leave out. */
function declaresOnly(statement: Program["body"][number], drop: (name: string) => boolean): boolean {
  if (statement.type === "FunctionDeclaration" || statement.type === "ClassDeclaration")
    return statement.id !== null && drop(statement.id.name);
  if (statement.type === "VariableDeclaration")
    return statement.declarations.every((d) => d.id.type === "Identifier" && drop(d.id.name));
  return false;
}

/** The partial's JSX names and the code of its expressions and attributes, renamed. */
function renameInTree(tree: Root, renames: Map<string, string>) {
  walk<Nodes>(tree, (node) => {
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name) {
      const root = rootName(node.name);
      const to = renames.get(root);
      if (to && to !== root) node.name = to + node.name.slice(root.length);
      for (const attribute of node.attributes) {
        const value = attribute.type === "mdxJsxAttribute" ? attribute.value : attribute;
        if (value && typeof value === "object") renameInEstree(value.data?.estree, renames);
      }
    }
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression")
      renameInEstree(node.data?.estree, renames);
  });
}

type EsObject = { type?: string; [key: string]: unknown };

/**
 * Renames identifiers in code, by name: a partial's code is small and its names are the imports and
 * declarations at its top level. Property names (`a.Badge`, `{ Badge: 1 }`, JSX attribute names) stay.
 */
function renameInEstree(program: Program | null | undefined, renames: Map<string, string>) {
  if (!program) return;
  const visit = (node: EsObject, parent?: EsObject, key?: string) => {
    if ((node.type === "Identifier" || node.type === "JSXIdentifier") && typeof node.name === "string") {
      const to = renames.get(node.name);
      const property =
        (parent?.type === "MemberExpression" && key === "property" && !parent.computed) ||
        (parent?.type === "JSXMemberExpression" && key === "property") ||
        (parent?.type === "Property" && key === "key" && !parent.computed) ||
        (parent?.type === "JSXAttribute" && key === "name") ||
        ((parent?.type === "ImportSpecifier" || parent?.type === "ExportSpecifier") && key !== "local");
      if (to && !property) node.name = to;
      return;
    }
    // The parser shares one node between a shorthand's key and value, and an import's two names: apart first.
    if (node.type === "Property" && node.shorthand && node.key === node.value) {
      node.key = { ...(node.key as EsObject) };
      node.shorthand = false;
    }
    if ((node.type === "ImportSpecifier" || node.type === "ExportSpecifier") && node.local) {
      const other = node.type === "ImportSpecifier" ? "imported" : "exported";
      if (node[other] === node.local) node[other] = { ...(node.local as EsObject) };
    }
    for (const [k, value] of Object.entries(node)) {
      if (k === "loc" || k === "range") continue;
      if (Array.isArray(value)) for (const item of value) if (item && typeof item === "object") visit(item, node, k);
      if (value && typeof value === "object" && !Array.isArray(value)) visit(value as EsObject, node, k);
    }
  };
  visit(program as unknown as EsObject);
}
