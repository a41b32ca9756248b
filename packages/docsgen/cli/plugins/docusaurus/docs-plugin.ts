/**
 * `@docusaurus/plugin-content-docs` as a site plugin's code imports it: a plugin factory of Docusaurus's shape,
 * for a site whose docs are its own plugin wrapping the docs plugin (the docs' list as global data, docs left
 * out, routes added per doc). `default(context, options)` returns `{ name, options, loadContent,
 * contentLoaded, getPathsToWatch }`: `loadContent` reads the docs of the options the wrapper passes and gives
 * them in Docusaurus's shape (docs-content.ts); `contentLoaded({ content })` records the docs the content still
 * has, and the build makes the docs instance the options name of those (plugin-docs.ts), as it makes the
 * preset's `docs` or a `docsInstances` entry. What the wrapper changes that docsgen does not apply (a doc's
 * metadata, a version's fields, docs it makes up) is a located warning naming it.
 */
import type { PluginDocsConfig } from "../../config/docs-plugin-options.ts";
import { pluginDocsConfig } from "../../config/docs-plugin-options.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { type PluginPlace, pluginDiagnostic } from "./call.ts";
import { standInValidateOptions } from "./content-stand-ins.ts";
import { type DocsContent, docusaurusDocsContent } from "./docs-content.ts";

/** A docs instance a wrapping plugin built: its id, its settings for the locale, where the config lists it. */
export interface PluginDocs {
  id: string;
  instance: PluginDocsConfig;
  place: PluginPlace;
}

/** What the stand-in gathers for the build; one per run of the site's plugins. */
export interface DocsHost {
  /** The module a plugin's import of `@docusaurus/plugin-content-docs` gives, for the plugin at `place`. */
  module(place: PluginPlace): unknown;
  docs: PluginDocs[];
  diagnostics: Diagnostic[];
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** The markdown plugins docsgen runs are read with the config (config/markdown-plugins.ts), not from here. */
const UNREAD_KEYS = ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"];

export function docsHost(config: ResolvedConfig): DocsHost {
  const docs: PluginDocs[] = [];
  const diagnostics: Diagnostic[] = [];
  const warn = (place: PluginPlace, message: string, hint: string, code?: Diagnostic["code"]) =>
    diagnostics.push(
      pluginDiagnostic(config, place, { severity: "warning", message, hint, ...(code ? { code } : {}) }),
    );
  const factory = (place: PluginPlace) => (_context: unknown, given: unknown) => {
    const { id: rawId, admonitions, ...options } = isRecord(given) ? given : {};
    const id = typeof rawId === "string" && rawId !== "" ? rawId : "default";
    for (const key of UNREAD_KEYS.filter((k) => Array.isArray(options[k]) && (options[k] as unknown[]).length > 0)) {
      warn(
        place,
        `passes the docs plugin ${key}, which docsgen does not run from a site plugin: the docs are built without them`,
        "Docs that need the plugin's syntax render it as plain markdown; the manual's Site plugins page says more.",
        "config-ignored",
      );
      delete options[key];
    }
    if (admonitions !== undefined || typeof options.editUrl === "function") {
      warn(
        place,
        `passes the docs plugin ${admonitions !== undefined ? "admonitions" : "an editUrl function"}, which docsgen does not read from a site plugin`,
        "Give it in the config's classic preset `docs` instead.",
        "config-ignored",
      );
      if (typeof options.editUrl === "function") delete options.editUrl;
    }
    const errors: Diagnostic[] = [];
    const instance = pluginDocsConfig(config, { id, options, at: place.at }, (p) =>
      (p.warning ? diagnostics : errors).push(
        pluginDiagnostic(config, place, {
          severity: p.warning ? "warning" : "error",
          code: p.warning ? "config-ignored" : "config-invalid",
          message: p.message,
          hint: p.hint,
        }),
      ),
    );
    if (!instance) throw new BuildError(errors);
    const own: ResolvedConfig = { ...config, docs: instance.docs };
    let loaded: DocsContent | undefined;
    const load = () => {
      loaded ??= docusaurusDocsContent(own);
      return loaded;
    };
    return {
      name: "docusaurus-plugin-content-docs",
      options: { id, ...options },
      loadContent: async () => structuredClone(load().content),
      async contentLoaded({ content }: { content?: unknown }) {
        const kept = keptFiles(load(), content, (message, hint) => warn(place, message, hint));
        docs.push({
          id,
          place,
          instance: kept ? { ...instance, docs: { ...instance.docs, selected: kept } } : instance,
        });
      },
      getPathsToWatch: () => [instance.docs.dir],
    };
  };
  return {
    docs,
    diagnostics,
    // As the blog's stand-in (blog-plugin.ts): the factory with `default`, `__esModule` and `validateOptions`.
    module: (place) =>
      Object.assign(factory(place), {
        __esModule: true,
        default: factory(place),
        validateOptions: standInValidateOptions,
      }),
  };
}

/**
 * The files of the docs the content passed to `contentLoaded` keeps; undefined when it keeps every doc loaded
 * (the instance is then built as the config's would be, with nothing selected). Changes docsgen does not
 * apply are warned of through `warn`.
 */
function keptFiles(
  loaded: DocsContent,
  content: unknown,
  warn: (message: string, hint: string) => void,
): string[] | undefined {
  const versions = isRecord(content) && Array.isArray(content.loadedVersions) ? content.loadedVersions : undefined;
  if (!versions) {
    warn(
      "gives the docs plugin's contentLoaded a content without a `loadedVersions` array: its docs are built with every doc",
      "Pass on the content the docs plugin's loadContent returned, with the versions' `docs` filtered.",
    );
    return undefined;
  }
  const before = new Map(
    loaded.content.loadedVersions.flatMap((v) =>
      (v.docs as Rec[]).map((d): [unknown, string] => [d.source, JSON.stringify(d)]),
    ),
  );
  const kept: string[] = [];
  const [unknown, changed, versionsChanged]: string[][] = [[], [], []];
  for (const version of versions.filter(isRecord)) {
    const { docs, ...fields } = version;
    const original = loaded.content.loadedVersions.find((v) => v.versionName === version.versionName);
    const { docs: _, ...originalFields } = original ?? {};
    if (!original || JSON.stringify(fields) !== JSON.stringify(originalFields))
      versionsChanged.push(String(version.versionName));
    for (const doc of Array.isArray(docs) ? docs.filter(isRecord) : []) {
      const file = loaded.files.get(doc.source as string);
      if (!file) unknown.push(String(doc.id ?? doc.source));
      else {
        kept.push(file);
        if (JSON.stringify(doc) !== before.get(doc.source)) changed.push(String(doc.id));
      }
    }
  }
  const list = (items: string[]) => items.map((i) => JSON.stringify(i)).join(", ");
  if (unknown.length > 0)
    warn(
      `gives the docs plugin docs it did not load (${list(unknown)}): they are not built`,
      "docsgen builds the docs of the instance's folder; a doc the plugin makes up needs a file there.",
    );
  if (changed.length > 0)
    warn(
      `changes the metadata of docs it passes on (${list(changed)}): docsgen builds each doc from its file and front matter, without the change`,
      "Change the doc's front matter instead, or keep the change in the plugin's own global data or routes.",
    );
  if (versionsChanged.length > 0)
    warn(
      `changes the docs versions it passes on (${list(versionsChanged)}): docsgen builds the versions of the options, without the change`,
      "Give versions through the docs plugin's options (`versions`, `onlyIncludeVersions`, `lastVersion`).",
    );
  const all = [...loaded.files.values()];
  return kept.length === all.length && all.every((f) => kept.includes(f)) ? undefined : [...new Set(kept)];
}
