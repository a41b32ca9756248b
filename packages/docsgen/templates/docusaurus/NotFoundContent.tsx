import { NotFound } from "../App.tsx";

/**
 * `@theme/NotFound/Content`: docsgen's 404 content. A site's `src/theme/NotFound/Content` replaces it on the
 * 404 page (cli/theme/shell.ts) and may wrap it as `@theme-original/NotFound/Content`.
 */
export default function NotFoundContent() {
  return <NotFound />;
}
