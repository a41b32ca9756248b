import { useSiteContext } from "./context.ts";

/**
 * `@theme/DocVersionBadge`: the "Version: …" badge of a versioned doc, as docsgen writes it before the doc's
 * content (cli/render/version-html.ts, the same markup); nothing on a site without versions. A site's
 * `src/theme/DocVersionBadge` replaces it on every doc and may wrap it as `@theme-original/DocVersionBadge`.
 */
export default function DocVersionBadge({ className }: { className?: string }) {
  const { page } = useSiteContext();
  const badge = page.version?.badge;
  if (!badge) return null;
  return (
    <span className={`theme-doc-version-badge badge badge--secondary${className ? ` ${className}` : ""}`}>{badge}</span>
  );
}
