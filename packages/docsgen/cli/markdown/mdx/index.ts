import type { Schema } from "hast-util-sanitize";
import type { Nodes, Root } from "mdast";
import type { Processor } from "unified";
import { BuildError } from "../../diagnostics/diagnostic.ts";
import type { PluginMessage } from "../../diagnostics/vfile-messages.ts";
import type { MermaidMarkdown } from "../mermaid.ts";
import { DEFAULT_SCHEMA } from "../sanitize-schema.ts";
import { walk } from "../walk.ts";
import { collectImports, expandChildren } from "./expand.ts";
import { pageCode } from "./partial-code.ts";
import { type ParseBody, partialInliner } from "./partials.ts";
import { shiftLines } from "./positions.ts";
import type { Run, Scope } from "./scope.ts";
import {
  declaredNames,
  isSiteModule,
  themeElementsReadingSite,
  unboundComponents,
  usesOwnCode,
  usesSiteCode,
} from "./site-code.ts";
import { type MdxSyntaxError, mdxSyntaxErrors, parseMdxSyntax, syntaxOf } from "./syntax.ts";

/** The file a body comes from. */
export interface MdxSource {
  absPath: string;
  /** Relative to the site folder, for diagnostics. */
  file: string;
  /** The site folder: partials outside it are refused (paths/contain.ts). Absent in tests of one body. */
  siteDir?: string;
  /** The folder partials must lie in when it is not the site folder (ResolvedConfig.rootDir, `--root`). */
  rootDir?: string;
  /** What its HTML may hold (sanitize-schema.ts); default: DEFAULT_SCHEMA. */
  schema?: Schema;
  /**
   * The page may use the site's own components (docs, pages and blog posts): when it imports site code, its
   * MDX is kept for the MDX compiler instead of being reported (site-code.ts).
   */
  siteCode?: boolean;
  /**
   * The site has a `src/theme/MDXComponents` (cli/react/mdx-components.ts): a component used without an
   * import is taken from it when the map gives that name ("any": the names could not be read), so a page
   * that uses one is rendered with the site's code.
   */
  mdxComponents?: ReadonlySet<string> | "any";
  /**
   * The theme components the site's `src/theme` or its theme packages give (theme/overrides.ts): a page that
   * imports one is rendered with the site's code, so it shows the site's component.
   */
  themeOverrides?: ReadonlySet<string>;
  /** The site's code imports this file as a component (content/markdown-imports.ts): it is compiled as a module. */
  importedByCode?: boolean;
  /** The site's Mermaid settings (mermaid.ts); absent for a site without Mermaid. */
  mermaid?: MermaidMarkdown;
}

/**
 * The tree of a body that is MDX (`.mdx`, or `.md` with ESM lines: syntax.ts), with every MDX node
 * expanded: ESM removed, `{/* comments *\/}` removed, theme components, HTML elements and partials
 * rendered, anything else reported (located `mdx-unsupported` messages) with its children kept. Undefined
 * when the body is plain markdown. A `.md` body that is not valid MDX is parsed as markdown, with a
 * located `mdx-parse` message; an `.mdx` one fails the build at its error.
 * `parseMarkdown` parses a body that is not MDX (a markdown partial).
 */
export function parseMdx(
  markdown: string,
  source: MdxSource,
  lineOffset: number,
  parsers: { parseMarkdown: (markdown: string) => Root; mdx?: Processor },
): { tree?: Root; messages: PluginMessage[]; partials?: string[]; tabs?: number; siteCode?: boolean } | undefined {
  if (syntaxOf(source.absPath, markdown) !== "mdx") return undefined;
  const { parseMarkdown } = parsers;
  const parsed = parsers.mdx ? parseMdxSyntax(markdown, parsers.mdx) : parseMdxSyntax(markdown);
  if ("error" in parsed) {
    // micromark names other places in its message (`<br>` (6:3-6:7)) in body lines: file lines, like ours.
    const inFile = (error: MdxSyntaxError) => ({
      line: error.line + lineOffset - 1,
      column: error.column,
      message: error.message.replace(/\(\d+:\d+-\d+:\d+\)/g, (range) =>
        range.replace(/(\d+):/g, (_, line) => `${Number(line) + lineOffset - 1}:`),
      ),
    });
    if (source.absPath.endsWith(".mdx"))
      // Every error the file has, in one run: one build-and-fix round, not one per error.
      throw new BuildError(
        mdxSyntaxErrors(markdown, parsed.error).map((error) => {
          const { message, ...place } = inFile(error);
          return {
            severity: "error",
            code: "mdx-parse",
            message: `not valid MDX: ${message}`,
            file: source.file,
            ...place,
            hint: "MDX is JSX inside markdown: close every tag (`<br />`), escape `{` and `<` in text as `\\{` and `&lt;`.",
          };
        }),
      );
    const { message, ...place } = inFile(parsed.error);
    return {
      messages: [
        {
          reason: `this .md file has import/export lines but is not valid MDX (${message}); it is rendered as plain markdown`,
          ruleId: "mdx-parse",
          ...place,
          note: "Make it valid MDX (close every tag, escape `{` and `<` in text), or remove the import/export lines.",
        },
      ],
    };
  }
  const tree = parsed.tree;
  shiftLines(tree, lineOffset - 1);
  const run = expand(tree, source, parseMarkdown, 0);
  return { tree, messages: run.messages, partials: [...run.files], tabs: run.tabs, siteCode: run.siteCode };
}

/** Expands the MDX nodes of a tree (see parseMdx); `tabs`: tab groups already on the page. */
function expand(tree: Root, source: MdxSource, parseMarkdown: (markdown: string) => Root, tabs: number): Run {
  const parseBody: ParseBody = (text, fileName) =>
    syntaxOf(fileName, text) === "mdx" ? parseMdxSyntax(text) : { tree: parseMarkdown(text) };
  const run: Run = {
    messages: [],
    tabs,
    files: new Set(),
    schema: source.schema ?? DEFAULT_SCHEMA,
    partial: partialInliner(parseBody, source),
    ...(source.themeOverrides ? { themeOverrides: source.themeOverrides } : {}),
  };
  const scope: Scope = { absPath: source.absPath, bindings: new Map(), importAt: new Map(), stack: [] };
  collectImports(tree, scope);
  const declared = source.siteCode ? declaredNames(tree) : new Set<string>();
  const map = source.siteCode ? source.mdxComponents : undefined;
  const provided = map
    ? unboundComponents(tree, scope.bindings, declared).filter((name) => map === "any" || map.has(name))
    : [];
  if (
    source.siteCode &&
    (usesSiteCode(scope.bindings, run.themeOverrides) || provided.length > 0 || usesOwnCode(tree, declared))
  ) {
    const names = new Set([...declared, ...provided]);
    for (const [name, binding] of scope.bindings) if (isSiteModule(binding.source, run.themeOverrides)) names.add(name);
    for (const name of themeElementsReadingSite(tree, names, scope.bindings)) names.add(name);
    scope.siteCode = names;
    run.siteCode = true;
  }
  if (source.siteCode) run.code = pageCode(scope, tree, map);
  expandChildren(tree, scope, run);
  // Partials' imports and declarations, at the top level (partial-code.ts).
  if (run.code?.hoisted.length) tree.children.unshift(...run.code.hoisted);
  return run;
}

/**
 * Expands the MDX nodes a config's remark plugin added to a page of any syntax (npm2yarn's `<Tabs>` and its
 * import), as a page's own are; `tabs`: tab groups already on the page, so ids stay unique. Nothing to do on
 * a tree without MDX nodes.
 */
export function expandPluginOutput(
  tree: Root,
  source: MdxSource,
  parseMarkdown: (markdown: string) => Root,
  tabs: number,
): { messages: PluginMessage[]; partials: string[] } {
  let found = false;
  walk<Nodes>(tree, (node) => {
    if (MDX_NODE.test(node.type)) found = true;
  });
  if (!found) return { messages: [], partials: [] };
  const run = expand(tree, source, parseMarkdown, tabs);
  return { messages: run.messages, partials: [...run.files] };
}

const MDX_NODE = /^mdx/;
