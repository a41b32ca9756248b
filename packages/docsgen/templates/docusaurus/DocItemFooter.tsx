import { DocFooter } from "../DocFooter.tsx";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/DocItem/Footer`: docsgen's footer of a doc (tags, edit link, last update). A site's
 * `src/theme/DocItem/Footer` replaces it below each doc (cli/theme/shell.ts PAGE_PARTS) and may wrap it as
 * `@theme-original/DocItem/Footer`.
 */
export default function DocItemFooter() {
  const { site, page } = useSiteContext();
  return <DocFooter site={site} page={page} />;
}
