import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Plugin, transformSync } from "esbuild";
import type { Program } from "estree-jsx";
import { RAW_CODE_TAG } from "../../shared/content-elements.ts";
import { MDX_PROVIDER } from "../markdown/mdx/compile.ts";
import { parseMdxSyntax } from "../markdown/mdx/syntax.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { MDX_COMPONENTS_FILES } from "./theme-files.ts";

const found = new Map<string, string | undefined>();

/** The site's `src/theme/MDXComponents` file (relative to the site folder), if it has one; looked up once per site. */
export function siteMdxComponents(siteDir: string): string | undefined {
  if (!found.has(siteDir))
    found.set(
      siteDir,
      MDX_COMPONENTS_FILES.find((c) => existsSync(join(siteDir, c))),
    );
  return found.get(siteDir);
}

/**
 * The names the site's map gives (`export default { ...MDXComponents, Highlight, Note: Callout }` →
 * Highlight, Note), read from its source without running it: only pages that use one of them are built
 * with the site's code. Undefined when the default export is not an object literal docsgen can read: every
 * component used without an import is then taken from the map.
 */
export function mdxComponentNames(siteDir: string): ReadonlySet<string> | undefined {
  if (!names.has(siteDir)) names.set(siteDir, readNames(siteDir));
  return names.get(siteDir);
}

const names = new Map<string, ReadonlySet<string> | undefined>();

function readNames(siteDir: string): ReadonlySet<string> | undefined {
  const file = siteMdxComponents(siteDir);
  if (!file) return undefined;
  let source: string;
  try {
    // TypeScript and JSX to JavaScript with JSX (the MDX parser reads JSX, not types); comments dropped.
    const loader = file.endsWith(".ts") ? "ts" : file.endsWith(".tsx") ? "tsx" : "jsx";
    source = transformSync(readFileSync(join(siteDir, file), "utf8"), { loader, jsx: "preserve", format: "esm" }).code;
  } catch {
    return undefined; // the bundle reports the file's errors, located
  }
  const object = defaultObject(source);
  if (object === undefined) return undefined;
  // The object as an MDX expression: remark-mdx parses JavaScript with JSX (acorn), as a page's `{…}`.
  const parsed = parseMdxSyntax(`{(${object})}`);
  if ("error" in parsed) return undefined;
  const node = parsed.tree.children[0];
  const statement =
    node?.type === "mdxFlowExpression" ? (node.data?.estree as Program | undefined)?.body[0] : undefined;
  const expression = statement?.type === "ExpressionStatement" ? statement.expression : undefined;
  if (expression?.type !== "ObjectExpression") return undefined;
  const keys = new Set<string>();
  for (const p of expression.properties) {
    if (p.type !== "Property") continue;
    if (p.key.type === "Identifier" && !p.computed) keys.add(p.key.name);
    else if (p.key.type === "Literal") keys.add(String(p.key.value));
  }
  return keys;
}

/**
 * The source of the default export's object literal, braces matched (strings and comments inside it are
 * skipped over), in esbuild's output of the file.
 */
function defaultObject(source: string): string | undefined {
  // esbuild writes `export default {…}` as `var stdin_default = {…}; export { stdin_default as default };`.
  const name = /\b([\w$]+) as default\b/.exec(source)?.[1];
  const at = name
    ? new RegExp(`^(?:var|let|const)\\s+${name.replace(/\$/g, "\\$")}\\s*=\\s*\\{`, "m").exec(source)
    : /^export\s+default\s+\{/m.exec(source);
  if (!at) return undefined;
  const open = at.index + at[0].length - 1;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === "\\") i++;
    } else if (c === "/" && source[i + 1] === "/")
      i = source.indexOf("\n", i) < 0 ? source.length : source.indexOf("\n", i);
    else if (c === "/" && source[i + 1] === "*") i = source.indexOf("*/", i + 2) + 1 || source.length;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return source.slice(open, i + 1);
  }
  return undefined;
}

/**
 * The components the site's `src/theme/MDXComponents` gives every MDX page, as MDX's provider: the entries
 * the site adds or replaces. The entries it spreads from `@theme-original/MDXComponents` unchanged are left
 * out: docsgen already rendered headings, links, code and admonitions into the page (markdown/), and would
 * otherwise render them twice. Without such a file, none.
 */
export function mdxProvider(siteDir: string): Plugin {
  const own = siteMdxComponents(siteDir);
  const original = join(PACKAGE_ROOT, "templates/docusaurus/MDXComponents.tsx");
  // docsgen's highlighted code blocks, for every compiled module: a doc imported by the site's code
  // (`<IOSContent />`, react/mdx-entries.ts) is rendered without the page's own `components`.
  const rawCode = `import { RawCode } from ${JSON.stringify(join(PACKAGE_ROOT, "templates/RawCode.tsx"))};`;
  const raw = `${JSON.stringify(RAW_CODE_TAG)}: RawCode`;
  const contents = own
    ? `import site from ${JSON.stringify(join(siteDir, own))};
import original from ${JSON.stringify(original)};
${rawCode}
const components = { ${raw}, ...Object.fromEntries(Object.entries(site ?? {}).filter(([k, v]) => original[k] !== v)) };
export function useMDXComponents() { return components; }`
    : `${rawCode}\nconst components = { ${raw} };\nexport function useMDXComponents() { return components; }`;
  return {
    name: "docsgen-mdx-provider",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${MDX_PROVIDER}$`) }, () => ({
        path: "provider",
        namespace: "docsgen-mdx-provider",
      }));
      build.onLoad({ filter: /.*/, namespace: "docsgen-mdx-provider" }, () => ({
        contents,
        resolveDir: siteDir,
        loader: "js",
      }));
    },
  };
}
