import TOCItems from "@theme/TOCItems";
import type { TocHeading } from "./TOCItems.tsx";

/**
 * `@theme/TOC`: the desktop table of contents beside a doc, with Docusaurus's props (`toc`, flat;
 * `minHeadingLevel` and `maxHeadingLevel`, the doc's `toc_min_heading_level`/`toc_max_heading_level`;
 * `className`), made of `@theme/TOCItems` as Docusaurus's is: the same markup and scroll spy as docsgen's own
 * (templates/Toc.tsx). A site's `src/theme/TOC` replaces it beside every doc that has headings and may wrap it
 * as `@theme-original/TOC`.
 */
export default function TOC({
  className,
  ...props
}: {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  return (
    <div className={`tableOfContents thin-scrollbar${className ? ` ${className}` : ""}`}>
      <TOCItems
        {...props}
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />
    </div>
  );
}
