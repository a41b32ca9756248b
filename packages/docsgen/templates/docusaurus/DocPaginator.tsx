import PaginatorNavLink from "@theme/PaginatorNavLink";
import { useStrings } from "../strings-context.ts";

/** A side of the navigation, as Docusaurus's `DocPaginator` takes it: the doc's title and its URL. */
interface NavLink {
  title: string;
  permalink: string;
}

/**
 * `@theme/DocPaginator`: the previous/next navigation below a doc, with Docusaurus's props (`previous`, `next`,
 * `className`; docsgen's doc gives `useDoc()`'s `metadata.previous`/`next` and `docusaurus-mt-lg`), made of
 * `@theme/PaginatorNavLink` as Docusaurus's is, the same markup as docsgen's own (templates/Paginator.tsx). A
 * site's `src/theme/DocPaginator` replaces it on every doc and may wrap it as `@theme-original/DocPaginator`.
 */
export default function DocPaginator({
  previous,
  next,
  className,
}: {
  previous?: NavLink;
  next?: NavLink;
  className?: string;
}) {
  const s = useStrings();
  if (!previous && !next) return null;
  return (
    <nav className={className ? `pagination-nav ${className}` : "pagination-nav"} aria-label={s.paginatorAriaLabel}>
      {previous ? <PaginatorNavLink {...previous} subLabel={s.previous} /> : null}
      {next ? <PaginatorNavLink {...next} subLabel={s.next} isNext /> : null}
    </nav>
  );
}
