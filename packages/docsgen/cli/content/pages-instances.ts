/**
 * The site's other pages instances (config/pages-instances.ts) as the build reads them: each one is the
 * site's config with its folder, files and route segment in place of the default pages' (`pagesDir`,
 * `pagesFiles`, `pagesRouteBase`), so discovery, front matter reading and React pages work on it unchanged.
 */
import { sep } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { originalOf } from "../i18n/locales.ts";
import { type KnownHeads, readHeads, type SourceHead } from "./heads.ts";

/** One instance's pages, relative to its folder (or the default pages', with the site's config). */
export interface PagesInstanceFiles {
  /** The config the pages are read with. */
  config: ResolvedConfig;
  pages: string[];
  reactPages: string[];
  findings: Diagnostic[];
}

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

/** The markdown pages of every other pages instance, read with its config. */
export function readPagesInstanceHeads(
  instances: readonly PagesInstanceFiles[] | undefined,
  known: KnownHeads | undefined,
  failed: Diagnostic[],
): SourceHead[] {
  return (instances ?? []).flatMap((i) => readHeads(i.config, { docs: [], pages: i.pages }, known, failed));
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
