/**
 * The pages instances site plugins built by wrapping the pages plugin (pages-plugin.ts), put into the config the
 * build reads: one of the default id takes the default pages' place (their folder, files and route segment),
 * another is one of `pagesInstances`; each with its translations folder read in a translated locale.
 */
import { join } from "node:path";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { takenInstanceId } from "./call.ts";
import type { PluginPages } from "./pages-plugin.ts";

/** The fields of the config that change: the default pages', `pagesInstances` and the locale's overlays. */
export function withPluginPages(config: ResolvedConfig, made: readonly PluginPages[]): Partial<ResolvedConfig> {
  if (made.length === 0) return {};
  const errors: Diagnostic[] = [];
  // The preset's pages are the default instance when the config writes them (`pages` among its paths).
  const presetPages = config.configPaths.some(([path]) => path === "pages");
  const taken = new Set([...(presetPages ? ["default"] : []), ...(config.pagesInstances ?? []).map((i) => i.id)]);
  const out: Partial<ResolvedConfig> = {};
  const instances = [...(config.pagesInstances ?? [])];
  const locale = config.i18n.locales.find((l) => l.name === config.locale.lang);
  let overlays = config.locale.overlays;
  const translate = (dir: string, folder: string) => {
    if (locale && overlays.length > 0 && !overlays.some(([from]) => from === dir))
      overlays = [...overlays, [dir, join(locale.dir, folder)]];
  };
  for (const { id, instance, place } of made) {
    if (taken.has(id)) {
      errors.push(takenInstanceId(config, place, id, "pages"));
      continue;
    }
    taken.add(id);
    if (id === "default") {
      overlays = overlays.filter(([from]) => from !== config.pagesDir);
      out.pagesDir = instance.dir;
      out.pagesFiles = instance.files;
      out.pagesRouteBase = instance.routeBasePath === "" ? undefined : instance.routeBasePath;
      out.pagesSelected = instance.selected;
      translate(instance.dir, "docusaurus-plugin-content-pages");
    } else {
      instances.push(instance);
      translate(instance.dir, `docusaurus-plugin-content-pages-${id}`);
    }
  }
  if (errors.length > 0) throw new BuildError(errors);
  // Absent fields stay absent: a config keeps its shape (and its cache keys) where nothing changed.
  const defined = Object.fromEntries(
    Object.entries(out).filter(([key, v]) => v !== undefined || config[key as keyof ResolvedConfig] !== undefined),
  );
  // The preset's `pages: false` is what Docusaurus asks of a site whose plugin builds the default pages.
  const presetOff = /\.pages is ignored by docsgen: it builds the pages folder when there is one$/;
  if (out.pagesDir !== undefined) defined.warnings = config.warnings.filter((w) => !presetOff.test(w.message));
  return {
    ...defined,
    ...(instances.length > 0 ? { pagesInstances: instances } : {}),
    ...(overlays !== config.locale.overlays ? { locale: { ...config.locale, overlays } } : {}),
  };
}
