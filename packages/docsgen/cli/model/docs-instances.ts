/**
 * The site's other docs instances as the model builds them: each a config whose `docs` are the instance's
 * (folder, route base, sidebars file, versions), so discovery, routes, sidebars and tags work unchanged on it,
 * as they do on a version (docs-versions.ts). Their sidebars are named `<id>/<sidebar>` site-wide, so a page's
 * sidebar, and the navbar item active on it, is never another instance's of the same name.
 */
import { sep } from "node:path";
import type { PageModel } from "../../shared/page-model.ts";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { originalOf } from "../i18n/locales.ts";
import type { DocsPart, DocsParts } from "./docs-parts.ts";
import { sidebarKey, type VersionInstance, versionInstances } from "./docs-versions.ts";
import type { NavbarDocs } from "./navbar-docs.ts";
import { navbarVersions } from "./navbar-versions.ts";

export interface DocsInstance {
  id: string;
  config: ResolvedConfig;
  /** Its versions (none for an instance without `<id>_versions.json`). */
  versions: VersionInstance[];
  /** Its folders: each version's, or the docs folder. */
  dirs: string[];
}

/** The other docs instances of a site, in the config's order (none for most sites). */
export function docsInstances(config: ResolvedConfig): DocsInstance[] {
  return (config.docsInstances ?? []).map(({ id, docs, sidebarMessages }) => {
    const own: ResolvedConfig = { ...config, docs, locale: { ...config.locale, sidebarMessages } };
    const versions = versionInstances(own);
    return { id, config: own, versions, dirs: versions.length > 0 ? versions.map((v) => v.version.dir) : [docs.dir] };
  });
}

/** The instance whose folders hold a file (the file it translates, for a translation); undefined: the default one. */
export function instanceOfFile(
  instances: readonly DocsInstance[],
  overlays: ResolvedConfig["locale"]["overlays"],
  absPath: string,
): DocsInstance | undefined {
  const original = originalOf(overlays, absPath);
  return instances.find((i) => i.dirs.some((dir) => original.startsWith(dir + sep)));
}

/** A sidebar's site-wide name: prefixed by its instance's id (and its version, for an older one). */
export function instanceSidebarKey(id: string, part: DocsPart, sidebar: string): string {
  return `${id}/${part.version ? sidebarKey(part.version, sidebar) : sidebar}`;
}

/** An instance's sidebars by their site-wide names. */
export function instanceSidebars(id: string, parts: DocsParts): Record<string, SidebarNode[]> {
  const out: Record<string, SidebarNode[]> = {};
  for (const part of parts.parts)
    for (const [name, items] of Object.entries(part.ctx.sidebars)) out[instanceSidebarKey(id, part, name)] = items;
  return out;
}

/**
 * A page of an instance as the site shows it: its sidebar named site-wide. Its version, if any, is not shown
 * (badge, banner, dropdown follow the default instance's versions): the page is at its version's route.
 */
export function instanceModel(id: string, part: DocsPart, model: PageModel): PageModel {
  const sidebarId = model.sidebarId && instanceSidebarKey(id, part, model.sidebarId);
  return { ...model, ...(sidebarId ? { sidebarId } : {}), docsPluginId: id };
}

/** Each instance's docs and sidebars as the navbar's items with its `docsPluginId` name them: its last version's. */
export function navbarInstances(instances: readonly { id: string; parts: DocsParts }[]): Record<string, NavbarDocs> {
  return Object.fromEntries(
    instances.map(({ id, parts }) => [
      id,
      {
        sidebars: parts.main.ctx.sidebars,
        docsById: parts.main.ctx.docsById,
        docSidebar: parts.main.ctx.docSidebar,
        // Static: the page data's versions (and the client's version choice) are the default instance's.
        versions: { ...navbarVersions(parts), versioned: false },
      },
    ]),
  );
}

/** The other instance whose docs (or a version's) a config's `docs` are; undefined for the default instance's. */
export function otherInstance(config: ResolvedConfig): string | undefined {
  const { dir } = config.docs;
  return config.docsInstances?.find((i) => i.docs.dir === dir || i.docs.versions?.some((v) => v.dir === dir))?.id;
}
