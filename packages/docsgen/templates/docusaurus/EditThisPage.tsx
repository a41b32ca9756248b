import { useStrings } from "../strings-context.ts";

/**
 * `@theme/EditThisPage`: the doc's edit link, with Docusaurus's prop (`editUrl`), the same markup as docsgen's
 * doc footer. docsgen's `@theme/DocItem/Footer` is made of it, so a site's `src/theme/EditThisPage` shows in
 * every doc's footer (theme/shell.ts) and may wrap it as `@theme-original/EditThisPage`.
 */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  const s = useStrings();
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      {s.editThisPage}
    </a>
  );
}
