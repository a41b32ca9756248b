import EditThisPage from "@theme/EditThisPage";
import LastUpdated from "@theme/LastUpdated";
import { TagsInline } from "../Tags.tsx";
import { useSiteContext } from "./context.ts";
import { useDoc } from "./plugin-content-docs-client.ts";

/**
 * `@theme/DocItem/Footer`: docsgen's footer of a doc (tags, edit link, last update), laid out as Docusaurus's
 * and made of its parts as Docusaurus's is (`@theme/EditThisPage`, `@theme/LastUpdated`, with their props from
 * `useDoc()`), so a site that swizzles one part changes only that one. A site's `src/theme/DocItem/Footer`
 * replaces the whole below each doc (cli/theme/shell.ts PAGE_PARTS) and may wrap it as
 * `@theme-original/DocItem/Footer`. With docsgen's parts, the same markup as docsgen's own footer of a doc
 * (templates/DocPage.tsx; test/integration/theme-doc-footer.test.ts).
 */
export default function DocItemFooter() {
  const { site, page } = useSiteContext();
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  if (!(editUrl || page.tags?.length || page.lastUpdated)) return null;
  const editLink = editUrl ? <EditThisPage editUrl={editUrl} /> : null;
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
            <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />
          </div>
        </div>
      ) : (
        editLink
      )}
    </footer>
  );
}
