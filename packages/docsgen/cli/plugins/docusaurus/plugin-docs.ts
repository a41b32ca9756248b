/**
 * The docs instances site plugins built by wrapping the docs plugin (docs-plugin.ts), put into the config the
 * build reads: one of the default id is the site's `docs` (in place of the preset's, which the config then
 * leaves out or sets to `false`, as Docusaurus requires one plugin a id), another one of `docsInstances`; each
 * with its translations folders read in a translated locale, as a docs instance of the config is.
 */
import { join } from "node:path";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { docsPluginFolder } from "../../i18n/translations.ts";
import { takenInstanceId } from "./call.ts";
import type { PluginDocs } from "./docs-plugin.ts";

/** The folders of a docs config: each version's, or its docs folder, with the version's name. */
function foldersOf(docs: ResolvedConfig["docs"]): { dir: string; version: string }[] {
  return docs.versions?.map((v) => ({ dir: v.dir, version: v.name })) ?? [{ dir: docs.dir, version: "current" }];
}

/** The fields of the config that change: `docs`, `docsInstances` and the locale's overlays and sidebar labels. */
export function withPluginDocs(config: ResolvedConfig, made: readonly PluginDocs[]): Partial<ResolvedConfig> {
  if (made.length === 0) return {};
  const errors: Diagnostic[] = [];
  // The preset's docs are the default instance when the config writes them (`docs` among its paths).
  const presetDocs = config.configPaths.some(([path]) => path === "docs");
  const taken = new Set([...(presetDocs ? ["default"] : []), ...(config.docsInstances ?? []).map((i) => i.id)]);
  let docs = config.docs;
  let sidebarMessages = config.locale.sidebarMessages;
  const instances = [...(config.docsInstances ?? [])];
  const replaced: string[] = [];
  for (const { id, instance, place } of made) {
    if (taken.has(id)) {
      errors.push(takenInstanceId(config, place, id, "docs"));
      continue;
    }
    taken.add(id);
    if (id === "default") {
      replaced.push(...foldersOf(docs).map((f) => f.dir));
      docs = instance.docs;
      sidebarMessages = instance.sidebarMessages;
    } else instances.push(instance);
  }
  if (errors.length > 0) throw new BuildError(errors);
  const locale = config.i18n.locales.find((l) => l.name === config.locale.lang);
  let overlays = config.locale.overlays;
  if (locale && overlays.length > 0) {
    overlays = overlays.filter(([from]) => !replaced.includes(from));
    for (const { id, instance } of made)
      for (const { dir, version } of foldersOf(instance.docs))
        if (!overlays.some(([from]) => from === dir))
          overlays = [
            ...overlays,
            [
              dir,
              join(
                locale.dir,
                docsPluginFolder(id === "default" ? undefined : id),
                version === "current" ? "current" : `version-${version}`,
              ),
            ],
          ];
  }
  // The preset's `docs: false` is what Docusaurus asks of a site whose plugin builds the default docs: its
  // warning (that docsgen would build the docs folder anyway) no longer holds.
  const presetOff = /\.docs is ignored by docsgen: it builds the docs folder when there is one$/;
  const warnings = replaced.length > 0 ? config.warnings.filter((w) => !presetOff.test(w.message)) : config.warnings;
  return {
    docs,
    ...(warnings !== config.warnings ? { warnings } : {}),
    ...(instances.length > 0 ? { docsInstances: instances } : {}),
    ...(overlays !== config.locale.overlays || sidebarMessages !== config.locale.sidebarMessages
      ? { locale: { ...config.locale, overlays, sidebarMessages } }
      : {}),
  };
}
