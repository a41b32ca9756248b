/** The docs' settings in the config schema (../schema.ts), as Docusaurus's docs plugin takes them. */
import {
  arrayOf,
  boolean,
  ignored,
  nothing,
  object,
  oneOf,
  optional,
  recordOf,
  required,
  string,
  union,
  withDefault,
} from "../shape.ts";
import { contentFileFields, docusaurusOnly, MDX_PLUGIN_OPTIONS, markdownPluginFields, severity } from "./common.ts";

/** Settings of one docs version (Docusaurus's `docs.versions.<name>`). */
const versionSchema = object({
  label: optional(string(), "its name in the version dropdown and badge"),
  path: optional(string(), "its route segment after the docs route"),
  banner: optional(oneOf("none", "unreleased", "unmaintained"), "the banner above its pages"),
  badge: optional(boolean(), "whether its pages show the version badge"),
  className: optional(string(), "the `<html>` class of its pages; default: `docs-version-<name>`"),
  noIndex: optional(boolean(), "its pages ask search engines not to index them, and leave the sitemap"),
});

/** The docs options, the plugin's `id` apart (the default instance's is warned about; another's names it). */
const docsFields = {
  path: withDefault(string(), "docs", "folder of the docs"),
  routeBasePath: withDefault(string(), "docs", "URL segment of the docs"),
  sidebarPath: optional(
    union(string(), boolean()),
    "the sidebars file; default: `sidebars.ts` (or `.js`, `.json`), and without one a sidebar generated from the docs folder, as in Docusaurus; `false`: no sidebar",
  ),
  editUrl: optional(
    string(),
    "prefix of the \"Edit this page\" link; the doc's path inside `docs/` is appended. In a docusaurus.config, a function is called for each doc with Docusaurus's arguments (`version`, `versionDocsDirPath`, `docPath`, `permalink`, `locale`) and returns the URL",
  ),
  versionLabel: withDefault(string(), "Next", "label of the single `current` version"),
  // Versions, as Docusaurus reads them with versions.json (config/versions.ts).
  disableVersioning: optional(boolean(), "`true`: only the current docs are built, whatever versions.json lists"),
  includeCurrentVersion: optional(boolean(), "`false`: the docs folder is not built, only the versions"),
  lastVersion: optional(string(), "the version served at the docs route; default: the first of versions.json"),
  onlyIncludeVersions: optional(arrayOf(string()), "the versions built (`current` is the docs folder)"),
  versions: optional(recordOf(versionSchema), "settings per version (`current` is the docs folder)"),
  showLastUpdateTime: withDefault(
    boolean(),
    false,
    "a last-update date at the bottom of each doc, from git history (front matter `last_update.date` wins)",
  ),
  showLastUpdateAuthor: withDefault(
    boolean(),
    false,
    "the last change's author at the bottom of each doc, from git history (front matter `last_update.author` wins)",
  ),
  tags: optional(
    union(string(), boolean(), nothing()),
    "the tags file (YAML), relative to the docs folder (each version's): `label`, `permalink` and `description` of each tag key docs' `tags` name; default: `tags.yml` when it exists; `false` or `null`: none",
  ),
  onInlineTags: withDefault(
    severity,
    "warn",
    "what a doc's tag that is not a key of the tags file does (`ignore` also leaves the tags file unread, as in Docusaurus)",
  ),
  ...markdownPluginFields("docs"),
  ...contentFileFields("docs"),
};

/** The docs options Docusaurus has and docsgen does not read (`admonitions` is read elsewhere). */
const docsIgnored = {
  ...docusaurusOnly(
    [
      "editLocalizedFiles",
      "editCurrentVersion",
      "tagsBasePath",
      "breadcrumbs",
      "sidebarCollapsible",
      "sidebarCollapsed",
      "sidebarItemsGenerator",
      "numberPrefixParser",
      "docsRootComponent",
      "docVersionRootComponent",
      "docRootComponent",
      "docItemComponent",
      "docTagDocListComponent",
      "docTagsListComponent",
      "docCategoryGeneratedIndexComponent",
      ...MDX_PLUGIN_OPTIONS,
    ],
    "docsgen's docs do not use it",
  ),
  admonitions: ignored(
    "in site.config.ts, admonition keywords are `markdown.admonitions` (a docusaurus.config's docs `admonitions` is read as that)",
  ),
};

export const docsSchema = object({
  ...docsFields,
  ...docusaurusOnly(["id"], "docsgen's docs do not use it"),
  ...docsIgnored,
});

/**
 * Another docs instance (Docusaurus's `@docusaurus/plugin-content-docs` listed in `plugins`): the docs
 * options with the `id` that names it (its versions files, translations folder and navbar `docsPluginId`).
 */
export const docsInstanceSchema = object({
  id: required(
    string(),
    "the instance's name: `<id>_versions.json`, `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`, navbar items' `docsPluginId`",
  ),
  ...docsFields,
  sidebarPath: optional(
    union(string(), boolean()),
    "the instance's sidebars file; without one, a sidebar generated from its folder (Docusaurus's default for the docs plugin); `false`: no sidebar",
  ),
  editUrl: optional(
    string(),
    "prefix of the \"Edit this page\" link; the doc's path from the site folder is appended. In a docusaurus.config, a function is called for each doc, as the default instance's",
  ),
  ...docsIgnored,
});
