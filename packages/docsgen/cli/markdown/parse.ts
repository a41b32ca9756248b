import type { Nodes, Root } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import { type Processor, unified } from "unified";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import type { Catalogue } from "../../shared/strings.ts";
import type { Heading, LinkRef } from "../content/types.ts";
import { type PluginMessage, runSyncWithMessages } from "../diagnostics/vfile-messages.ts";
import type { CodeRequest } from "../highlight/protocol.ts";
import { normalizeAdmonitionTitles } from "./admonition-syntax.ts";
import { type AdmonitionOptions, remarkAdmonitions } from "./admonitions.ts";
import { setCodeIndex } from "./code-index.ts";
import { parseCodeMeta } from "./code-meta.ts";
import { restoreFences, shortenFences } from "./fence-skip.ts";
import { assignHeadingIds } from "./heading-ids.ts";
import { markImageDefinitions, targetOf } from "./link-targets.ts";
import { applyMagicComments } from "./magic-comments.ts";
import { mathText } from "./math-text.ts";
import { markdownAsDocusaurus } from "./md-as-mdx.ts";
import { DOC_CARDS_TAG } from "./mdx/doc-card-list.ts";
import { overriddenElements, rendersElement } from "./mdx/element-overrides.ts";
import { expandPluginOutput, type MdxSource, parseMdx } from "./mdx/index.ts";
import { mermaidDiagram } from "./mermaid.ts";
import { markdownParser } from "./parsers.ts";
import { runPlugins, type SectionPlugins } from "./plugins.ts";
import { type RawHtmlScan, scanRawHtml } from "./raw-html-scan.ts";
import { SKIP, walk } from "./walk.ts";

// One frozen parser per process: building a processor is not free, and it holds no file state.
const defaultParser = markdownParser();

/**
 * The mdast of a markdown text with GFM and directives, before any of docsgen's own transforms. Fenced
 * code is parsed without its content lines (see fence-skip.ts). `parser`: one with a site's plugins.
 */
export function parseSyntax(markdown: string, parser: Processor = defaultParser): Root {
  const shortened = shortenFences(markdown);
  if (shortened) {
    const tree = parser.parse(shortened.text) as Root;
    if (restoreFences(tree, shortened)) return tree;
  }
  return parser.parse(markdown) as Root;
}

/** One frozen transformer per title set (one per build): the titles are the site language's. */
/** Code block meta flags that do something (code-meta.ts reads title and line ranges apart). */
const KNOWN_CODE_FLAGS = new Set(["showLineNumbers", "skip-check"]);

const transformers = new WeakMap<AdmonitionTitles, Map<string, Processor>>();
function transformerOf(titles: AdmonitionTitles, keywords: AdmonitionKeywords | undefined): Processor {
  let byKeywords = transformers.get(titles);
  if (!byKeywords) {
    byKeywords = new Map();
    transformers.set(titles, byKeywords);
  }
  // By value: a config copied to a worker thread is another object with the same keywords.
  const key = keywords?.keywords.length || keywords?.extendDefaults === false ? JSON.stringify(keywords) : "";
  let transformer = byKeywords.get(key);
  if (!transformer) {
    const options = { titles, ...(key ? { keywords } : {}) };
    transformer = unified().use(remarkAdmonitions, options).freeze() as unknown as Processor;
    byKeywords.set(key, transformer);
  }
  return transformer;
}
type AdmonitionKeywords = AdmonitionOptions["keywords"];
type AdmonitionTitles = Catalogue["server"]["admonition"];

export interface ParsedMarkdown {
  tree: Root;
  /** Text of the first h1, if any. */
  h1?: string;
  /** Text of the first paragraph, for descriptions. */
  firstParagraph: string;
  headings: Heading[];
  links: LinkRef[];
  /** Every code block, in document order; each code node carries its index (see codeIndex). */
  code: CodeRequest[];
  /** What the page's raw HTML holds: its links and images (not in `links`), and what is removed from it. */
  rawHtml: RawHtmlScan;
  /** What docsgen's own markdown plugins reported (e.g. an unknown admonition kind), located in the file. */
  messages: PluginMessage[];
  /** Absolute paths of the MDX partials the body includes (or names, when missing). */
  partials: string[];
  /** The tree keeps MDX nodes for the site's own code (mdx/site-code.ts): it is compiled as MDX, not rendered here. */
  siteCode?: boolean;
  /** Lines of the body's `<DocCardList />` elements (mdx/doc-card-list.ts), when it has some. */
  cardLists?: number[];
}

/**
 * Parses a markdown body into an mdast with admonitions resolved and heading ids assigned, and collects
 * what later stages need before any page renders (title, headings for anchor checks, links to check).
 * `lineOffset` maps body lines back to file lines (front matter shifts them). With its `source`, a body
 * that is MDX (`.mdx`, or `.md` with import/export lines) is parsed and expanded as MDX (mdx/index.ts).
 * Admonitions without a title get the site language's (the default, Chinese, is for tests).
 */
export function parseMarkdown(
  body: string,
  lineOffset: number,
  source?: MdxSource,
  admonitions: AdmonitionSettings = {},
): ParsedMarkdown {
  const start = syntaxTree(body, lineOffset, source, undefined);
  const messages = [...start.messages, ...runSyncWithMessages(transformerFor(admonitions), start.tree)];
  const headings = assignHeadingIds(start.tree);
  const parsed = collect(start.tree, {
    headings,
    messages,
    source,
    partials: start.partials,
    dollar: body.includes("$"),
  });
  return start.siteCode || overridesUsed(start.tree, source) ? { ...parsed, siteCode: true } : parsed;
}

/** The site language's admonition titles and the config's keywords; the defaults (Chinese, none) are for tests. */
export interface AdmonitionSettings {
  titles?: AdmonitionTitles;
  /** The config's `markdown.admonitions` (the same object for every page of a build). */
  keywords?: AdmonitionKeywords;
}

/**
 * `parseMarkdown` with a config's plugins (plugins.ts), in Docusaurus's order: the parser has their syntax,
 * `beforeDefaultRemarkPlugins` run before the admonitions and heading ids, `remarkPlugins` after; MDX nodes
 * they add (npm2yarn's tabs) are expanded as the page's own. Asynchronous: plugins may be.
 */
export async function parseMarkdownWithPlugins(
  body: string,
  lineOffset: number,
  source: MdxSource,
  options: { admonitions: AdmonitionSettings; plugins: SectionPlugins },
): Promise<ParsedMarkdown> {
  const { plugins } = options;
  const start = syntaxTree(body, lineOffset, source, plugins);
  let tree = start.tree;
  const messages = [...start.messages];
  if (plugins.before) {
    const ran = await runPlugins(plugins.before, tree, source);
    tree = ran.tree;
    messages.push(...ran.messages);
  }
  messages.push(...runSyncWithMessages(transformerFor(options.admonitions), tree));
  const headings = assignHeadingIds(tree);
  const partials = [...start.partials];
  if (plugins.after) {
    const ran = await runPlugins(plugins.after, tree, source);
    tree = ran.tree;
    messages.push(...ran.messages);
    const expanded = expandPluginOutput(tree, source, (text) => parseSyntax(text), start.tabs);
    messages.push(...expanded.messages);
    partials.push(...expanded.partials);
  }
  const parsed = collect(tree, { headings, messages, source, partials, dollar: body.includes("$") });
  return start.siteCode || overridesUsed(tree, source) ? { ...parsed, siteCode: true } : parsed;
}

/**
 * The page renders an element the site's `src/theme/MDXComponents` replaces (mdx/element-overrides.ts), or
 * the site's code imports it as a component: it is rendered with the site's code, like a page that imports
 * some. Sites without such a file never walk the tree.
 */
function overridesUsed(tree: Root, source: MdxSource | undefined): boolean {
  if (source?.importedByCode) return true;
  const elements = source?.siteCode ? overriddenElements(source.mdxComponents) : undefined;
  return elements !== undefined && rendersElement(tree, elements);
}

/** A body's syntax tree, MDX expanded, lines in file lines. */
function syntaxTree(
  body: string,
  lineOffset: number,
  source: MdxSource | undefined,
  plugins: SectionPlugins | undefined,
) {
  const markdown = normalizeAdmonitionTitles(body);
  const mdx = source
    ? parseMdx(markdown, source, lineOffset, {
        parseMarkdown: (text) => markdownAsDocusaurus(text, parseSyntax).tree,
        mdx: plugins?.mdx,
      })
    : undefined;
  // Plain markdown, with the JSX Docusaurus (MDX) reads in it (md-as-mdx.ts); body lines until shifted.
  const plain = mdx?.tree ? undefined : markdownAsDocusaurus(markdown, (text) => parseSyntax(text, plugins?.markdown));
  const tree = mdx?.tree ?? (plain as { tree: Root }).tree;
  if (plain && lineOffset > 1) {
    shiftPositions(tree, lineOffset - 1);
    for (const m of plain.messages) if (m.line) m.line += lineOffset - 1;
  }
  return {
    tree,
    messages: [...(mdx?.messages ?? []), ...(plain?.messages ?? [])],
    partials: mdx?.partials ?? [],
    tabs: mdx?.tabs ?? 0,
    siteCode: mdx?.siteCode === true,
  };
}

function transformerFor({ titles = ZH_CN.server.admonition, keywords }: AdmonitionSettings): Processor {
  return transformerOf(titles, keywords);
}

/**
 * What later stages need of a transformed tree before any page renders (title, links to check, code blocks
 * to highlight, raw HTML), collected in one walk.
 */
function collect(
  tree: Root,
  {
    headings,
    messages,
    source,
    partials,
    dollar,
  }: {
    headings: Heading[];
    messages: PluginMessage[];
    source?: MdxSource;
    partials: string[];
    /** The body has a `$`: it may hold math that no plugin parsed (math-text.ts). */
    dollar: boolean;
  },
): ParsedMarkdown {
  const math = dollar ? mathText(tree) : undefined;
  if (math) messages.push(math);
  markImageDefinitions(tree);
  const h1 = headings.find((h) => h.depth === 1)?.text;
  let firstParagraph = "";
  const links: LinkRef[] = [];
  const code: CodeRequest[] = [];
  let hasHtml = false;
  const frames: string[] = [];
  const cardLists: number[] = [];
  // Positions are needed only for the located metadata collected here; a tree is kept until its page
  // renders, and positions are a third of its objects: each is dropped once read. Raw HTML keeps its
  // positions: they locate what the renderer finds in it (raw-html.ts).
  walk<Nodes>(tree, (node) => {
    // Tags are not text: `a<br/>b` describes a page as "ab".
    if (node.data?.hName === "iframe" && typeof node.data.hProperties?.src === "string")
      frames.push(node.data.hProperties.src);
    if (node.data?.hName === DOC_CARDS_TAG) cardLists.push(node.position?.start.line ?? 0);
    if (!firstParagraph && node.type === "paragraph") firstParagraph = mdToString(node, { includeHtml: false }).trim();
    const target = targetOf(node);
    if (target) {
      links.push({
        kind: target.image ? "image" : "link",
        ...(target.html ? { html: target.html } : {}),
        url: target.node.url,
        line: node.position?.start.line ?? 0,
        column: node.position?.start.column ?? 0,
      });
    }
    if (node.type === "code" && node.lang === "mermaid") {
      const mermaid = mermaidDiagram(node, source?.mermaid);
      if (mermaid.message) messages.push(mermaid.message);
      if (mermaid.diagram) return SKIP;
    }
    if (node.type === "code") {
      setCodeIndex(node, code.length);
      const magic = applyMagicComments(node.value);
      node.value = magic.code;
      if (magic.unbalanced !== undefined)
        messages.push({
          reason: "a highlight-start magic comment has no matching highlight-end (or the other way round)",
          ruleId: "markdown",
          line: (node.position?.start.line ?? 0) + magic.unbalanced,
          note: "Close every `// highlight-start` with a `// highlight-end`.",
        });
      const meta = parseCodeMeta(node.meta);
      for (const flag of meta.flags) {
        if (KNOWN_CODE_FLAGS.has(flag.replace(/=.*/, ""))) continue;
        messages.push({
          reason: `code block option "${flag}" is not supported and has no effect`,
          ruleId: "markdown",
          line: node.position?.start.line,
          column: node.position?.start.column,
          note: 'docsgen reads title="…", {1,3-4}, showLineNumbers and magic comments (// highlight-next-line).',
        });
      }
      const lines = new Set([...meta.highlight, ...magic.lines]);
      code.push({ code: node.value, lang: node.lang ?? undefined, lines: [...lines].sort((a, b) => a - b) });
    }
    if (node.type === "html") hasHtml = true;
    else delete node.position;
  });
  const rawHtml = hasHtml ? scanRawHtml(tree, source?.schema) : { links: [], anchors: [], frames: [], messages: [] };
  // Iframes written as JSX in MDX (mdx/elements.ts made them elements, already judged by the schema).
  rawHtml.frames.push(...frames);
  const parsed = { tree, h1, firstParagraph, headings, links, code, rawHtml, messages, partials };
  return cardLists.length > 0 ? { ...parsed, cardLists } : parsed;
}

function shiftPositions(tree: Root, by: number) {
  walk<Nodes>(tree, (node) => {
    if (node.position) {
      node.position.start.line += by;
      node.position.end.line += by;
    }
  });
}
