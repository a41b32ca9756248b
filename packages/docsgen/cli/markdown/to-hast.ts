import type { Nodes as HastNodes, Root as HastRoot } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { Code, Root } from "mdast";
import remarkRehype from "remark-rehype";
import { type Processor, unified } from "unified";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import { fill } from "../../shared/strings.ts";
import { isExternalWebPage } from "../../shared/url.ts";
import { timed } from "../diagnostics/profile.ts";
import { codeBlock, PluginCodeBlocks } from "./code-blocks.ts";
import { codeIndex } from "./code-index.ts";
import { MDX_HANDLERS } from "./mdx/to-hast.ts";
import { runPlugins } from "./plugins.ts";
import { hasRawHtml, isScriptUrl, parseRawHtml, type RawHtmlOptions } from "./raw-html.ts";
import { walk } from "./walk.ts";

export interface ToHastOptions {
  /**
   * Highlighted `<pre>` HTML of the page's code blocks, by code index (see parse.ts). Without it code
   * blocks are left empty: parse.ts reads a page's raw HTML before its code is highlighted.
   */
  code?: string[];
  /** The URLs of links and images written in raw HTML, and what is removed from it (raw-html.ts). */
  rawHtml?: RawHtmlOptions;
  /**
   * Title and ARIA label of heading hash links, `{heading}` the heading's text: the site language's
   * `headingLinkTitle` (the default, Chinese, is for tests and scans).
   */
  headingLinkTitle?: string;
  /** The tree keeps MDX nodes for the site's code (mdx/site-code.ts): they are passed to the hast as they are. */
  siteCode?: boolean;
}

/** Converts a (link-rewritten) mdast to the hast that the React renderer turns into elements. */
export function toHast(tree: Root, options: ToHastOptions): HastRoot {
  const hast = convert(tree, options);
  decorate(hast, options.headingLinkTitle ?? ZH_CN.server.headingLinkTitle);
  return hast;
}

/** A config's rehype plugins (markdown/plugins.ts) and the page they run on. */
export interface RehypeRun {
  processor: Processor;
  page: { absPath: string; file: string };
}

/**
 * `toHast` with a config's rehype plugins, run where Docusaurus runs them: after the page's raw HTML is
 * parsed, before the heading links (Docusaurus's heading components add them as the page renders).
 */
export async function toHastWithPlugins(
  tree: Root,
  options: Omit<ToHastOptions, "code"> & { rehype: RehypeRun; highlight: (nodes: Code[]) => Promise<string[]> },
): Promise<HastRoot> {
  const blocks = new PluginCodeBlocks();
  // Profiled, docsgen's own work here is `render`; the plugins' is theirs (plugins.ts), highlighting its own.
  const file = options.rehype.page.absPath;
  const hast = timed("render", file, () => convert(tree, options, blocks));
  blocks.noteBefore(hast);
  const ran = await runPlugins(options.rehype.processor, hast, options.rehype.page);
  await blocks.settle(ran.tree, options.highlight);
  timed("render", file, () => decorate(ran.tree, options.headingLinkTitle ?? ZH_CN.server.headingLinkTitle));
  return ran.tree;
}

function convert(tree: Root, options: ToHastOptions, blocks?: PluginCodeBlocks): HastRoot {
  const processor = unified().use(remarkRehype, {
    // Markdown's HTML is kept as `raw` nodes, parsed below; a page without any pays nothing for it.
    allowDangerousHtml: true,
    handlers: {
      code: (_state, node: Code) =>
        blocks ? blocks.place(node) : codeBlock(node, options.code ? options.code[codeIndex(node)] : ""),
      ...(options.siteCode ? MDX_HANDLERS : {}),
    },
  });
  const hast = processor.runSync(tree) as HastRoot;
  return hasRawHtml(hast) ? parseRawHtml(hast, options.rawHtml) : hast;
}

const HEADING = /^h[2-6]$/;

/** Heading hash links and external-link attributes (behaviours §20.6). */
function decorate(tree: HastRoot, headingLinkTitle: string) {
  walk<HastNodes>(tree, (node) => {
    if (node.type !== "element") return;
    if (HEADING.test(node.tagName) && node.properties.id) {
      const title = fill(headingLinkTitle, { heading: hastToString(node) });
      node.properties.className = ["anchor"];
      node.children.push({
        type: "element",
        tagName: "a",
        properties: {
          href: `#${node.properties.id}`,
          className: ["hash-link"],
          ariaLabel: title,
          title,
          translate: "no",
        },
        children: [{ type: "text", value: "\u200b" }],
      });
    }
    // A markdown link or image to a javascript: URL keeps its text but loses its target (parse.ts reports it).
    if (node.tagName === "a" && typeof node.properties.href === "string" && isScriptUrl(node.properties.href))
      delete node.properties.href;
    if (node.tagName === "img" && typeof node.properties.src === "string" && isScriptUrl(node.properties.src))
      delete node.properties.src;
    if (node.tagName === "a" && typeof node.properties.href === "string" && isExternalWebPage(node.properties.href)) {
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
    }
    if (node.tagName === "table") {
      // Wide tables scroll inside their own box on phones; a scrollable region must be keyboard reachable.
      node.properties.tabIndex = 0;
    }
  });
}
