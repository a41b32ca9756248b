import { join } from "node:path";
import type { ResolvedConfig } from "../../config/resolved.ts";

/**
 * The `context` a site plugin function is called with, shaped as Docusaurus's `LoadContext`: the site
 * folder, the config (the keys docsgen reads), the output folder, the locale's base URL and i18n. The folder
 * of generated files is named but never written: `createData` keeps its data in memory (actions.ts).
 */
export function loadContext(config: ResolvedConfig) {
  const { locales, defaultLocale } = config.i18n;
  const currentLocale = config.locale.lang;
  const localeConfigs = Object.fromEntries(
    locales.map((l) => [
      l.name,
      { label: l.label, htmlLang: l.htmlLang, direction: l.direction, path: l.name, calendar: "gregory" },
    ]),
  );
  const i18n = { defaultLocale, locales: locales.map((l) => l.name), path: "i18n", currentLocale, localeConfigs };
  const siteConfig = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    i18n,
    customFields: config.customFields,
    // As the site's components read it (react/render.ts): docsgen's theme's keys over the config's others.
    themeConfig: { ...config.ownThemeConfig, ...config.themeConfig } as Record<string, unknown>,
    plugins: [],
    themes: [],
    presets: [],
  };
  return {
    siteDir: config.siteDir,
    siteConfigPath: join(config.siteDir, config.configFile),
    siteConfig,
    generatedFilesDir: join(config.siteDir, ".docusaurus"),
    outDir: config.outDir,
    baseUrl: config.baseUrl,
    i18n,
    localizationDir: join(config.siteDir, "i18n", currentLocale),
    codeTranslations: config.locale.messages,
    siteVersion: undefined,
    siteStorage: { type: "localStorage", namespace: "" },
    currentBundler: { name: "webpack" },
  };
}
