import { formatTitle, type NavLink, type PageModel, type TocItem } from "../../shared/page-model.ts";
import { firstHref, type SidebarNode } from "../../shared/sidebar.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DocSource, Heading, PageSource } from "../content/types.ts";
import { cardsOf, docCardsOf } from "./doc-cards.ts";
import { displayedSidebarId, docPagination, editUrlOf, tocLevels } from "./doc-front-matter.ts";
import { lastUpdatedOf, lastUpdateLine } from "./last-updated.ts";
import type { ModelContext } from "./model-context.ts";
import type { GeneratedIndex } from "./sidebar-types.ts";
import { docTagLinks } from "./tags-file.ts";

/** Title formatter of behaviours §15.1. */
export function formatDocumentTitle(config: ResolvedConfig, title: string): string {
  return formatTitle(config.title, config.titleDelimiter, title);
}

/** Nests the headings within the configured levels into a TOC tree. */
export function buildToc(headings: readonly Heading[], min: number, max: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.depth < min || h.depth > max) continue;
    const item: TocItem = { id: h.id, text: h.text, depth: h.depth, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].depth >= h.depth) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}

/** Pages of a sidebar in reading order (categories with their own page included), for prev/next. */
export function flattenSidebar(items: readonly SidebarNode[]): NavLink[] {
  return items.flatMap((item): NavLink[] => {
    if (item.type === "doc") return [{ label: item.label, href: item.href }];
    if (item.type === "link" || item.type === "html") return [];
    const self = item.href ? [{ label: item.label, href: item.href }] : [];
    return [...self, ...flattenSidebar(item.items)];
  });
}

/**
 * Where each page sits in one sidebar, computed once per sidebar: every doc asks for its breadcrumbs and
 * neighbours, and walking the whole sidebar for each made model building quadratic (at 5,000 pages,
 * 25 million steps).
 */
interface SidebarIndex {
  /** Pages in reading order (see flattenSidebar) and the first position of each route in it. */
  flat: NavLink[];
  position: Map<string, number>;
  /** Categories leading to a route, outermost first, ending with the page itself (first match in order). */
  crumbs: Map<string, NavLink[]>;
}

const indexes = new WeakMap<readonly SidebarNode[], SidebarIndex>();

function sidebarIndex(sidebar: readonly SidebarNode[]): SidebarIndex {
  let index = indexes.get(sidebar);
  if (!index) {
    const flat = flattenSidebar(sidebar);
    const position = new Map<string, number>();
    flat.forEach((link, i) => {
      if (!position.has(link.href)) position.set(link.href, i);
    });
    const crumbs = new Map<string, NavLink[]>();
    const visit = (items: readonly SidebarNode[], trail: NavLink[]) => {
      for (const item of items) {
        if (item.type === "link" || item.type === "html") continue;
        if (item.href !== undefined && !crumbs.has(item.href))
          crumbs.set(item.href, [...trail, { label: item.label, href: item.href }]);
        // A category that is itself the page ends the trail there (its children are never reached for it).
        if (item.type === "category") {
          visit(item.items, [...trail, { label: item.label, href: item.href ?? firstHref(item.items) ?? "" }]);
        }
      }
    };
    visit(sidebar, []);
    index = { flat, position, crumbs };
    indexes.set(sidebar, index);
  }
  return index;
}

/** Categories leading to `route`, outermost first, ending with the page itself. */
export function findBreadcrumbs(items: readonly SidebarNode[], route: string): NavLink[] | undefined {
  return sidebarIndex(items).crumbs.get(route);
}

function neighbours(sidebar: readonly SidebarNode[] | undefined, route: string) {
  if (!sidebar) return {};
  const { flat, position } = sidebarIndex(sidebar);
  const i = position.get(route);
  return i === undefined ? {} : { prev: flat[i - 1], next: flat[i + 1] };
}

export function docModel(ctx: ModelContext, doc: DocSource): PageModel {
  const sidebarId = displayedSidebarId(ctx, doc);
  const sidebar = sidebarId ? ctx.sidebars[sidebarId] : undefined;
  const levels = tocLevels(ctx, doc);
  const fm = doc.frontMatter;
  return {
    kind: "doc",
    route: doc.route,
    title: doc.title,
    ...(doc.hasH1 || fm.hide_title === true ? {} : { syntheticTitle: doc.title }),
    documentTitle: formatDocumentTitle(ctx.config, doc.title),
    description: doc.description,
    sidebarId,
    breadcrumbs: (sidebar && findBreadcrumbs(sidebar, doc.route)) ?? [],
    toc: levels ? buildToc(doc.headings, levels.min, levels.max) : [],
    ...(doc.unlisted ? {} : docPagination(ctx, doc, neighbours(sidebar, doc.route))),
    editUrl: editUrlOf(ctx, doc),
    ...lastUpdatedField(ctx, doc),
    draft: doc.draft,
    unlisted: doc.unlisted,
    docId: doc.id,
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.tags ? { tags: docTagLinks(ctx.config, doc).map(({ label, href }) => ({ label, href })) } : {}),
    ...docCardsField(ctx, doc),
  };
}

/** `cards` when the doc writes `<DocCardList />` (absent otherwise: models without it stay as they were). */
function docCardsField(ctx: ModelContext, doc: DocSource): Pick<PageModel, "cards"> {
  const cards = docCardsOf(ctx, doc);
  return cards ? { cards } : {};
}

/** `lastUpdated` when the doc has a line to show (absent otherwise: models without it stay as they were). */
function lastUpdatedField(ctx: ModelContext, doc: DocSource): Pick<PageModel, "lastUpdated"> {
  const lastUpdated = lastUpdatedOf(ctx, doc);
  return lastUpdated ? { lastUpdated } : {};
}

export function categoryModel(ctx: ModelContext, index: GeneratedIndex): PageModel {
  const sidebar = ctx.sidebars[index.sidebarId];
  const cards = cardsOf(ctx, index.items);
  return {
    kind: "category",
    route: index.route,
    title: index.title,
    documentTitle: formatDocumentTitle(ctx.config, index.title),
    description: index.description ?? "",
    sidebarId: index.sidebarId,
    breadcrumbs: findBreadcrumbs(sidebar, index.route) ?? [],
    toc: [],
    ...neighbours(sidebar, index.route),
    draft: false,
    unlisted: false,
    ...(index.keywords?.length ? { keywords: index.keywords } : {}),
    ...(index.image ? { image: index.image } : {}),
    cards,
  };
}

export function standaloneModel(ctx: ModelContext, page: PageSource): PageModel {
  const hero = page.frontMatter.hero;
  const isHome = page.layout === "home";
  // The pages plugin's last-update line, under a markdown page (render/last-updated-html.ts).
  const lastUpdated = isHome ? undefined : lastUpdateLine(ctx, page, ctx.config.pagesLastUpdate);
  return {
    kind: isHome ? "home" : "page",
    route: page.route,
    title: page.title,
    documentTitle: formatDocumentTitle(ctx.config, isHome ? (page.frontMatter.title ?? "") : page.title),
    description: page.frontMatter.description ?? (isHome ? ctx.config.title : page.description),
    breadcrumbs: [],
    toc:
      isHome || page.frontMatter.hide_table_of_contents === true
        ? []
        : buildToc(
            page.headings,
            page.frontMatter.toc_min_heading_level ?? 2,
            page.frontMatter.toc_max_heading_level ?? 3,
          ),
    draft: false,
    unlisted: false,
    ...(page.frontMatter.keywords?.length ? { keywords: page.frontMatter.keywords } : {}),
    ...(page.frontMatter.image ? { image: page.frontMatter.image } : {}),
    ...(lastUpdated ? { lastUpdated } : {}),
    hero: isHome
      ? {
          title: hero?.title ?? ctx.config.title,
          tagline: hero?.tagline ?? ctx.config.tagline,
          actions: (hero?.actions ?? []).map((a) => ({ label: a.text, href: a.link })),
        }
      : undefined,
  };
}

/** The model of the 404 page. */
export function notFoundModel(
  site: Pick<ResolvedConfig, "title" | "titleDelimiter" | "locale">,
  route = "/404",
): PageModel {
  const title = site.locale.strings.ui.notFoundTitle;
  return {
    kind: "not-found",
    route,
    title,
    documentTitle: formatTitle(site.title, site.titleDelimiter, title),
    description: "",
    breadcrumbs: [],
    toc: [],
    draft: false,
    unlisted: false,
  };
}
