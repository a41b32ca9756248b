import type { ReactNode } from "react";

/**
 * `@theme/Root`: what Docusaurus's core puts around the whole app, its children and nothing more. A site's
 * `src/theme/Root` replaces it (cli/theme/shell.ts) and may wrap it as `@theme-original/Root`, as Docusaurus
 * lets it: this is the layer below the site's, as core's fallback theme is there.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
