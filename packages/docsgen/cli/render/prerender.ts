import type { Root as HastRoot } from "hast";
import type { Schema } from "hast-util-sanitize";
import type { Code, Nodes, Root } from "mdast";
import type { LinkRef } from "../content/types.ts";
import { timed, timedAsync } from "../diagnostics/profile.ts";
import { codeIndex } from "../markdown/code-index.ts";
import { targetOf } from "../markdown/link-targets.ts";
import { compileMdxModule } from "../markdown/mdx/compile.ts";
import { type RehypeRun, toHast, toHastWithPlugins } from "../markdown/to-hast.ts";
import { walk } from "../markdown/walk.ts";
import { renderContent } from "./content.ts";

/**
 * A page's highlighted code blocks, by code index: sent as the page was parsed, or, where the site's rehype
 * plugins may highlight blocks themselves, asked for once they ran, for the blocks they left
 * (markdown/code-blocks.ts).
 */
export type PageCode = Promise<string[]> | ((nodes: Code[]) => Promise<string[]>);

export interface PrerenderOptions {
  /** A link's or image's final URL; called in document order, then for `rawLinks`. */
  finalUrl: (url: string, image: boolean) => string;
  /** The links and images written in raw HTML (parse.ts), in the order they were found. */
  rawLinks?: readonly LinkRef[];
  /** As in ToHastOptions. */
  headingLinkTitle?: string;
  /** As in RawHtmlOptions. */
  schema?: Schema;
  /** The config's rehype plugins for the page, if it has some (markdown/plugins.ts). */
  rehype?: RehypeRun;
  /** As in ToHastOptions (set by precompileContent). */
  siteCode?: boolean;
  /** The page's source file: a profiled build counts its rendering for its version (diagnostics/profile.ts). */
  absPath?: string;
}

/**
 * A doc's or page's final hast, once its code blocks are highlighted, with each link and image URL
 * (link-targets.ts: reference definitions too) replaced by its final URL: the syntax tree can then be let
 * go, so a build holds one piece of HTML per page instead of one tree per page until every page has been
 * parsed.
 */
function contentHast(tree: Root, code: PageCode, options: PrerenderOptions): Promise<HastRoot> {
  const { finalUrl, rawLinks = [], headingLinkTitle, schema, rehype, siteCode, absPath = "" } = options;
  walk<Nodes>(tree, (node) => {
    const target = targetOf(node);
    if (target) target.node.url = finalUrl(target.node.url, target.image);
  });
  // Links and images written in raw HTML: resolved now too, after the markdown ones (the order of the
  // source's links), and put in place as the tree becomes hast, where the renderer meets them in the
  // order parse.ts found them.
  const rawFinal = rawLinks.map((link) => finalUrl(link.url, link.kind === "image"));
  let next = 0;
  const url = (written: string) => {
    if (rawLinks[next]?.url !== written)
      throw new Error(`internal: "${written}" in raw HTML was not found when parsed`);
    return rawFinal[next++];
  };
  const rawHtml = { url, schema };
  if (rehype) {
    const highlight =
      typeof code === "function" ? code : (nodes: Code[]) => code.then((html) => nodes.map((n) => html[codeIndex(n)]));
    return toHastWithPlugins(tree, { rawHtml, headingLinkTitle, rehype, siteCode, highlight });
  }
  if (typeof code === "function") throw new Error("internal: code asked for later without rehype plugins");
  return code.then((html) =>
    timed("render", absPath, () => toHast(tree, { code: html, rawHtml, headingLinkTitle, siteCode })),
  );
}

/**
 * Renders a doc's or page's content as soon as its code blocks are highlighted (see contentHast).
 *
 * Held as UTF-8 bytes, not as a string: one Chinese character makes V8 store the whole string with two
 * bytes a character, while the markup around the prose (most of it, in code blocks) is ASCII, and large
 * strings let each worker's heap grow before collecting; bytes take less and sit outside the heap.
 */
export function prerenderContent(tree: Root, code: PageCode, options: PrerenderOptions): Promise<Buffer> {
  const html = contentHast(tree, code, options).then((hast) =>
    timed("render", options.absPath ?? "", () => Buffer.from(renderContent(hast), "utf8")),
  );
  html.catch(() => {}); // awaited when the page renders; until then a failure must not crash the process
  return html;
}

/**
 * A page that uses the site's components (markdown/mdx/site-code.ts): the same content, compiled as an MDX
 * module (markdown/mdx/compile.ts) that the site's code bundle renders and hydrates (cli/react/).
 */
export function precompileContent(
  tree: Root,
  code: PageCode,
  options: PrerenderOptions & { file: string; absPath: string },
): Promise<string> {
  const module = contentHast(tree, code, { ...options, siteCode: true }).then((hast) =>
    timedAsync("render", options.absPath, () => compileMdxModule(hast, options)),
  );
  module.catch(() => {}); // awaited when the site's code is bundled
  return module;
}
