import type { Root } from "mdast";
import { originOf } from "../config/injected-tags.ts";
import type { PluginSection } from "../config/markdown-plugins.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic, fail, failedOn } from "../diagnostics/diagnostic.ts";
import { countPage, timed, timedAsync } from "../diagnostics/profile.ts";
import { diagnosticsFromMessages } from "../diagnostics/vfile-messages.ts";
import type { CodeRequest } from "../highlight/protocol.ts";
import type { Highlighting } from "../highlight/service.ts";
import { codeIndex } from "../markdown/code-index.ts";
import { checkInlineNesting } from "../markdown/inline-guard.ts";
import { checkNesting } from "../markdown/nesting-guard.ts";
import { type ParsedMarkdown, parseMarkdown, parseMarkdownWithPlugins } from "../markdown/parse.ts";
import { pluginsOf } from "../markdown/plugins.ts";
import { finalUrl } from "../markdown/rewrite-links.ts";
import { sanitizeSchema } from "../markdown/sanitize-schema.ts";
import { twinInputs } from "../markdown/twin-links.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { mtimeOf } from "../paths/file-stamp.ts";
import { relativePath } from "../paths/relative.ts";
import { mdxComponentNames, siteMdxComponents } from "../react/mdx-components.ts";
import { type PageCode, precompileContent, prerenderContent } from "../render/prerender.ts";
import { pageSearch, searchDigestOf } from "../search/page-search.ts";
import { searchSections } from "../search/sections.ts";
import { themeOverrides } from "../theme/overrides.ts";
import { assetPath } from "./assets.ts";
import { splitFrontMatter } from "./frontmatter.ts";
import type { SourceHead } from "./heads.ts";
import { readText } from "./read-text.ts";
import type { DocSource, PageSource, ParsedSource } from "./types.ts";

/**
 * Reads, splits and parses one markdown file, keeping its tree (blog posts: rendered late, from the tree, or
 * compiled as MDX when they use the site's components: blog/mdx.ts).
 */
export async function loadSource(
  config: ResolvedConfig,
  absPath: string,
  fallbackTitle: string,
  highlighting: Highlighting,
): Promise<ParsedSource> {
  const file = relativePath(config.siteDir, absPath);
  const { text, warning } = await readText(absPath, file);
  const split = splitFrontMatter(text, file, "post");
  if (warning) split.frontMatterWarnings.unshift(warning);
  const { frontMatter, body, bodyLine } = split;
  const read = { file, absPath, frontMatter, body, bodyLine, fallbackTitle };
  const parsed = await parseChecked(read, config, "blog");
  const codeHtml = highlighting.highlight(parsed.code, absPath);
  codeHtml.catch(() => {}); // awaited at render time; until then a failure must not crash the process
  const source = common({ ...read, frontMatterWarnings: split.frontMatterWarnings }, parsed);
  source.diagnostics.push(...cardListsOutsideDocs(source, "a blog post"));
  return { ...source, tree: parsed.tree, codeHtml, ...(parsed.siteCode ? { siteCode: true } : {}) };
}

/** A file as read: where it is, its front matter and its body (SourceHead has all of it). */
type ReadFile = Pick<SourceHead, "file" | "absPath" | "body" | "bodyLine" | "fallbackTitle"> & {
  frontMatter: ParsedSource["frontMatter"];
};

/** What a doc, page or post source has whatever its kind. */
function common(read: ReadFile & { frontMatterWarnings: readonly Diagnostic[] }, parsed: ParsedMarkdown) {
  const { file, absPath, frontMatter, body, bodyLine, fallbackTitle, frontMatterWarnings } = read;
  const title = frontMatter.title ?? parsed.h1 ?? fallbackTitle;
  const search = timed("search", absPath, () => pageSearch(title, searchSections(parsed.tree)));
  return {
    file,
    absPath,
    frontMatter,
    bodyLine,
    title,
    hasH1: parsed.h1 !== undefined,
    description: frontMatter.description ?? parsed.firstParagraph.slice(0, 200),
    headings: parsed.headings,
    htmlAnchors: parsed.rawHtml.anchors,
    ...frameOrigins(parsed.rawHtml.frames),
    // Raw HTML's after the markdown ones: the order prerenderContent resolves them in (see reuse in parse-cache.ts).
    links: [...parsed.links, ...parsed.rawHtml.links],
    diagnostics: [
      ...frontMatterWarnings,
      ...diagnosticsFromMessages([...parsed.messages, ...parsed.rawHtml.messages], file),
    ],
    body,
    search,
    searchDigest: searchDigestOf(title, search.sections),
    partials: parsed.partials.map((p): [string, number] => [p, mtimeOf(p)]),
    ...(parsed.cardLists ? { cardLists: parsed.cardLists } : {}),
  };
}

/**
 * A `<DocCardList />` lists the current doc category's items: a page or a post has none, so it renders nothing
 * (render/doc-cards.ts); Docusaurus fails the build there.
 */
function cardListsOutsideDocs(source: { file: string; cardLists?: number[] }, what: string): Diagnostic[] {
  return (source.cardLists ?? []).map((line) => ({
    severity: "warning",
    code: "doc-card-list",
    message: `<DocCardList /> lists the current category's items, but this is ${what}, not a doc; it renders nothing`,
    file: source.file,
    line,
    column: 1,
    hint: "Move the element into a category's doc, or remove it.",
  }));
}

/**
 * Parses a body after the nesting guard; a failure inside the parser libraries names its file. With the
 * config's markdown plugins for the body's section, asynchronously (plugins may be).
 */
function parseChecked(
  read: Omit<ReadFile, "frontMatter" | "fallbackTitle">,
  config: ResolvedConfig,
  section: PluginSection,
): ParsedMarkdown | Promise<ParsedMarkdown> {
  const { body, bodyLine, file, absPath } = read;
  checkNesting(body, file, bodyLine);
  checkInlineNesting(body, file, bodyLine);
  const failed = (error: unknown): never => {
    if (error instanceof BuildError) throw error;
    fail(
      {
        code: "markdown-parse",
        message: `the markdown parser failed: ${(error as Error).message}`,
        file,
        line: bodyLine,
        hint: "This is a bug in docsgen or its parser; simplify the file around the construct it names, and report it.",
      },
      error,
    );
  };
  const source = {
    absPath,
    file,
    siteDir: config.siteDir,
    ...(config.rootDir ? { rootDir: config.rootDir } : {}),
    schema: sanitizeSchema(config.markdown.sanitize),
    siteCode: true,
    ...(siteMdxComponents(config.siteDir)
      ? { mdxComponents: mdxComponentNames(config.siteDir) ?? ("any" as const) }
      : {}),
    ...withThemeOverrides(themeOverrides(config.siteDir, config.themeDirs)),
    ...(config.markdownImports?.includes(file) ? { importedByCode: true } : {}),
    ...(config.mermaid ? { mermaid: { fences: config.mermaid.fences, drawn: config.mermaid.drawn } } : {}),
  };
  const admonitions = { titles: config.locale.strings.server.admonition, keywords: config.markdown.admonitions };
  const plugins = pluginsOf(config, section);
  // Profiled, the site's plugins' time is theirs (plugins.ts), not the parse's (see timedAsync).
  if (plugins)
    return timedAsync("parse", absPath, () =>
      parseMarkdownWithPlugins(body, bodyLine, source, { admonitions, plugins }),
    ).catch(failed);
  try {
    return timed("parse", absPath, () => parseMarkdown(body, bodyLine, source, admonitions));
  } catch (error) {
    return failed(error);
  }
}

const EMPTY: Root = { type: "root", children: [] };

/**
 * Parses a doc or page whose route (and every other route) is known: its links are resolved to final
 * URLs in the tree, its content is rendered as soon as its code is highlighted (render/prerender.ts),
 * and the tree is let go.
 */
export function parseHead(
  head: SourceHead,
  ctx: LinkContext,
  highlighting: Highlighting,
): DocSource | PageSource | Promise<DocSource | PageSource> {
  const section = head.kind === "doc" ? "docs" : "pages";
  const parsed = parseChecked(head, ctx.config, section);
  if (parsed instanceof Promise) return parsed.then((p) => headSource({ head, ctx, highlighting }, p));
  return headSource({ head, ctx, highlighting }, parsed);
}

/** A parsed doc or page: its links resolved, its content rendering (see parseHead). */
function headSource(
  { head, ctx, highlighting }: { head: SourceHead; ctx: LinkContext; highlighting: Highlighting },
  parsed: ParsedMarkdown,
): DocSource | PageSource {
  const rehype = pluginsOf(ctx.config, head.kind === "doc" ? "docs" : "pages")?.rehype;
  // Sent now: the highlight thread works on this page while the next ones are parsed. With rehype plugins,
  // which may highlight blocks themselves, only the blocks they leave are sent, once they ran.
  const codeHtml = pageCode(highlighting, parsed.code, rehype !== undefined, head.absPath);
  countPage(head.absPath, parsed.code.length);
  const assets: [string, string][] = [];
  const resolved: string[] = [];
  const copyAsset = (absPath: string) => {
    const rel = assetPath(absPath);
    assets.push([rel, absPath]);
    return ctx.config.baseUrl + rel;
  };
  const origin = { source: head, copyAsset };
  const options = {
    finalUrl: (url: string, image: boolean) => {
      const final = finalUrl(ctx, origin, url, image);
      resolved.push(final);
      return final;
    },
    rawLinks: parsed.rawHtml.links,
    headingLinkTitle: ctx.config.locale.strings.server.headingLinkTitle,
    schema: sanitizeSchema(ctx.config.markdown.sanitize),
    rehype: rehype && { processor: rehype, page: head },
    absPath: head.absPath,
  };
  // A page with the site's components is compiled as MDX, rendered once the site's code is bundled.
  const content = parsed.siteCode
    ? {
        mdxModule: named(
          head.file,
          precompileContent(parsed.tree, codeHtml, { ...options, file: head.file, absPath: head.absPath }),
        ),
      }
    : { contentHtml: named(head.file, prerenderContent(parsed.tree, codeHtml, options)) };
  const fm = head.frontMatter;
  const source = {
    ...common(head, parsed),
    tree: EMPTY,
    route: head.route,
    ...content,
    assets,
    resolvedUrls: resolved,
  };
  if (head.kind === "page") {
    source.diagnostics.push(...cardListsOutsideDocs(source, "a page"));
    return { ...source, kind: "page", layout: fm.layout === "home" ? "home" : "page" };
  }
  return {
    ...source,
    kind: "doc",
    twin: twinInputs(head.body),
    id: head.id,
    dir: head.dir,
    isIndex: head.isIndex,
    position: fm.sidebar_position ?? head.numberPrefix,
    sidebarLabel: fm.sidebar_label ?? source.title,
    draft: head.draft,
    unlisted: fm.unlisted === true,
  };
}

/** Content compiled later, awaited far from its file (in a worker's reply): a failure names the file. */
function named<T>(file: string, later: Promise<T>): Promise<T> {
  return later.catch((error: unknown) => {
    throw error instanceof BuildError ? error : new BuildError([failedOn(file, error)], { cause: error });
  });
}

/** `{ frames }` with the distinct origins of off-site iframes, or nothing (most pages have none). */
function frameOrigins(sources: readonly string[]): { frames?: string[] } {
  const origins = new Set<string>();
  for (const src of sources) {
    const origin = originOf(src);
    if (origin) origins.add(origin);
  }
  return origins.size > 0 ? { frames: [...origins] } : {};
}

/** A page's code blocks (render/prerender.ts PageCode): sent now, or asked for after the rehype plugins (`late`). */
function pageCode(highlighting: Highlighting, code: CodeRequest[], late: boolean, file: string): PageCode {
  if (late)
    return (nodes) =>
      highlighting.highlight(
        nodes.map((node) => code[codeIndex(node)]),
        file,
      );
  const html = highlighting.highlight(code, file);
  html.catch(() => {}); // awaited when the content renders; until then a failure must not crash the process
  return html;
}

/** Only for a site that overrides theme components: every other page's source keeps its shape. */
function withThemeOverrides(names: ReadonlySet<string> | undefined) {
  return names ? { themeOverrides: names } : {};
}
