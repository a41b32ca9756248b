import type { ReactNode } from "react";

/**
 * `@theme/PaginatorNavLink`: one side of a paginator, with Docusaurus's props (`permalink`, `title`,
 * `subLabel`, `isNext`), the same markup as a side of docsgen's own (templates/Paginator.tsx). docsgen's
 * `@theme/DocPaginator` is made of it, and an ejected DocPaginator imports it as Docusaurus's does. A plain
 * link: docsgen's client moves between pages on every link of the site.
 */
export default function PaginatorNavLink({
  permalink,
  title,
  subLabel,
  isNext,
}: {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}) {
  return (
    <a className={`pagination-nav__link pagination-nav__link--${isNext ? "next" : "prev"}`} href={permalink}>
      {subLabel ? <div className="pagination-nav__sublabel">{subLabel}</div> : null}
      <div className="pagination-nav__label">{title}</div>
    </a>
  );
}
