import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { SiteData } from "../../shared/site-data.ts";
import { fill } from "../../shared/strings.ts";
import { highlight, type SearchHit, snippet } from "../../templates/search/engine.ts";
import { useStrings } from "../../templates/strings-context.ts";
import { FIRST_HITS, ShardedSearch } from "./sharded-search.ts";

/** What the navbar's search button gives the dialog it loads. */
export interface SearchDialogProps {
  site: SiteData;
  onClose: () => void;
}

let indexPromise: Promise<ShardedSearch> | undefined;

/** Reads the search manifest once per page session; shards and fragments are fetched per query. */
function loadIndex(baseUrl: string): Promise<ShardedSearch> {
  indexPromise ??= ShardedSearch.open(baseUrl);
  indexPromise.catch(() => {
    indexPromise = undefined;
  });
  return indexPromise;
}

/** Text parts with matches in <mark>. */
function Marked({ parts }: { parts: { text: string; match: boolean }[] }) {
  return (
    <>
      {parts.map((part, j) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string never reorder
        part.match ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>,
      )}
    </>
  );
}

/** The search dialog: results update as you type (not while an input method is composing). */
export function SearchDialog({ site, onClose }: SearchDialogProps) {
  const s = useStrings();
  const [index, setIndex] = useState<ShardedSearch>();
  /** The hits and the query they answer: a slower answer to an older query never replaces a newer one. */
  const [result, setResult] = useState<{ query: string; hits: SearchHit[] }>({ query: "", hits: [] });
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const composing = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    loadIndex(site.baseUrl).then(setIndex, (e: unknown) => setError(String(e)));
    input.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [site.baseUrl]);

  useEffect(() => {
    if (!index || !query.trim()) return;
    let current = true;
    (async () => {
      const ranked = await index.rank(query);
      const first = await index.hits(ranked, 0, FIRST_HITS);
      if (!current) return;
      setResult({ query, hits: first });
      // The rest once the first results are on screen: their requests must not delay those.
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      if (!current) return;
      const rest = await index.hits(ranked, FIRST_HITS);
      if (current && rest.length > 0) setResult({ query, hits: [...first, ...rest] });
    })().catch((e: unknown) => current && setError(String(e)));
    return () => {
      current = false;
    };
  }, [index, query]);

  const answered = result.query === query && query.trim() !== "";
  const hits = query.trim() ? result.hits : [];

  const go = (i: number) => {
    const hit = hits[i];
    if (!hit) return;
    onClose();
    const href = hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url;
    if (window.docsgen?.navigate) void window.docsgen.navigate(href);
    else location.assign(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (hits.length ? (a + step + hits.length) % hits.length : 0));
    } else if (e.key === "Enter" && !e.nativeEvent.isComposing && !composing.current && e.target === input.current) {
      e.preventDefault();
      go(active);
    } else if (e.key === "Tab") {
      // Focus stays inside the dialog while it is open.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>("input, a[href], button") ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  const update = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  return (
    <div className="searchModal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="searchDialog"
        role="dialog"
        aria-modal="true"
        aria-label={s.searchInputLabel}
        onKeyDown={onKeyDown}
      >
        <div className="searchForm">
          <input
            ref={input}
            type="search"
            className="searchInput"
            aria-label={s.searchInputLabel}
            placeholder={s.searchInputLabel}
            aria-controls="docsgen-search-results"
            aria-activedescendant={hits.length ? `docsgen-search-hit-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            defaultValue=""
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={(e) => {
              composing.current = false;
              update(e.currentTarget.value);
            }}
            onChange={(e) => {
              if (!composing.current && !(e.nativeEvent as InputEvent).isComposing) update(e.target.value);
            }}
          />
          <button type="button" className="clean-btn searchClose" aria-label={s.searchClose} onClick={onClose}>
            Esc
          </button>
        </div>
        {error ? <p className="searchStatus">{error}</p> : null}
        {!index && !error ? <p className="searchStatus">{s.searchLoading}</p> : null}
        {answered && hits.length === 0 ? (
          <p className="searchStatus">{fill(s.searchNoResults, { query: query.trim() })}</p>
        ) : null}
        <div id="docsgen-search-results" className="searchResults" role="listbox" aria-label={s.searchInputLabel}>
          {hits.map((hit, i) => (
            <div
              key={`${hit.url}#${hit.anchor}`}
              tabIndex={-1}
              id={`docsgen-search-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={`searchHit${i === active ? " searchHit--active" : ""}`}
              onMouseEnter={() => setActive(i)}
            >
              <a
                href={hit.anchor ? `${hit.url}#${hit.anchor}` : hit.url}
                onClick={(e) => {
                  e.preventDefault();
                  go(i);
                }}
              >
                <span className="searchHitTitle">
                  <Marked parts={highlight(hit.title, result.query)} />
                </span>
                {hit.heading ? (
                  <span className="searchHitHeading">
                    <Marked parts={highlight(hit.heading, result.query)} />
                  </span>
                ) : null}
                <span className="searchHitSnippet">
                  <Marked parts={snippet(hit.text || hit.heading, result.query)} />
                </span>
              </a>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
