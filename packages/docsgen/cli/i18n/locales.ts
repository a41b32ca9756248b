import { existsSync } from "node:fs";
import { isAbsolute, join, sep } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { docsPluginFolder } from "./translations.ts";

/** A locale of the site, as the pages of every locale link to it (locale dropdown, `hreflang`). */
export interface SiteLocale {
  name: string;
  /** Its name in the locale dropdown: `localeConfigs.<name>.label`, else the language's own name for itself. */
  label: string;
  htmlLang: string;
  direction: "ltr" | "rtl";
  /** Its base URL: the site's for the default locale, else the site's followed by `<name>/`. Ends with `/`. */
  baseUrl: string;
  /** Its translations: `i18n/<path>` (absolute). */
  dir: string;
}

interface LocaleOptions {
  label?: string;
  direction: "ltr" | "rtl";
  htmlLang?: string;
  path?: string;
  baseUrl?: string;
}

interface I18nConfig {
  defaultLocale: string;
  locales: string[];
  path: string;
  localeConfigs?: Record<string, LocaleOptions>;
}

/** Every locale, the default first, as Docusaurus's i18n options give them (its `getDefaultLocaleConfig` rules). */
export function siteLocales(i18n: I18nConfig, siteBase: string, siteDir: string): SiteLocale[] {
  const names = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
  const root = isAbsolute(i18n.path) ? i18n.path : join(siteDir, i18n.path);
  return names.map((name) => {
    const options = i18n.localeConfigs?.[name];
    const base = options?.baseUrl ?? (name === i18n.defaultLocale ? siteBase : `${siteBase}${name}/`);
    return {
      name,
      label: options?.label ?? ownName(name),
      htmlLang: options?.htmlLang ?? name,
      direction: options?.direction ?? "ltr",
      baseUrl: `/${base}/`.replace(/\/{2,}/g, "/"),
      dir: join(root, options?.path ?? name),
    };
  });
}

/** The language's name in itself, capitalised (`fr` → "Français"), as Docusaurus labels a locale by default. */
function ownName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale; // not a language tag Intl knows
  }
}

/**
 * Where a translated locale reads its content: each pair is a folder of the site (the docs, a version's
 * folder, the blog, the pages) and the folder of its translations, in Docusaurus's layout
 * (`i18n/<locale>/docusaurus-plugin-content-docs/current/`, `…/version-<name>/`, `…-blog/`, `…-pages/`).
 */
export interface ContentFolders {
  /** Each docs folder: the default instance's versions, then another instance's (`pluginId`). */
  docs: { dir: string; version: string; pluginId?: string }[];
  blog: string;
  /** The other blog instances' folders (`i18n/<locale>/docusaurus-plugin-content-blog-<id>/`). */
  blogInstances?: { dir: string; pluginId: string }[];
  pages: string;
  /** The other pages instances' folders (`i18n/<locale>/docusaurus-plugin-content-pages-<id>/`). */
  pagesInstances?: { dir: string; pluginId: string }[];
}

export function translatedFolders(locale: SiteLocale, folders: ContentFolders): [string, string][] {
  const plugin = (name: string) => join(locale.dir, `docusaurus-plugin-content-${name}`);
  return [
    ...folders.docs.map(({ dir, version, pluginId }): [string, string] => [
      dir,
      join(locale.dir, docsPluginFolder(pluginId), version === "current" ? "current" : `version-${version}`),
    ]),
    [folders.blog, plugin("blog")],
    ...(folders.blogInstances ?? []).map((b): [string, string] => [b.dir, plugin(`blog-${b.pluginId}`)]),
    [folders.pages, plugin("pages")],
    ...(folders.pagesInstances ?? []).map((p): [string, string] => [p.dir, plugin(`pages-${p.pluginId}`)]),
  ];
}

/**
 * The file a translated locale reads for `absPath`: its translation when there is one, else the file itself
 * (the default locale's, as Docusaurus falls back). Files only in the translations are not read, as there.
 */
export function translatedFile(overlays: readonly (readonly [string, string])[], absPath: string): string {
  for (const [from, to] of overlays) {
    if (!absPath.startsWith(from + sep)) continue;
    const candidate = to + absPath.slice(from.length);
    return existsSync(candidate) ? candidate : absPath;
  }
  return absPath;
}

/**
 * The paths that stand for the same source: a translation and the default locale's file. A link from a
 * translated doc to `./other.md` means the other doc, translated or not (Docusaurus looks in both folders).
 */
export function counterpart(overlays: readonly (readonly [string, string])[], absPath: string): string | undefined {
  for (const [from, to] of overlays) {
    if (absPath.startsWith(to + sep)) return from + absPath.slice(to.length);
    if (absPath.startsWith(from + sep)) return to + absPath.slice(from.length);
  }
  return undefined;
}

/**
 * One info line per content folder of a translated locale whose files are not all translated: how many
 * fell back to the default locale's, and the first few, located at the translations folder.
 */
export function fallbackNotes(
  config: { siteDir: string; locale: { lang: string; overlays: [string, string][] } },
  sources: readonly string[],
): Diagnostic[] {
  const notes: Diagnostic[] = [];
  for (const [from, to] of config.locale.overlays) {
    const fell = sources.filter((s) => s.startsWith(from + sep)).map((s) => relativePath(from, s));
    if (fell.length === 0) continue;
    const total = fell.length + sources.filter((s) => s.startsWith(to + sep)).length;
    const first = fell.slice(0, 3).join(", ") + (fell.length > 3 ? ", …" : "");
    notes.push({
      severity: "info",
      code: "i18n",
      message: `${fell.length} of ${total} files have no ${config.locale.lang} translation here; the ${relativePath(config.siteDir, from)}/ ones are used (${first})`,
      file: `${relativePath(config.siteDir, to)}/`,
      hint: "Translate a file by writing it at the same path in this folder (as Docusaurus, the default locale's stands in meanwhile).",
    });
  }
  return notes;
}

/** The default locale's file that `absPath` translates, or `absPath` itself when it is no translation. */
export function originalOf(overlays: readonly (readonly [string, string])[], absPath: string): string {
  for (const [from, to] of overlays) if (absPath.startsWith(to + sep)) return from + absPath.slice(to.length);
  return absPath;
}
