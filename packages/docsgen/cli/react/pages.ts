import { join } from "node:path";
import type { PageModel } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DiscoveredFiles } from "../content/discover.ts";
import { normalizeRoute } from "../content/heads.ts";
import { formatDocumentTitle } from "../model/page-model.ts";
import { relativePath } from "../paths/relative.ts";

/** A React page of the pages folder (`src/pages/showcase.tsx`): a route whose content is the site's component. */
export interface ReactPage {
  /** Relative to the site folder, `/`-separated: how diagnostics and the server bundle name it. */
  file: string;
  absPath: string;
  route: string;
  /**
   * A site plugin's route (`addRoute`): the props its `modules` give the component (plain data), which
   * templates/docusaurus/route-props.tsx hands it. Absent for a page of the pages folder.
   */
  props?: Record<string, unknown>;
}

/**
 * A doc or page whose MDX uses the site's components (markdown/mdx/site-code.ts): its content is the
 * compiled module's render, hydrated by a script of its own.
 */
export interface MdxPage {
  /** Relative to the site folder, `/`-separated: how diagnostics and the bundles name it. */
  file: string;
  absPath: string;
  route: string;
  /** The compiled MDX module (markdown/mdx/compile.ts). */
  module: string | PromiseLike<string>;
  /** A blog post's excerpt: no script of its own, the list pages' scripts hydrate it (MdxList). */
  excerpt?: boolean;
}

/**
 * A blog list page that shows excerpts compiled as MDX: one script hydrates them all, each in its root
 * (`data-docsgen-mdx` set to the post's route).
 */
export interface MdxList {
  route: string;
  /** The excerpts' modules (by file, as MdxPage names them) and the route of each one's post. */
  excerpts: { module: string; post: string }[];
}

/** `index.tsx` → `/`, `showcase/index.jsx` → `/showcase`, `about.js` → `/about` (docsgen routes have no trailing slash). */
export function reactPage(config: ResolvedConfig, rel: string): ReactPage {
  const withoutExt = rel.replace(/\.[jt]sx?$/, "");
  const absPath = join(config.pagesDir, rel);
  const file = relativePath(config.siteDir, absPath);
  const route = normalizeRoute(`/${config.pagesRouteBase ?? ""}/${withoutExt.replace(/(^|\/)index$/, "")}`);
  return { file, absPath, route };
}

/** The React pages of the pages folder, then of each other pages instance's (under its route segment). */
export function reactPagesOf(config: ResolvedConfig, files: DiscoveredFiles): ReactPage[] {
  return [
    ...files.reactPages.map((rel) => reactPage(config, rel)),
    ...(files.pagesInstances ?? []).flatMap((i) => i.reactPages.map((rel) => reactPage(i.config, rel))),
  ];
}

/**
 * The model of a React page before it renders: its title and description come from `@theme/Layout`'s props
 * when it renders (withHead).
 */
export function reactPageModel(config: ResolvedConfig, page: ReactPage): PageModel {
  return {
    kind: "page",
    route: page.route,
    title: "",
    documentTitle: formatDocumentTitle(config, ""),
    description: "",
    breadcrumbs: [],
    toc: [],
    draft: false,
    unlisted: false,
  };
}

/** The model with the metadata the page gave while rendering. */
export function withHead(
  config: ResolvedConfig,
  model: PageModel,
  head: { title?: string; description?: string },
): PageModel {
  const title = head.title ?? "";
  return { ...model, title, documentTitle: formatDocumentTitle(config, title), description: head.description ?? "" };
}
