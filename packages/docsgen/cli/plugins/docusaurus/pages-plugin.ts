/**
 * `@docusaurus/plugin-content-pages` as a site plugin's code imports it: a plugin factory of Docusaurus's shape,
 * for a site whose pages are its own plugin wrapping the pages plugin (pages left out, a list of them as global
 * data). `default(context, options)` returns `{ name, options, loadContent, contentLoaded, getPathsToWatch }`:
 * `loadContent` reads the pages of the options the wrapper passes and gives them as Docusaurus does (one
 * metadata object per page: `type`, `permalink`, `source`, and a markdown page's `frontMatter`, `title`,
 * `description`, `unlisted`); `contentLoaded({ content })` records the pages the content still has, and the
 * build makes the pages instance the options name of those (plugin-pages.ts). Pages it makes up or changes are
 * located warnings.
 */
import { join } from "node:path";
import { pluginPagesInstance } from "../../config/pages-instances.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { discoverPages } from "../../content/discover.ts";
import { readHeads } from "../../content/heads.ts";
import { pagesInstanceConfig } from "../../content/pages-instances.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { relativePath } from "../../paths/relative.ts";
import { reactPage } from "../../react/pages.ts";
import { type PluginPlace, pluginDiagnostic } from "./call.ts";
import { standInValidateOptions } from "./content-stand-ins.ts";
import { contentTitle } from "./docs-content.ts";
import { keptOf } from "./kept.ts";

/** A pages instance a wrapping plugin built: its id, its settings, where the config lists it. */
export interface PluginPages {
  id: string;
  instance: NonNullable<ResolvedConfig["pagesInstances"]>[number];
  place: PluginPlace;
}

/** What the stand-in gathers for the build; one per run of the site's plugins. */
export interface PagesHost {
  /** The module a plugin's import of `@docusaurus/plugin-content-pages` gives, for the plugin at `place`. */
  module(place: PluginPlace): unknown;
  pages: PluginPages[];
  diagnostics: Diagnostic[];
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** The pages of an instance in Docusaurus's content shape, and by each one's `source` its file. */
function pagesContent(config: ResolvedConfig): { content: Rec[]; files: Map<string, string> } {
  const found = discoverPages(config);
  const url = (route: string) => `${config.baseUrl}${route.replace(/^\//, "")}`;
  const files = new Map<string, string>();
  const source = (absPath: string) => {
    const name = `@site/${relativePath(config.siteDir, absPath)}`;
    files.set(name, absPath);
    return name;
  };
  const markdown = readHeads(config, { docs: [], pages: found.pages }).map((head, i) => {
    const fm = head.frontMatter as Rec;
    return {
      type: "mdx",
      permalink: url(head.route),
      source: source(join(config.pagesDir, found.pages[i])),
      frontMatter: head.frontMatter,
      title: typeof fm.title === "string" ? fm.title : contentTitle(head.body),
      description: typeof fm.description === "string" ? fm.description : undefined,
      unlisted: fm.unlisted === true,
    };
  });
  const react = found.reactPages.map((rel) => {
    const page = reactPage(config, rel);
    return { type: "jsx", permalink: url(page.route), source: source(page.absPath) };
  });
  return { content: [...react, ...markdown], files };
}

export function pagesHost(config: ResolvedConfig): PagesHost {
  const pages: PluginPages[] = [];
  const diagnostics: Diagnostic[] = [];
  const factory = (place: PluginPlace) => (_context: unknown, given: unknown) => {
    const { id: rawId, ...options } = isRecord(given) ? given : {};
    const id = typeof rawId === "string" && rawId !== "" ? rawId : "default";
    const errors: Diagnostic[] = [];
    const instance = pluginPagesInstance(config, { id, options, at: place.at }, (p) =>
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
    let loaded: ReturnType<typeof pagesContent> | undefined;
    const load = () => {
      loaded ??= pagesContent(pagesInstanceConfig(config, instance));
      return loaded;
    };
    const warn = (message: string, hint: string) =>
      diagnostics.push(pluginDiagnostic(config, place, { severity: "warning", message, hint }));
    return {
      name: "docusaurus-plugin-content-pages",
      options: { id, ...options },
      loadContent: async () => structuredClone(load().content),
      async contentLoaded({ content }: { content?: unknown }) {
        const { content: before, files } = load();
        const given = Array.isArray(content) ? content.filter(isRecord) : undefined;
        if (!given)
          warn(
            "gives the pages plugin's contentLoaded a content that is not a list of pages: every page is built",
            "Pass on the list the pages plugin's loadContent returned, filtered.",
          );
        const kept =
          given && keptOf({ before, given, files, key: (p) => p.source, name: (p) => p.permalink }, warn, "pages");
        pages.push({ id, place, instance: kept ? { ...instance, selected: kept } : instance });
      },
      getPathsToWatch: () => [instance.dir],
    };
  };
  return {
    pages,
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
