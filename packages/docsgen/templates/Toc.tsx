import { useEffect, useState } from "react";
import type { TocItem } from "../shared/page-model.ts";
import { useStrings } from "./strings-context.ts";

function TocList({ items, active, className }: { items: TocItem[]; active?: string; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={`table-of-contents__link toc-highlight${item.id === active ? " table-of-contents__link--active" : ""}`}
          >
            {item.text}
          </a>
          {item.children.length > 0 ? <TocList items={item.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The heading that scroll spy marks active (behaviours §12.5). */
export function activeAnchor(anchors: readonly Element[], offset: number, innerHeight: number): string | undefined {
  const rectOf = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.height === 0 && el.parentElement ? el.parentElement.getBoundingClientRect() : r;
  };
  const nextIndex = anchors.findIndex((a) => rectOf(a).top >= offset);
  if (nextIndex === -1) return anchors.at(-1)?.id;
  const rect = rectOf(anchors[nextIndex]);
  if (rect.top > 0 && rect.bottom < innerHeight / 2) return anchors[nextIndex].id;
  return nextIndex > 0 ? anchors[nextIndex - 1].id : undefined;
}

/** Desktop TOC column with scroll spy. */
export function TocDesktop({ toc }: { toc: TocItem[] }) {
  const [active, setActive] = useState<string>();
  // Re-measured when the page (its TOC) changes after in-site navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toc identity marks a new page
  useEffect(() => {
    const offset = document.querySelector(".navbar")?.clientHeight ?? 0;
    const update = () => {
      const anchors = [...document.querySelectorAll(".theme-doc-markdown h2.anchor, .theme-doc-markdown h3.anchor")];
      setActive(activeAnchor(anchors, offset, window.innerHeight));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [toc]);
  if (toc.length === 0) return null;
  return (
    <div className="col col--3">
      <div className="tableOfContents thin-scrollbar theme-doc-toc-desktop">
        <TocList items={toc} active={active} className="table-of-contents table-of-contents__left-border" />
      </div>
    </div>
  );
}

/** Collapsible `本页总览` box shown above the article on phones (collapsed at first). */
export function TocMobile({ toc }: { toc: TocItem[] }) {
  const s = useStrings();
  const [open, setOpen] = useState(false);
  if (toc.length === 0) return null;
  return (
    <div className={`theme-doc-toc-mobile tocCollapsible${open ? " tocCollapsible--expanded" : ""}`}>
      <button
        type="button"
        className="clean-btn tocCollapsibleButton"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {s.tocCollapsible}
      </button>
      {open ? <TocList items={toc} className="table-of-contents tocCollapsibleContent" /> : null}
    </div>
  );
}
