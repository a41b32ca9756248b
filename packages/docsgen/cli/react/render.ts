import { createHash } from "node:crypto";
import { localizedSite } from "../../shared/locale-navbar.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import { htmlPathOf } from "../../shared/url.ts";
import type { ReactPageData } from "../../templates/docusaurus/root.tsx";
import type { ResolvedConfig } from "../config/resolved.ts";
import { renderDocument } from "../render/document.ts";
import { documentParts, type OutputFiles, type RenderEnv } from "../render/env.ts";
import { runContained } from "./failure.ts";
import { type ReactPage, withHead } from "./pages.ts";
import type { SiteCode } from "./site-code.ts";

/** A React page's components rendered on the server, before the document around them. */
export interface ReactApp {
  /** The site data the page shows (a translated site's locale links are the page's own). */
  site: SiteData;
  data: ReactPageData;
  rendered: ReturnType<SiteCode["server"]["renderPage"]>;
}

/**
 * Renders one React page's components (its `rendered.html`, and the head it asked for). Apart from the
 * document, so the iframes they render are known before the content security policy is (render-all.ts). A
 * component that throws fails the build, located.
 */
export function renderReactApp(input: {
  config: ResolvedConfig;
  site: SiteData;
  page: ReactPage;
  model: PageModel;
  code: SiteCode;
}): ReactApp {
  const { config, page, code } = input;
  // A React page is a page load of its own: its data carries the locale dropdown's links of this page.
  const site = input.site.locales ? localizedSite(input.site, input.model) : input.site;
  const data: ReactPageData = {
    site,
    page: input.model,
    ...siteContext(config),
    ...(input.page.props ? { props: input.page.props } : {}),
  };
  // This locale's (a site's locales are built one after the other, in one process).
  (globalThis as { __docsgenMessages?: unknown }).__docsgenMessages = config.locale.messages;
  const where = { siteDir: config.siteDir, file: page.file, while: "this page rendered", bundle: code.bundle };
  const rendered = runContained(where, () =>
    code.server.renderPage(code.server.pages[page.file], data, config.locale.strings.ui),
  );
  return { site, data, rendered };
}

/**
 * One React page of the site: its rendered components inside docsgen's document (head, colour-mode script,
 * data for hydration), with its own script and stylesheet instead of docsgen's client entry. Returns the
 * model with the title and description the page gave, and the HTML the components rendered.
 */
export function renderReactPage(input: {
  env: RenderEnv;
  app: ReactApp;
  page: ReactPage;
  model: PageModel;
  code: SiteCode;
  files: OutputFiles;
}): { model: PageModel; appHtml: string } {
  const { env, app, page, code, files } = input;
  const { config } = env;
  const { rendered, data } = app;
  const model = withHead(config, input.model, rendered.head);
  const assets = code.assets.get(page.file);
  const pageCss = assets?.css ? [config.baseUrl + assets.css] : [];
  pageCss.push(...infimaCss({ config, code, html: rendered.html, files }));
  const html = renderDocument({
    config,
    props: { site: app.site, page: model, contentHtml: "" },
    assets: {
      js: config.baseUrl + (assets?.js ?? env.client.js),
      css: config.baseUrl + env.client.css,
      ...(pageCss.length > 0 ? { pageCss } : {}),
    },
    ...documentParts(env, model.route === "/"),
    app: { html: rendered.html, data: { ...data, page: model } },
  });
  files.set(htmlPathOf(model.route), html);
  return { model, appHtml: rendered.html };
}

/** What the site's code reads of the config besides the page (useDocusaurusContext, `@theme/Admonition`). */
export function siteContext(
  config: ResolvedConfig,
): Pick<ReactPageData, "siteConfig" | "admonitionTitles" | "i18n" | "messages" | "globalData"> {
  const { locales, defaultLocale } = config.i18n;
  const messages = config.locale.messages;
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      ...(config.favicon ? { favicon: config.favicon } : {}),
      customFields: config.customFields,
      themeConfig: config.ownThemeConfig ? { ...config.ownThemeConfig, ...config.themeConfig } : config.themeConfig,
    },
    admonitionTitles: config.locale.strings.server.admonition,
    // Only for sites that have them: the context of others stays as it was.
    ...(locales.length > 1
      ? {
          i18n: {
            currentLocale: config.locale.lang,
            defaultLocale,
            locales: locales.map((l) => l.name),
            localeConfigs: Object.fromEntries(
              locales.map((l) => [
                l.name,
                { label: l.label, htmlLang: l.htmlLang, direction: l.direction, path: l.name },
              ]),
            ),
          },
        }
      : {}),
    ...(Object.keys(messages).length > 0 ? { messages } : {}),
    // What the site's plugins gave setGlobalData (plugins/docusaurus/): only for sites whose plugins did.
    ...(config.pluginGlobalData ? { globalData: config.pluginGlobalData } : {}),
  };
}

/** The stylesheet of Infima's rules for the classes the rendered HTML uses, if any: its URL, written to `files`. */
export function infimaCss(input: {
  config: ResolvedConfig;
  code: SiteCode;
  html: string;
  files: OutputFiles;
}): string[] {
  const infima = input.code.infima.pick(input.html);
  if (!infima) return [];
  const rel = `assets/site/infima-${createHash("sha256").update(infima).digest("hex").slice(0, 10)}.css`;
  input.files.set(rel, infima);
  return [input.config.baseUrl + rel];
}
