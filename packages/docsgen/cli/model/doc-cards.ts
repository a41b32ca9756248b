import type { Card } from "../../shared/page-model.ts";
import { firstHref, type SidebarNode } from "../../shared/sidebar.ts";
import { plural } from "../../shared/strings.ts";
import type { DocSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { displayedSidebarId, docByRoute } from "./doc-front-matter.ts";
import type { ModelContext } from "./model-context.ts";

/** The card of a sidebar item on a generated index page (behaviours §18.3). */
function cardOf(item: SidebarNode): Card | undefined {
  if (item.type === "html") return undefined;
  if (item.type === "link") {
    const card: Card = { kind: item.external ? "link" : "doc", label: item.label, href: item.href };
    return item.description ? { ...card, description: item.description } : card;
  }
  if (item.type === "doc") return { kind: "doc", label: item.label, href: item.href };
  const href = item.href ?? firstHref(item.items);
  if (!href) return undefined;
  return { kind: "category", label: item.label, href, description: item.description };
}

/**
 * The cards of a category's items as Docusaurus's DocCard fills them: a doc's description (front matter,
 * else its first paragraph), a category's own description, else its item count in the site's language.
 */
export function cardsOf(ctx: ModelContext, items: readonly SidebarNode[]): Card[] {
  const docsByRoute = docByRoute(ctx);
  return items.flatMap((item) => {
    const card = cardOf(item);
    if (!card) return [];
    if (item.type === "doc") card.description = docsByRoute.get(item.href)?.description;
    if (item.type === "category" && !card.description) {
      const count = item.items.length;
      card.description = plural(ctx.config.locale.strings.server.categoryItems, ctx.config.locale.lang, count, {
        count,
      });
    }
    return [card];
  });
}

/** The category whose page is `route` in `items` (Docusaurus's useCurrentSidebarCategory), depth first. */
function categoryAt(
  items: readonly SidebarNode[],
  route: string,
): Extract<SidebarNode, { type: "category" }> | undefined {
  for (const item of items) {
    if (item.type !== "category") continue;
    if (item.href === route) return item;
    const inner = categoryAt(item.items, route);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The cards a doc's `<DocCardList />` elements show: its category's items, in the sidebar the doc shows.
 * Undefined for a doc without one, or when the doc is no category's page (docCardListFindings).
 */
export function docCardsOf(ctx: ModelContext, doc: DocSource): Card[] | undefined {
  if (!doc.cardLists?.length) return undefined;
  const sidebarId = displayedSidebarId(ctx, doc);
  const category = sidebarId ? categoryAt(ctx.sidebars[sidebarId] ?? [], doc.route) : undefined;
  return category && cardsOf(ctx, category.items);
}

/** A warning at each `<DocCardList />` of a doc that is no category's page: there is nothing to list. */
export function docCardListFindings(ctx: ModelContext, doc: DocSource): Diagnostic[] {
  if (!doc.cardLists?.length) return [];
  const sidebarId = displayedSidebarId(ctx, doc);
  if (sidebarId && categoryAt(ctx.sidebars[sidebarId] ?? [], doc.route)) return [];
  const where = sidebarId ? `in the sidebar "${sidebarId}"` : "(it is in no sidebar)";
  return doc.cardLists.map((line) => ({
    severity: "warning",
    code: "doc-card-list",
    message: `<DocCardList /> lists the current category's items, but this doc is no category's page ${where}; it renders nothing`,
    file: doc.file,
    line,
    column: 1,
    hint: "Make the doc its category's page (link: {type: 'doc', id: …} in the sidebar, or name it index.md in the category's folder), or remove the element.",
  }));
}
