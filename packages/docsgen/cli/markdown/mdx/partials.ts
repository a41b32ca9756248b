import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Nodes, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { isExternal } from "../../../shared/url.ts";
import { splitFrontMatter } from "../../content/frontmatter.ts";
import { placeOf, rootHint } from "../../paths/contain.ts";
import { relativePath } from "../../paths/relative.ts";
import { normalizeAdmonitionTitles } from "../admonition-syntax.ts";
import { walk } from "../walk.ts";
import { propsOf } from "./attributes.ts";
import { collectImports, expandChildren } from "./expand.ts";
import { partialCode } from "./partial-code.ts";
import { placeAll, shiftLines } from "./positions.ts";
import { type Run, report, type Scope } from "./scope.ts";
import type { MdxSyntaxError } from "./syntax.ts";
import type { Binding } from "./values.ts";

/** Parses a partial's body by the rules of a page's (syntax.ts decides MDX or markdown from its name). */
export type ParseBody = (markdown: string, fileName: string) => { tree: Root } | { error: MdxSyntaxError };

/**
 * `import Part from './_part.mdx'` then `<Part />`: the partial's content in place of the element, as
 * Docusaurus renders it (its headings join the page's TOC: heading ids are assigned after this). Its own
 * imports and components are expanded in its own scope; its `.md` links and images, written relative to
 * the partial, are rewritten relative to the page. A missing file is reported at the import, a cycle at
 * the element.
 */
export function partialInliner(
  parse: ParseBody,
  page: { absPath: string; siteDir?: string; rootDir?: string },
): Run["partial"] {
  const pagePath = page.absPath;
  const root = page.rootDir ?? page.siteDir;
  return function inline(element: MdxJsxFlowElement | MdxJsxTextElement, binding: Binding, scope: Scope, run: Run) {
    const absPath = resolve(dirname(scope.absPath), binding.source);
    const name = element.name ?? "";
    run.files.add(absPath);
    if (root !== undefined && existsSync(absPath) && placeOf(root, absPath) === "outside") {
      const at = scope.at ?? scope.importAt.get(name);
      report(
        run,
        scope,
        { position: at ? { start: at } : element.position },
        {
          reason: `the partial "${binding.source}" imported as ${name} lies outside the site folder; it is not included`,
          ruleId: "path-outside",
          note: `Copy the file into the site and import the copy.${page.siteDir ? rootHint(page.siteDir, absPath) : ""}`,
          fatal: true,
        },
      );
      return [];
    }
    if (!existsSync(absPath)) {
      const at = scope.at ?? scope.importAt.get(name);
      report(
        run,
        scope,
        { position: at ? { start: at } : element.position },
        {
          reason: `the partial "${binding.source}" imported as ${name} does not exist`,
          ruleId: "mdx-partial",
          note: "Fix the import path: it is relative to the importing file.",
        },
      );
      return [];
    }
    if (scope.stack.includes(absPath) || absPath === scope.absPath) {
      const chain = [...scope.stack, scope.absPath, absPath].map((p) => relative(dirname(pagePath), p)).join(" → ");
      report(run, scope, element, {
        reason: `the partial "${binding.source}" includes itself (${chain}); it is not expanded again`,
        ruleId: "mdx-partial",
        note: "Remove the import that closes the cycle.",
      });
      return [];
    }
    const { body, bodyLine } = splitFrontMatter(readFileSync(absPath, "utf8"), absPath, "doc");
    const parsed = parse(normalizeAdmonitionTitles(body), absPath);
    const at = scope.at ?? element.position?.start;
    const inner: Scope = {
      absPath,
      bindings: new Map(),
      importAt: new Map(),
      at,
      partial: relativePath(dirname(pagePath), absPath),
      stack: [...scope.stack, scope.absPath],
      props: propsOf(element, scope.bindings).props,
    };
    if ("error" in parsed) {
      const { message, line, column } = parsed.error;
      report(run, inner, element, {
        reason: `the partial cannot be parsed as MDX at ${line + bodyLine - 1}:${column}: ${message}; it is left out`,
        ruleId: "mdx-partial",
      });
      return [];
    }
    shiftLines(parsed.tree, bodyLine - 1);
    collectImports(parsed.tree, inner);
    const finish = partialCode(parsed.tree, inner, run);
    expandChildren(parsed.tree, inner, run);
    finish?.();
    relink(parsed.tree, absPath, pagePath);
    if (at) placeAll(parsed.tree, at);
    return parsed.tree.children as RootContent[];
  };
}

/** `.md`/`.mdx` links and images relative to the partial → relative to the page that includes it. */
function relink(tree: Root, from: string, to: string) {
  walk<Nodes>(tree, (node) => {
    if (node.type !== "link" && node.type !== "image") return;
    const url = node.url;
    if (!url || url.startsWith("/") || url.startsWith("#") || isExternal(url)) return;
    const cut = url.search(/[?#]/);
    const path = cut < 0 ? url : url.slice(0, cut);
    if (node.type === "link" && !/\.mdx?$/.test(path)) return;
    const moved = relative(dirname(to), resolve(dirname(from), path))
      .split("\\")
      .join("/");
    node.url = (moved.startsWith(".") ? moved : `./${moved}`) + (cut < 0 ? "" : url.slice(cut));
  });
}
