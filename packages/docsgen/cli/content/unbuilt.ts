import { existsSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { stylesheetModules } from "../client-modules/paths.ts";
import { DOCUSAURUS_CONFIG_FILES } from "../config/docusaurus.ts";
import { CONFIG_FILE } from "../config/read.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { docsPluginFolder } from "../i18n/translations.ts";
import { relativePath } from "../paths/relative.ts";

/**
 * What a Docusaurus site holds that docsgen does not build, each reported once, located, with what to do:
 * an author must never find a page missing from the output without having been told.
 */
export async function findUnbuilt(config: ResolvedConfig): Promise<Diagnostic[]> {
  const found: Diagnostic[] = [];
  const rel = (abs: string) => relativePath(config.siteDir, abs);
  const warn = (file: string, message: string, hint: string) =>
    found.push({ severity: "warning", code: "unbuilt", message, file, hint });
  const list = (cwd: string, pattern: string | string[]) =>
    existsSync(cwd) ? fg(pattern, { cwd, ignore: ["**/node_modules/**"], onlyFiles: true }) : Promise.resolve([]);

  // React pages in Docusaurus's folder when docsgen reads another one (those of the pages folder are built).
  const srcPages = join(config.siteDir, "src", "pages");
  if (srcPages !== config.pagesDir) {
    for (const file of (await list(srcPages, "**/*.{js,jsx,ts,tsx}")).sort()) {
      if (/(^|\/)_/.test(file) || /\.(test|spec)\.[jt]sx?$/.test(file) || file.endsWith(".d.ts")) continue;
      warn(
        rel(join(srcPages, file)),
        `this React page is not built: docsgen reads pages from ${rel(config.pagesDir)}/`,
        `Move it to ${rel(config.pagesDir)}/, or set \`pages: { path: "src/pages" }\` in the config.`,
      );
    }
  }
  // Markdown pages in Docusaurus's folder when docsgen reads another one.
  if (srcPages !== config.pagesDir) {
    for (const file of (await list(srcPages, "**/*.{md,mdx}")).sort()) {
      if (/(^|\/)_/.test(file)) continue;
      warn(
        rel(join(srcPages, file)),
        `this markdown page is not built: docsgen reads pages from ${rel(config.pagesDir)}/`,
        `Move it to ${rel(config.pagesDir)}/, or set \`pages: { path: "src/pages" }\` in the config.`,
      );
    }
  }
  // Docusaurus's own config, swizzled theme components and custom CSS: docsgen has its own config and theme.
  // A site with a site.config.ts: its Docusaurus config is not read (without one, the first is: config/docusaurus.ts).
  for (const name of config.configFile === CONFIG_FILE ? DOCUSAURUS_CONFIG_FILES : []) {
    if (existsSync(join(config.siteDir, name)))
      warn(
        name,
        `${name} is not read: the site has a site.config.ts, which docsgen reads instead`,
        "Move the settings docsgen knows into site.config.ts (see the configuration reference in docsgen's manual), or remove site.config.ts to build from this file.",
      );
  }
  const src = join(config.siteDir, "src");
  // Swizzled components are told apart one by one where the build knows its theme (pipeline/site-state.ts).
  // With stylesheets in the config (customCss, or client modules that are), the others in src/css/ are usually
  // what they import.
  const named = config.customCss.length + stylesheetModules(config.clientModules).length > 0;
  const cssFiles = named ? [] : await list(join(src, "css"), "**/*.{css,scss}");
  for (const file of cssFiles.sort())
    warn(
      `src/css/${file}`,
      "this stylesheet is not loaded: the config's customCss does not name it",
      'Name it in the classic preset\'s `theme: { customCss: "./src/css/custom.css" }` (site.config.ts: `customCss`), or drop it.',
    );
  // Versions without a versions.json naming them (config/versions.ts) are not built.
  for (const folder of config.docs.versions ? [] : ["versioned_docs", "versioned_sidebars"]) {
    const dir = join(config.siteDir, folder);
    if (existsSync(dir))
      warn(
        `${folder}/`,
        `${folder}/ is not built: no versions.json lists its versions`,
        'List the versions in versions.json, newest first (["2.0", "1.0"]), as `docusaurus docs:version` writes it.',
      );
  }
  // Translations: of the locales of i18n.locales, docsgen reads the docs, blog and pages plugins' folders
  // and the theme's labels (config/freeze.ts); what else is there is not built.
  const i18n = join(config.siteDir, "i18n");
  const built = new Set(config.i18n.locales.map((l) => relativePath(i18n, l.dir)));
  for (const file of (await list(i18n, "*/**/*")).sort()) {
    if (/^[^/]+\/code\.json$/.test(file)) continue;
    const [locale, plugin] = file.split("/");
    const key = `${locale}/${plugin}`;
    const instance =
      config.docsInstances?.some((i) => plugin === docsPluginFolder(i.id)) ||
      config.blogInstances?.some((i) => plugin === `docusaurus-plugin-content-blog-${i.id}`);
    if (built.has(locale) && (READ_PLUGINS.has(plugin) || instance)) continue;
    if (found.some((d) => d.file?.startsWith(`i18n/${key}`))) continue;
    warn(
      `i18n/${key}${file.includes("/", locale.length + 1) ? "/" : ""}`,
      built.has(locale)
        ? `translated content in i18n/${key} is not built: docsgen reads the docs, blog and pages translations and the navbar and footer labels`
        : `translated content in i18n/${key} is not built: i18n.locales does not list "${locale}"`,
      built.has(locale)
        ? "Its plugin is one docsgen does not run; see the migration guide for what it builds."
        : `Add "${locale}" to i18n.locales to build it.`,
    );
  }
  return found;
}

/** The folders of `i18n/<locale>/` that docsgen reads. */
const READ_PLUGINS = new Set([
  "docusaurus-plugin-content-docs",
  "docusaurus-plugin-content-blog",
  "docusaurus-plugin-content-pages",
  "docusaurus-theme-classic",
]);
