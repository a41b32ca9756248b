import { CONTENT_ID } from "../shared/element-ids.ts";
import type { PageModel } from "../shared/page-model.ts";
import type { SidebarNode } from "../shared/sidebar.ts";
import { href, type SiteData } from "../shared/site-data.ts";
import { DocSidebar } from "./DocSidebar.tsx";
import { IconHome } from "./icons.tsx";
import { LastUpdated } from "./LastUpdated.tsx";
import { Paginator } from "./Paginator.tsx";
import { SitePart } from "./SitePart.tsx";
import { useStrings } from "./strings-context.ts";
import { TagsInline } from "./Tags.tsx";
import { TocDesktop, TocMobile } from "./Toc.tsx";

interface DocPageProps {
  site: SiteData;
  page: PageModel;
  sidebar?: SidebarNode[];
  contentHtml: string;
}

function Breadcrumbs({ site, page }: { site: SiteData; page: PageModel }) {
  const s = useStrings();
  if (page.breadcrumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbsContainer" aria-label={s.breadcrumbsAriaLabel}>
      <ul className="breadcrumbs">
        {/* Without a home page there is no home crumb (Docusaurus), nor a link to a page that is not built. */}
        {site.homeMissing ? null : (
          <li className="breadcrumbs__item">
            <a aria-label={s.breadcrumbsHome} className="breadcrumbs__link" href={site.baseUrl}>
              <IconHome />
            </a>
          </li>
        )}
        {page.breadcrumbs.map((crumb, i) => {
          const last = i === page.breadcrumbs.length - 1;
          return (
            <li
              key={`${crumb.href}:${crumb.label}`}
              className={`breadcrumbs__item${last ? " breadcrumbs__item--active" : ""}`}
            >
              {last ? (
                <span className="breadcrumbs__link">{crumb.label}</span>
              ) : (
                <a className="breadcrumbs__link" href={href(site, crumb.href)}>
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Notice({ kind, title, message }: { kind: "draft" | "unlisted"; title: string; message: string }) {
  return (
    <div className={`theme-${kind}-banner theme-admonition theme-admonition-caution admonition alert alert--warning`}>
      <div className="admonitionHeading">{title}</div>
      <div className="admonitionContent">{message}</div>
    </div>
  );
}

function Cards({ site, page }: { site: SiteData; page: PageModel }) {
  const icon = { category: "🗃️", doc: "📄️", link: "🔗" } as const;
  return (
    <section className="row">
      {(page.cards ?? []).map((card) => (
        <article key={card.href} className="col col--6 margin-bottom--lg">
          <a className="card padding--lg cardContainer" href={href(site, card.href)}>
            <h2 className="text--truncate cardTitle" title={card.label}>
              {`${icon[card.kind]} ${card.label}`}
            </h2>
            {card.description ? (
              <p className="text--truncate cardDescription" title={card.description}>
                {card.description}
              </p>
            ) : null}
          </a>
        </article>
      ))}
    </section>
  );
}

/** A docs page or a generated category index: sidebar, article, TOC, paginator. */
export function DocPage({ site, page, sidebar, contentHtml }: DocPageProps) {
  const s = useStrings();
  const editLink = page.editUrl ? (
    <a href={page.editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      {s.editThisPage}
    </a>
  ) : null;
  return (
    <div className="docsWrapper">
      <div className="docRoot">
        {sidebar ? <DocSidebar site={site} items={sidebar} route={page.route} /> : null}
        <main className="docMainContainer">
          <div className="container padding-top--md padding-bottom--lg">
            <div className="row">
              <div className={`col docItemCol${page.toc.length > 0 ? " docItemCol--toc" : ""}`}>
                {page.draft ? <Notice kind="draft" title={s.draftTitle} message={s.draftMessage} /> : null}
                {page.unlisted ? <Notice kind="unlisted" title={s.unlistedTitle} message={s.unlistedMessage} /> : null}
                <SitePart page={page} name="DocBreadcrumbs">
                  <Breadcrumbs site={site} page={page} />
                </SitePart>
                <TocMobile toc={page.toc} />
                {page.kind === "category" ? (
                  <>
                    {/* A version's banner and badge (render/version-html.ts), as on its docs; the client reads
                        them back from this element, as it reads a doc's content. */}
                    {contentHtml ? <div id={CONTENT_ID} dangerouslySetInnerHTML={{ __html: contentHtml }} /> : null}
                    <header>
                      <h1 className="title">{page.title}</h1>
                      {page.description ? <p>{page.description}</p> : null}
                    </header>
                    <article className="margin-top--lg">
                      <Cards site={site} page={page} />
                    </article>
                  </>
                ) : (
                  <article>
                    {page.syntheticTitle !== undefined ? (
                      <header className="markdown">
                        <h1>{page.syntheticTitle}</h1>
                      </header>
                    ) : null}
                    {/* Content HTML is rendered once at build time; the client keeps the server's DOM. */}
                    <div
                      className="theme-doc-markdown markdown"
                      id={CONTENT_ID}
                      dangerouslySetInnerHTML={{ __html: contentHtml }}
                    />
                    {/* A doc's footer the site's src/theme replaces: the HTML its component rendered for this
                        doc, hydrated by the site's script (client/theme-doc-parts.tsx). Its place is new with each
                        doc (the body is keyed by route). Older than the other parts' places (SitePart), it is kept
                        as it was, folded away by a define in the client of a site without doc parts, so that
                        client stays byte for byte as it was; a site that replaces another doc part has its footer
                        from its code too (theme/shell.ts). docsgen's own is written out here; its
                        @theme/DocItem/Footer is the same markup (test/integration/theme-doc-footer.test.ts). */}
                    {(typeof docsgen_doc_parts === "undefined" || docsgen_doc_parts) && page.siteParts ? (
                      <div
                        data-docsgen-theme="DocItem/Footer"
                        dangerouslySetInnerHTML={{ __html: page.siteParts.html["DocItem/Footer"] ?? "" }}
                      />
                    ) : page.editUrl || page.tags?.length || page.lastUpdated ? (
                      <footer className="theme-doc-footer docusaurus-mt-lg">
                        {page.tags?.length ? (
                          <div className="row margin-top--sm theme-doc-footer-tags-row">
                            <div className="col">
                              <TagsInline site={site} tags={page.tags} />
                            </div>
                          </div>
                        ) : null}
                        {page.lastUpdated ? (
                          // Docusaurus's edit-meta row: the edit link on the left, the last update on the right.
                          <div className="row margin-top--sm theme-doc-footer-edit-meta-row">
                            <div className="col">{editLink}</div>
                            <div className="col lastUpdated" style={{ fontStyle: "italic" }}>
                              <LastUpdated parts={page.lastUpdated} />
                            </div>
                          </div>
                        ) : (
                          editLink
                        )}
                      </footer>
                    ) : null}
                  </article>
                )}
                <SitePart page={page} name="DocPaginator">
                  <Paginator
                    site={site}
                    // A category index puts it closer to its cards, as Docusaurus's (its margin-top--md).
                    className={page.kind === "category" ? "margin-top--md" : "docusaurus-mt-lg"}
                    nav={{
                      ariaLabel: s.paginatorAriaLabel,
                      prev: page.prev && { ...page.prev, sublabel: s.previous },
                      next: page.next && { ...page.next, sublabel: s.next },
                    }}
                  />
                </SitePart>
              </div>
              <SitePart page={page} name="TOC" className="col col--3">
                <TocDesktop toc={page.toc} />
              </SitePart>
            </div>
          </div>
        </main>
      </div>
    </div>
  );
}
