import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { THEME_SHELL_ATTRIBUTE } from "../../shared/content-elements.ts";
import { APP_ROOT_ID, PAGE_DATA_SCRIPT_ID } from "../../shared/element-ids.ts";
import { esc } from "../../shared/escape-html.ts";
import { localizedSite } from "../../shared/locale-navbar.ts";
import type { PageData, PageProps } from "../../shared/site-data.ts";
import { versionedSite } from "../../shared/version-navbar.ts";
import { App } from "../../templates/App.tsx";
import { App as AuthorPagesApp } from "../../templates/AuthorPagesApp.tsx";
import { StringsContext } from "../../templates/strings-context.ts";
import { withThemeConfig } from "../../templates/theme-config/App.tsx";
import type { ResolvedConfig } from "../config/resolved.ts";
import { versionOfPage } from "../model/docs-versions.ts";
import { usesThemeConfigStyles } from "../theme/config-styles.ts";
import { type AssetUrls, headTags, jsonForScript } from "./head.ts";

export interface DocumentInput {
  config: ResolvedConfig;
  props: PageProps;
  assets: AssetUrls;
  /** The colour-mode script, identical on every page (its hash goes into the CSP). */
  themeScript: string;
  /** The Content-Security-Policy of the `<meta>` at the top of the head (write/security-headers.ts). */
  metaPolicy: string;
  /** The base-URL check (its template and script), home page only (behaviours §9). */
  baseUrlCheck?: string;
  /** The config's tags (render/injected.ts): for the head, and for the top of the body. */
  injectedHead?: string;
  injectedBody?: string;
  /** Extra head tags (feed links). */
  extraHead?: string;
  /** The sidebar's JSON asset: the client loads it to hydrate instead of finding it inline. */
  sidebarUrl?: string;
  /**
   * A React page of the site (cli/react/render.ts): the app root's HTML, rendered from the site's server
   * bundle, and the data its hydration reads, instead of docsgen's App and page data.
   */
  app?: { html: string; data: unknown };
}

const PAGE_CLASSES: Record<PageProps["page"]["kind"], string> = {
  doc: "docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page",
  category: "docs-wrapper plugin-docs plugin-id-default docs-version-current docs-generated-index-page",
  page: "plugin-pages plugin-id-default",
  home: "plugin-pages plugin-id-default",
  "not-found": "plugin-pages plugin-id-default",
  "blog-list": "blog-wrapper plugin-blog plugin-id-default blog-list-page",
  "blog-post": "blog-wrapper plugin-blog plugin-id-default blog-post-page",
  "blog-tags": "blog-wrapper plugin-blog plugin-id-default blog-tags-list-page",
  "blog-archive": "blog-wrapper plugin-blog plugin-id-default blog-archive-page",
  authors: "blog-wrapper plugin-blog plugin-id-default blog-authors-list-page",
  author: "blog-wrapper plugin-blog plugin-id-default blog-authors-posts-page",
  "doc-tags": "docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-list-page",
  "doc-tag": "docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page",
};

/** The theme's App and the author pages' App (templates/AuthorPagesApp.tsx); a site's themeConfig looks around each. */
const PLAIN = [App, AuthorPagesApp] as const;
const THEMED = [withThemeConfig(App), withThemeConfig(AuthorPagesApp)] as const;

/** A complete HTML file for one page. */
export function renderDocument({
  config,
  props,
  assets,
  themeScript,
  metaPolicy,
  baseUrlCheck,
  extraHead,
  sidebarUrl,
  injectedHead,
  injectedBody,
  app: sitePage,
}: DocumentInput): string {
  const { page } = props;
  const app =
    sitePage?.html ??
    renderToString(
      createElement(
        StringsContext,
        { value: config.locale.strings.ui },
        // A versioned or translated site's navbar as this page shows it; the page data keeps the site's (the
        // client does the same).
        createElement(
          // The author pages in the blog's layout, and a site's navbar and footer styles, as its client renders them.
          (usesThemeConfigStyles(config) ? THEMED : PLAIN)[page.kind === "authors" || page.kind === "author" ? 1 : 0],
          props.site.versions || props.site.locales
            ? { ...props, site: localizedSite(versionedSite(props.site, page), page) }
            : props,
        ),
      ),
    );
  const data: unknown =
    sitePage?.data ??
    ({ site: props.site, page, sidebarUrl } satisfies Omit<PageData, "contentHtml"> & { site: PageProps["site"] });
  const version = versionOfPage(config, page);
  const pageClass = version
    ? PAGE_CLASSES[page.kind].replace("docs-version-current", version.className)
    : PAGE_CLASSES[page.kind];
  const ownClass = page.docsPluginId
    ? pageClass.replace("plugin-id-default", `plugin-id-${page.docsPluginId}`)
    : pageClass;
  const htmlClass = `${ownClass}${page.docId ? ` docs-doc-id-${page.docId.replace(/[^\w-]/g, "-")}` : ""}`;
  // What the site's Root adds to every page (theme/shell.ts), after docsgen's app: a root of its own that
  // the docs client never re-renders. A React page renders inside the Root itself (react/page-entries.ts).
  const root = sitePage ? undefined : props.site.themeShell?.html.Root;
  const rootPart = root === undefined ? "" : `\n<div ${THEME_SHELL_ATTRIBUTE}="Root">${root}</div>`;
  return `<!DOCTYPE html>
<html lang="${esc(config.locale.htmlLang)}" dir="${config.locale.direction}" class="${esc(htmlClass)}" data-has-hydrated="false">
<head>
${headTags(config, page, { assets, metaPolicy, injected: injectedHead })}${extraHead ? `\n${extraHead}` : ""}${baseUrlCheck ? `\n${baseUrlCheck}` : ""}
</head>
<body class="navigation-with-keyboard">${injectedBody ? `\n${injectedBody}` : ""}
<script>${themeScript}</script>
<div id="${APP_ROOT_ID}">${app}</div>${rootPart}
<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">${jsonForScript(data)}</script>
</body>
</html>
`;
}
