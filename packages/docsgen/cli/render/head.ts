import { esc } from "../../shared/escape-html.ts";
import type { PageModel } from "../../shared/page-model.ts";
import { absoluteUrl, isExternal, routeUrl } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { versionOfPage } from "../model/docs-versions.ts";

export interface AssetUrls {
  css: string;
  js: string;
  /** A React page's own stylesheets (its components' CSS, the Infima rules it needs), after docsgen's. */
  pageCss?: string[];
  /** A page with the site's components: the script that hydrates them (cli/react/render-mdx.ts), after docsgen's. */
  pageJs?: string;
  /** The site's replacement of shell parts (cli/theme/shell.ts): the script that hydrates them, their CSS. */
  shellJs?: string;
  shellCss?: string;
  /** The site's client modules (cli/client-modules/script.ts): their script, after docsgen's entry, and their CSS. */
  modulesJs?: string;
  modulesCss?: string;
}

/** What the head is made of besides the config and the page. */
export interface HeadParts {
  assets: AssetUrls;
  /** The Content-Security-Policy: a meta policy governs only what follows it, so it comes right after the charset. */
  metaPolicy: string;
  /** The config's tags (render/injected.ts), after the page's own and before docsgen's stylesheet, as in Docusaurus. */
  injected?: string;
}

/**
 * The page in each locale (Docusaurus's `hreflang` alternates), the default locale's as `x-default`. A site
 * with one locale names its own lang.
 */
function alternates(config: ResolvedConfig, route: string, canonical: string): string[] {
  const { locales } = config.i18n;
  const link = (lang: string, href: string) => `<link rel="alternate" hreflang="${esc(lang)}" href="${esc(href)}">`;
  if (locales.length < 2) return [link(config.locale.lang, canonical), link("x-default", canonical)];
  const path = route.replace(/^\/+/, "");
  const urls = locales.map((l) => `${config.url}${l.baseUrl}${path}`);
  return [...locales.map((l, i) => link(l.htmlLang, urls[i])), link("x-default", urls[0])];
}

/** The `<head>` tags of a page (behaviours §15.4–6), as an HTML string. */
export function headTags(config: ResolvedConfig, page: PageModel, { assets, metaPolicy, injected }: HeadParts): string {
  const canonical = routeUrl(config, page.route);
  const isDoc = page.kind === "doc" || page.kind === "category";
  const tags = [
    `<meta charset="UTF-8">`,
    `<meta http-equiv="Content-Security-Policy" content="${esc(metaPolicy)}">`,
    `<meta name="generator" content="docsgen ${esc(config.version)}">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0">`,
    `<title>${esc(page.documentTitle)}</title>`,
    `<meta property="og:title" content="${esc(page.documentTitle)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (page.kind !== "not-found") {
    tags.push(
      `<link rel="canonical" href="${esc(canonical)}">`,
      `<meta property="og:url" content="${esc(canonical)}">`,
      ...alternates(config, page.route, canonical),
    );
  }
  tags.push(
    `<meta property="og:locale" content="${esc(config.locale.lang.replace("-", "_"))}">`,
    `<meta name="docusaurus_locale" content="${esc(config.locale.lang)}">`,
    `<meta name="docsearch:language" content="${esc(config.locale.lang)}">`,
  );
  const version = versionOfPage(config, page);
  if (isDoc) {
    const name = esc(version?.name ?? "current");
    tags.push(
      `<meta name="docusaurus_version" content="${name}">`,
      `<meta name="docusaurus_tag" content="docs-default-${name}">`,
      `<meta name="docsearch:version" content="${name}">`,
      `<meta name="docsearch:docusaurus_tag" content="docs-default-${name}">`,
    );
  } else {
    tags.push(
      `<meta name="docusaurus_tag" content="default">`,
      `<meta name="docsearch:docusaurus_tag" content="default">`,
    );
  }
  if (page.description) {
    tags.push(
      `<meta name="description" content="${esc(page.description)}">`,
      `<meta property="og:description" content="${esc(page.description)}">`,
    );
  }
  if (page.keywords?.length) tags.push(`<meta name="keywords" content="${esc(page.keywords.join(", "))}">`);
  const image = page.image ?? config.themeConfig.image;
  if (image) {
    const abs = absoluteUrl(config, image);
    tags.push(`<meta property="og:image" content="${esc(abs)}">`, `<meta name="twitter:image" content="${esc(abs)}">`);
  }
  if (page.unlisted || page.kind === "not-found" || version?.noIndex)
    tags.push(`<meta name="robots" content="noindex, nofollow">`);
  for (const meta of config.themeConfig.metadata ?? []) {
    const attrs = (["name", "property", "content"] as const).flatMap((k) =>
      meta[k] === undefined ? [] : [`${k}="${esc(meta[k])}"`],
    );
    if (attrs.length > 0) tags.push(`<meta ${attrs.join(" ")}>`);
  }
  if (config.favicon) tags.push(`<link rel="icon" href="${esc(faviconHref(config.baseUrl, config.favicon))}">`);
  if (page.kind === "doc" && page.breadcrumbs.length > 0) {
    const list = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: page.breadcrumbs.map((b, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: b.label,
        item: routeUrl(config, b.href),
      })),
    };
    tags.push(`<script type="application/ld+json">${jsonForScript(list)}</script>`);
  }
  // DocSearch's first query is faster with its host connected early (Docusaurus's search bar adds the same).
  if (config.docsearch)
    tags.push(`<link rel="preconnect" href="${esc(config.docsearch.preconnect)}" crossorigin="anonymous">`);
  if (injected) tags.push(injected);
  tags.push(
    `<link rel="stylesheet" href="${esc(assets.css)}">`,
    ...(assets.pageCss ?? []).map((href) => `<link rel="stylesheet" href="${esc(href)}">`),
    ...(assets.shellCss ? [`<link rel="stylesheet" href="${esc(assets.shellCss)}">`] : []),
    ...(assets.modulesCss ? [`<link rel="stylesheet" href="${esc(assets.modulesCss)}">`] : []),
    `<script type="module" src="${esc(assets.js)}"></script>`,
    ...(assets.pageJs ? [`<script type="module" src="${esc(assets.pageJs)}"></script>`] : []),
    ...(assets.shellJs ? [`<script type="module" src="${esc(assets.shellJs)}"></script>`] : []),
    ...(assets.modulesJs ? [`<script type="module" src="${esc(assets.modulesJs)}"></script>`] : []),
  );
  return tags.join("\n");
}

/** JSON safe inside a `<script>` element (no `</script>` or comment openers). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The favicon's URL: a path under the base URL, or a URL (`https://…`, `data:…`) as written (as Docusaurus). */
function faviconHref(baseUrl: string, favicon: string): string {
  return isExternal(favicon) ? favicon : baseUrl + favicon.replace(/^\//, "");
}
