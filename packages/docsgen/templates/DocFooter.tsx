import type { PageModel } from "../shared/page-model.ts";
import type { SiteData } from "../shared/site-data.ts";
import { LastUpdated } from "./LastUpdated.tsx";
import { useStrings } from "./strings-context.ts";
import { TagsInline } from "./Tags.tsx";

/**
 * Below a doc's content: its tags, edit link and last update, as Docusaurus's DocItem/Footer lays them out.
 * Nothing when the doc has none of them. A site's `@theme-original/DocItem/Footer` is this one.
 */
export function DocFooter({ site, page }: { site: SiteData; page: PageModel }) {
  const s = useStrings();
  if (!(page.editUrl || page.tags?.length || page.lastUpdated)) return null;
  const editLink = page.editUrl ? (
    <a href={page.editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      {s.editThisPage}
    </a>
  ) : null;
  return (
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
  );
}
