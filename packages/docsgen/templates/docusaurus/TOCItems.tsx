import { useEffect, useState } from "react";
import { activeAnchor } from "../Toc.tsx";

/** A heading as Docusaurus's TOC takes it: flat, with its level. */
export interface TocHeading {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TocHeading {
  children: TocNode[];
}

interface TOCItemsProps {
  toc: readonly TocHeading[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string;
  linkActiveClassName?: string;
}

/**
 * `@theme/TOCItems`: a table of contents' list, with Docusaurus's props (`toc`, flat; `minHeadingLevel` and
 * `maxHeadingLevel`, left out: every heading given; `className`, `linkClassName`, `linkActiveClassName`) and
 * docsgen's scroll spy (templates/Toc.tsx), which marks the heading read with `linkActiveClassName`. docsgen's
 * `@theme/TOC` is made of it, and an ejected TOC imports it as Docusaurus's does. A heading's `value` shows
 * as text: docsgen's headings in the TOC are text.
 */
export default function TOCItems({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
  className = "table-of-contents table-of-contents__left-border",
  linkClassName = "table-of-contents__link",
  linkActiveClassName,
}: TOCItemsProps) {
  const shown = toc.filter(
    (h) => h.level >= (minHeadingLevel ?? 0) && h.level <= (maxHeadingLevel ?? Number.POSITIVE_INFINITY),
  );
  const [active, setActive] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the toc's identity marks a new doc
  useEffect(() => {
    if (!linkActiveClassName) return;
    const offset = document.querySelector(".navbar")?.clientHeight ?? 0;
    const ids = new Set(shown.map((h) => h.id));
    const update = () => {
      const headings = [...document.querySelectorAll(".theme-doc-markdown .anchor")].filter((h) => ids.has(h.id));
      setActive(activeAnchor(headings, offset, window.innerHeight));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [toc, minHeadingLevel, maxHeadingLevel, linkActiveClassName]);
  if (shown.length === 0) return null;
  const link = (id: string) =>
    id === active && linkActiveClassName ? `${linkClassName} ${linkActiveClassName}` : linkClassName;
  return <Tree items={tree(shown)} link={link} className={className} />;
}

function Tree({ items, link, className }: { items: TocNode[]; link: (id: string) => string; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={link(item.id)}>
            {item.value}
          </a>
          {item.children.length > 0 ? <Tree items={item.children} link={link} /> : null}
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
