import { esc } from "../../shared/escape-html.ts";
import type { Card } from "../../shared/page-model.ts";
import { href, type SiteData } from "../../shared/site-data.ts";
import { DOC_CARDS_TAG } from "../markdown/mdx/doc-card-list.ts";

const STAND_IN = new RegExp(`<${DOC_CARDS_TAG}(?: class="([^"]*)")?></${DOC_CARDS_TAG}>`, "g");
const ICON = { category: "🗃️", doc: "📄️", link: "🔗" } as const;

/**
 * Cards as Docusaurus's DocCardList writes them: the markup of the Cards of templates/DocPage.tsx (generated
 * index pages), written here as HTML because it goes into a doc's content, which the client keeps as the
 * server wrote it; the client bundle stays as it was (test/integration/doc-card-list.test.ts holds both to
 * one markup). `className` follows `row`, as Docusaurus puts it.
 */
function cardsHtml(site: SiteData, cards: readonly Card[], className: string | undefined): string {
  const items = cards.map((card) => {
    const title = esc(card.label);
    const description = card.description
      ? `<p class="text--truncate cardDescription" title="${esc(card.description)}">${esc(card.description)}</p>`
      : "";
    return `<article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer" href="${esc(href(site, card.href))}"><h2 class="text--truncate cardTitle" title="${title}">${ICON[card.kind]} ${title}</h2>${description}</a></article>`;
  });
  return `<section class="row${className ? ` ${className}` : ""}">${items.join("")}</section>`;
}

/**
 * A doc's content with each `<DocCardList />` stand-in (markdown/mdx/doc-card-list.ts) replaced by the
 * cards of its category; without cards (the doc is no category's page), by nothing.
 */
export function withDocCards(html: string, site: SiteData, cards: readonly Card[] | undefined): string {
  if (!html.includes(`<${DOC_CARDS_TAG}`)) return html;
  // The stand-in's class is HTML already (React wrote it).
  return html.replace(STAND_IN, (_, className: string | undefined) => (cards ? cardsHtml(site, cards, className) : ""));
}

/** Content where `<DocCardList />` lists nothing (a blog post's: no doc category), without its stand-ins. */
export function withoutDocCards(html: string): string {
  return html.replace(STAND_IN, "");
}
