import type { Schema } from "hast-util-sanitize";
import type { RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm } from "mdast-util-mdx";
import type { Point } from "unist";
import type { PluginMessage } from "../../diagnostics/vfile-messages.ts";
import { UNSAFE_HINT } from "../raw-html.ts";
import type { Binding, StaticValue } from "./values.ts";

// What the MDX expansion (expand.ts, partials.ts, partial-code.ts) shares: a file's scope, the state of one
// page's run, and how a message is reported and placed.

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What one file's expansion knows: its imports, and where it sits when it is a partial. */
export interface Scope {
  absPath: string;
  bindings: Map<string, Binding>;
  /** Where each import is written (a missing partial is reported at its import line). */
  importAt: Map<string, Point>;
  /** Inside a partial: the element in the page that includes it; every message is placed there. */
  at?: Point;
  /** Inside a partial: its path as imported, named in messages. */
  partial?: string;
  /** Partials being included, outermost first (cycles). */
  stack: string[];
  /** Inside a partial: the props the page passes it (`<Part shift="night" />`), evaluated without JavaScript. */
  props?: ReadonlyMap<string, StaticValue>;
  /**
   * A page that uses the site's own code (site-code.ts): the names that are its components (imports of site
   * modules, the ESM's own declarations). Its ESM, expressions and those components are kept as MDX nodes,
   * for the MDX compiler (compile.ts); everything else is expanded as on any page.
   */
  siteCode?: ReadonlySet<string>;
}

/**
 * What a page that may use the site's components knows of its module's top level while its partials are
 * inlined: a partial that imports the site's code keeps its components, and its ESM moves to the page's top
 * level, where the MDX compiler wants it (partial-code.ts). Docusaurus compiles each partial as a module of its
 * own; docsgen inlines partials, so their headings join the page's TOC.
 */
export interface PageCode {
  absPath: string;
  /** The site's `src/theme/MDXComponents` names (MdxSource.mdxComponents), if it has one. */
  provided?: ReadonlySet<string> | "any";
  /** Each top-level name of the page's module → what it binds (bindingKey): the same name twice must be the same thing. */
  names: Map<string, string>;
  /** Partials' ESM, moved to the page's top level. */
  hoisted: MdxjsEsm[];
  /** Names each partial file's code was renamed to (collisions), by its path: a partial included twice is hoisted once. */
  partials: Map<string, Map<string, string>>;
}

/** State shared by a page and its partials. */
export interface Run {
  messages: PluginMessage[];
  /** Tab groups so far: their ids are unique on the page. */
  tabs: number;
  /** Every partial file the page includes or tries to (missing ones too): watch mode re-parses on their change. */
  files: Set<string>;
  /** What HTML elements written as JSX may hold (sanitize-schema.ts). */
  schema: Schema;
  /** The page kept MDX nodes for the site's code (Scope.siteCode). */
  siteCode?: boolean;
  /** The page may use the site's code: what its partials' code needs (partial-code.ts). */
  code?: PageCode;
  /** The theme components the site overrides (MdxSource.themeOverrides): importing one is using site code. */
  themeOverrides?: ReadonlySet<string>;
  /** Inlines a partial (partials.ts); injected to keep this module free of file reading. */
  partial(element: JsxElement, binding: Binding, scope: Scope, run: Run): RootContent[];
}

/** Hint of every `mdx-unsupported` message. */
export const UNSUPPORTED_HINT =
  "On a page that neither imports the site's code nor uses components it declares, docsgen renders MDX without " +
  "running JavaScript: @theme/Tabs, TabItem, Admonition, CodeBlock, Details, DocCardList, useBaseUrl, imported " +
  ".md/.mdx partials and HTML elements. Import the component from the site's code (src/components/…) or declare " +
  "it in the file (`export const X = () => …`) to render it with React, write the rest as markdown, or leave it out.";

/** A message of the MDX expansion: `note` defaults to the rule's usual hint; `fatal` fails the page. */
export interface Report {
  reason: string;
  ruleId: string;
  note?: string;
  fatal?: boolean;
}

/** Reports at the node, or at the including element inside a partial. */
export function report(run: Run, scope: Scope, node: { position?: { start: Point } }, message: Report) {
  const { reason, ruleId, note, fatal = false } = message;
  const place = scope.at ?? node.position?.start;
  run.messages.push({
    reason: scope.partial ? `${reason} (in the partial ${scope.partial})` : reason,
    ruleId,
    line: place?.line,
    column: place?.column,
    note:
      note ?? (ruleId === "mdx-unsupported" ? UNSUPPORTED_HINT : ruleId === "html-unsafe" ? UNSAFE_HINT : undefined),
    fatal,
  });
}
