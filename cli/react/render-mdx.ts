import { MDX_ROOT_ATTRIBUTE } from "../../shared/content-elements.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { OutputFiles } from "../render/env.ts";
import type { SiteCode } from "./bundle.ts";
import { codeFailure } from "./failure.ts";
import { infimaCss, siteContext } from "./render.ts";

/** A page's content rendered by its compiled MDX, and what the page loads for it beside docsgen's client. */
export interface MdxRendered {
  /** The content HTML: the MDX root, marked for the page's script (client/mdx-page.tsx). */
  contentHtml: string;
  assets: { js: string; css: string[] };
}

/**
 * Renders the content of a doc or page compiled as MDX with the site's components, in the context the
 * Docusaurus modules read (the page data the browser has, and the config). A component that throws fails
 * the build, naming the page, the component and the frames in the site's source (failure.ts).
 */
export function renderMdxContent(input: {
  config: ResolvedConfig;
  site: SiteData;
  model: PageModel;
  file: string;
  code: SiteCode;
  files: OutputFiles;
}): MdxRendered {
  const { config, code, file } = input;
  let html: string;
  try {
    const value = { site: input.site, page: input.model, ...siteContext(config) };
    html = code.server.renderMdx(code.server.mdx[file], value, config.locale.strings.ui);
  } catch (error) {
    throw codeFailure({ siteDir: config.siteDir, file, error, while: "this page rendered", bundle: code.bundle });
  }
  const own = code.assets.get(file);
  const css = [
    ...(own?.css ? [config.baseUrl + own.css] : []),
    ...infimaCss({ config, code, html, files: input.files }),
  ];
  return {
    contentHtml: `<div ${MDX_ROOT_ATTRIBUTE}="">${html}</div>`,
    assets: { js: config.baseUrl + (own?.js ?? ""), css },
  };
}
