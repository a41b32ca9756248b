/**
 * The site's other pages instances (config/pages-instances.ts) as the build reads them: each one is the
 * site's config with its folder, files and route segment in place of the default pages' (`pagesDir`,
 * `pagesFiles`, `pagesRouteBase`), so discovery, front matter reading and React pages work on it unchanged.
 */
import { sep } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import { originalOf } from "../i18n/locales.ts";

/** The config another pages instance's pages are read with. */
export function pagesInstanceConfig(
  config: ResolvedConfig,
  instance: NonNullable<ResolvedConfig["pagesInstances"]>[number],
): ResolvedConfig {
  const { pagesFiles: _files, pagesSelected: _selected, ...rest } = config;
  return {
    ...rest,
    pagesDir: instance.dir,
    pagesRouteBase: instance.routeBasePath,
    ...(instance.files ? { pagesFiles: instance.files } : {}),
    ...(instance.selected ? { pagesSelected: instance.selected } : {}),
  };
}

/**
 * How route checks name the pages instance of a page (`pages instance "community"`), from its file (the file
 * it translates, for a translation); undefined for a site without other pages instances, whose pages' routes
 * are checked as they always were.
 */
export function pagesInstanceLabel(config: ResolvedConfig, absPath: string): string | undefined {
  if (!config.pagesInstances) return undefined;
  const original = originalOf(config.locale.overlays, absPath);
  const instance = config.pagesInstances.find((i) => original.startsWith(i.dir + sep));
  return `pages instance "${instance?.id ?? "default"}"`;
}
