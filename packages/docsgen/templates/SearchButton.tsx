import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";
import type { SearchDialogProps } from "../client/search/SearchDialog.tsx";
import type { SiteData } from "../shared/site-data.ts";
import { IconSearch } from "./icons.tsx";
import { useStrings } from "./strings-context.ts";

type Phase =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "open"; Dialog: ComponentType<SearchDialogProps> }
  | { kind: "error"; error: unknown };

type DialogModule = typeof import("../client/search/SearchDialog.tsx");

/**
 * Loads the search dialog chunk (not part of the first-load JS; built apart, see client-bundle.ts). A retry
 * asks for the chunk under a new URL (`?retry=N`): a browser may keep the failed import of the first URL.
 */
export function loadSearchDialog(url?: string, attempt = 0): Promise<ComponentType<SearchDialogProps>> {
  if (!url) return Promise.reject(new Error("docsgen: this build has no search dialog chunk"));
  const load = import(/* @vite-ignore */ attempt > 0 ? `${url}?retry=${attempt}` : url) as Promise<DialogModule>;
  return load.then((m) => m.SearchDialog);
}

/**
 * Navbar search button; Ctrl/⌘+K and `/` open it too. The dialog and the index load on first open; a
 * failed chunk load shows the error box with a retry button (behaviours §6.1).
 */
export function SearchButton({ site }: { site: SiteData }) {
  const s = useStrings();
  const [phase, setPhase] = useState<Phase>({ kind: "closed" });
  const button = useRef<HTMLButtonElement>(null);
  const failures = useRef(0);
  const open = useCallback(() => {
    setPhase({ kind: "loading" });
    loadSearchDialog(site.searchChunk, failures.current).then(
      (Dialog) => setPhase({ kind: "open", Dialog }),
      (error: unknown) => {
        failures.current++;
        setPhase({ kind: "error", error });
      },
    );
  }, [site.searchChunk]);
  const close = useCallback(() => {
    setPhase({ kind: "closed" });
    button.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if ((e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        open();
      } else if (e.key === "/" && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="clean-btn navbar__search"
        aria-label={s.searchButton}
        onClick={open}
      >
        <IconSearch />
        <span className="navbar__search-label">{s.searchPlaceholder}</span>
        {/* The key hint is drawn by CSS (content: attr), so it is not part of the button's accessible name. */}
        <span className="navbar__search-key" aria-hidden="true" data-keys="Ctrl K" />
      </button>
      {phase.kind === "open" ? <phase.Dialog site={site} onClose={close} /> : null}
      {phase.kind === "error" ? (
        <div className="searchModal" role="dialog" aria-modal="true" aria-label={s.searchButton}>
          <div className="chunkError">
            <p>{String(phase.error)}</p>
            <div>
              <button type="button" onClick={open}>
                {s.chunkErrorRetry}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
