import { SearchButton } from "../SearchButton.tsx";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/SearchBar`: docsgen's search button (its dialog and index load on first use). A site's
 * `src/theme/SearchBar` takes the navbar's search slot on every page (cli/theme/shell.ts) and may wrap this one
 * as `@theme-original/SearchBar`, keeping docsgen's search.
 */
export default function SearchBar() {
  const { site } = useSiteContext();
  return <SearchButton site={site} />;
}
