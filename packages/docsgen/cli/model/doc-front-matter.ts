import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { NavLink } from "../../shared/page-model.ts";
import { editUrlFunction } from "../config/edit-url.ts";
import type { DocSource } from "../content/types.ts";
import { type Diagnostic, suggest } from "../diagnostics/diagnostic.ts";
import { originalOf } from "../i18n/locales.ts";
import { relativePath } from "../paths/relative.ts";
import { otherInstance } from "./docs-instances.ts";
import { calledEditUrl } from "./edit-url.ts";
import type { ModelContext } from "./model-context.ts";

/**
 * What a doc's front matter changes in its page model, as Docusaurus reads the same keys: the sidebar
 * shown beside it, its previous/next links and their labels, its TOC levels and its edit link.
 */

/** `displayed_sidebar` (null: none), else the sidebar that holds the doc. */
export function displayedSidebarId(ctx: ModelContext, doc: DocSource): string | undefined {
  const chosen = doc.frontMatter.displayed_sidebar;
  if (chosen === null) return undefined;
  if (typeof chosen === "string" && ctx.sidebars[chosen]) return chosen;
  return ctx.docSidebar.get(doc.id);
}

/** How a doc appears in another doc's paginator: `pagination_label`, else the sidebar's label. */
function paginatorLink(ctx: ModelContext, link: NavLink | undefined): NavLink | undefined {
  if (!link) return undefined;
  const label = docByRoute(ctx).get(link.href)?.frontMatter.pagination_label;
  return label ? { ...link, label } : link;
}

/** A doc named by id in `pagination_prev`/`pagination_next` (null: no link; undefined: the sidebar's). */
function namedDoc(ctx: ModelContext, id: string | null | undefined, fallback: NavLink | undefined) {
  if (id === null) return undefined;
  if (id === undefined) return paginatorLink(ctx, fallback);
  const doc = ctx.docsById.get(id);
  if (!doc) return paginatorLink(ctx, fallback); // reported by checkDocReferences
  return { label: doc.frontMatter.pagination_label ?? doc.sidebarLabel, href: doc.route };
}

/** The doc's previous/next links: the sidebar's neighbours, with the front matter's overrides. */
export function docPagination(ctx: ModelContext, doc: DocSource, neighbours: { prev?: NavLink; next?: NavLink }) {
  const prev = namedDoc(ctx, doc.frontMatter.pagination_prev, neighbours.prev);
  const next = namedDoc(ctx, doc.frontMatter.pagination_next, neighbours.next);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}

/** The heading levels of the doc's TOC (none with `hide_table_of_contents`), within 2–6 as Docusaurus. */
export function tocLevels(ctx: ModelContext, doc: DocSource): { min: number; max: number } | undefined {
  const fm = doc.frontMatter;
  if (fm.hide_table_of_contents === true) return undefined;
  const { minHeadingLevel, maxHeadingLevel } = ctx.config.themeConfig.tableOfContents;
  return { min: fm.toc_min_heading_level ?? minHeadingLevel, max: fm.toc_max_heading_level ?? maxHeadingLevel };
}

/**
 * `custom_edit_url` (null: none), else what the config's `docs.editUrl` function returns (edit-url.ts), else
 * `docs.editUrl` followed by the doc's path.
 */
export function editUrlOf(ctx: ModelContext, doc: DocSource): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  // Each docs instance's own function (a docusaurus.config's), else its string.
  const other = otherInstance(ctx.config);
  const called = editUrlFunction(join(ctx.config.siteDir, ctx.config.configFile), other);
  if (called) return calledEditUrl(ctx, doc, called);
  if (!ctx.config.docs.editUrl) return undefined;
  // A translated doc links the file it translates (Docusaurus's default, without `editLocalizedFiles`).
  const relPath = originalOf(ctx.config.locale.overlays, doc.absPath)
    .slice(ctx.config.docs.dir.length + 1)
    .split("\\")
    .join("/");
  // An older version's docs are edited in their own folder, as Docusaurus links them; so are docs beside the
  // site (`path: '../docs'`, with --root): Docusaurus appends the folder relative to the site, `..` and all.
  const folder = relativePath(ctx.config.siteDir, ctx.config.docs.dir);
  const prefix = folder.startsWith("versioned_docs/") || folder.startsWith("../") || other ? folder : "docs";
  return `${ctx.config.docs.editUrl.replace(/\/?$/, "/")}${prefix}/${relPath}`;
}

/**
 * The ids and sidebar names a doc's front matter refers to, each checked: a name that matches nothing
 * is a located warning (the page then falls back to what it would show without the key).
 */
export function checkDocReferences(ctx: ModelContext, doc: DocSource): Diagnostic[] {
  const fm = doc.frontMatter;
  const found: Diagnostic[] = [];
  const report = (key: string, message: string, candidates: Iterable<string>, name: string) => {
    const near = suggest(name, candidates);
    const header = readFileSync(doc.absPath, "utf8").split("\n");
    found.push({
      severity: "warning",
      code: "front-matter",
      message,
      file: doc.file,
      line: header.findIndex((l) => l.startsWith(`${key}:`)) + 1 || 1,
      hint: near ? `Did you mean "${near}"?` : undefined,
    });
  };
  if (typeof fm.displayed_sidebar === "string" && !ctx.sidebars[fm.displayed_sidebar])
    report(
      "displayed_sidebar",
      `displayed_sidebar "${fm.displayed_sidebar}" names no sidebar; the doc shows the sidebar that holds it`,
      Object.keys(ctx.sidebars),
      fm.displayed_sidebar,
    );
  for (const key of ["pagination_prev", "pagination_next"] as const) {
    const id = fm[key];
    if (typeof id === "string" && !ctx.docsById.has(id))
      report(key, `${key} "${id}" names no doc; the sidebar's neighbour is linked`, ctx.docsById.keys(), id);
  }
  return found;
}

const byRoute = new WeakMap<Map<string, DocSource>, Map<string, DocSource>>();

/** Docs by route, once per site. */
export function docByRoute(ctx: Pick<ModelContext, "docsById">): Map<string, DocSource> {
  let map = byRoute.get(ctx.docsById);
  if (!map) {
    map = new Map([...ctx.docsById.values()].map((d) => [d.route, d]));
    byRoute.set(ctx.docsById, map);
  }
  return map;
}
