import { MDX_ROOT_ATTRIBUTE } from "../../shared/content-elements.ts";
import { esc } from "../../shared/escape-html.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { OutputFiles } from "../render/env.ts";
import { runContained } from "./failure.ts";
import { infimaCss, siteContext } from "./render.ts";
import type { SiteCode } from "./site-code.ts";

/** A page's content rendered by its compiled MDX, and what the page loads for it beside docsgen's client. */
export interface MdxRendered {
  /** The content HTML: the MDX root, marked for the page's script (client/mdx-page.tsx). */
  contentHtml: string;
  assets: { js: string; css: string[] };
}

/** What rendering a page's compiled MDX reads. */
interface MdxRender {
  config: ResolvedConfig;
  site: SiteData;
  model: PageModel;
  code: SiteCode;
  files: OutputFiles;
}

/**
 * Renders the content of a doc, page or blog post compiled as MDX with the site's components, in the context
 * the Docusaurus modules read (the page data the browser has, and the config). A component that throws fails
 * the build, naming the page, the component and the frames in the site's source (failure.ts).
 */
export function renderMdxContent(input: MdxRender & { file: string }): MdxRendered {
  const html = mdxHtml(input, input.file, input.file);
  return { contentHtml: `<div ${MDX_ROOT_ATTRIBUTE}="">${html}</div>`, assets: assetsOf(input, input.file, [html]) };
}

/**
 * The excerpts a blog list page shows of posts compiled as MDX, by the route of each one's post: each in a
 * root that names that route, which the list page's script hydrates (cli/react/mdx-entries.ts).
 */
export function renderMdxExcerpts(input: MdxRender & { excerpts: { module: string; post: string; file: string }[] }): {
  excerpts: Map<string, string>;
  assets: MdxRendered["assets"];
} {
  const excerpts = new Map<string, string>();
  for (const e of input.excerpts)
    excerpts.set(e.post, `<div ${MDX_ROOT_ATTRIBUTE}="${esc(e.post)}">${mdxHtml(input, e.module, e.file)}</div>`);
  return { excerpts, assets: assetsOf(input, input.model.route, [...excerpts.values()]) };
}

/** One compiled module's render; `file`: the source named when a component throws. */
function mdxHtml(input: MdxRender, module: string, file: string): string {
  const { config, code } = input;
  const value = { site: input.site, page: input.model, ...siteContext(config) };
  const where = { siteDir: config.siteDir, file, while: "this page rendered", bundle: code.bundle };
  return runContained(where, () => code.server.renderMdx(code.server.mdx[module], value, config.locale.strings.ui));
}

/** The page's script and stylesheets: its entry's (by file, or a list page's route), and Infima's rules it uses. */
function assetsOf(input: MdxRender, entry: string, html: string[]): MdxRendered["assets"] {
  const { config, code, files } = input;
  const own = code.assets.get(entry);
  const css = [
    ...(own?.css ? [config.baseUrl + own.css] : []),
    ...infimaCss({ config, code, html: html.join(""), files }),
  ];
  return { js: config.baseUrl + (own?.js ?? ""), css };
}
