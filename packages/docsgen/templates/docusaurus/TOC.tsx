import { useEffect, useState } from "react";
import { activeAnchor } from "../Toc.tsx";

/** A heading as Docusaurus's TOC takes it: flat, with its level. */
interface TocHeading {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocHeading {
  children: TocNode[];
}

/**
 * `@theme/TOC`: the desktop table of contents beside a doc, with Docusaurus's props (`toc`, flat;
 * `minHeadingLevel` and `maxHeadingLevel`, the doc's `toc_min_heading_level`/`toc_max_heading_level` or, left
 * out, every heading given; `className`), the same markup and scroll spy as docsgen's own (templates/Toc.tsx).
 * A site's `src/theme/TOC` replaces it beside every doc that has headings and may wrap it as
 * `@theme-original/TOC`.
 */
export default function TOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  const shown = toc.filter(
    (h) => h.level >= (minHeadingLevel ?? 0) && h.level <= (maxHeadingLevel ?? Number.POSITIVE_INFINITY),
  );
  const [active, setActive] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the toc's identity marks a new doc
  useEffect(() => {
    const offset = document.querySelector(".navbar")?.clientHeight ?? 0;
    const ids = new Set(shown.map((h) => h.id));
    const update = () => {
      const headings = [...document.querySelectorAll(".theme-doc-markdown .anchor")].filter((h) => ids.has(h.id));
      setActive(activeAnchor(headings, offset, window.innerHeight));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [toc, minHeadingLevel, maxHeadingLevel]);
  if (shown.length === 0) return null;
  return (
    <div className={`tableOfContents thin-scrollbar${className ? ` ${className}` : ""}`}>
      <Items items={tree(shown)} active={active} className="table-of-contents table-of-contents__left-border" />
    </div>
  );
}

function Items({ items, active, className }: { items: TocNode[]; active?: string; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`table-of-contents__link toc-highlight${item.id === active ? " table-of-contents__link--active" : ""}`}
          >
            {item.value}
          </a>
          {item.children.length > 0 ? <Items items={item.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The flat headings as a tree: each under the nearest heading before it of a lower level. */
function tree(headings: readonly TocHeading[]): TocNode[] {
  const root: TocNode[] = [];
  const open: TocNode[] = [];
  for (const h of headings) {
    const node = { ...h, children: [] };
    while (open.length > 0 && (open.at(-1) as TocNode).level >= h.level) open.pop();
    (open.at(-1)?.children ?? root).push(node);
    open.push(node);
  }
  return root;
}
