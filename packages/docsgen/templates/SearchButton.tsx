// The navbar's places the site's code may fill live here, beside the search button: a module of their own would
// add its imports to the bundle of every site, which has none of them.
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import type { SearchDialogProps } from "../client/search/SearchDialog.tsx";
import { customItemPart } from "../shared/page-parts.ts";
import type { NavbarCustom, SiteData } from "../shared/site-data.ts";
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

/**
 * The navbar's parts that the site's code draws (cli/theme/shell.ts): its `SearchBar`, and its `custom-*` items
 * from its `NavbarItem/ComponentTypes`. On docsgen's pages each is the HTML its component rendered at build
 * time, hydrated by the shell's script (client/theme-shell.tsx); on a React page, whose script is the site's
 * code, `@theme/Layout` gives the components themselves, which render with the page.
 */
export interface LiveNavbarParts {
  SearchBar?: ComponentType;
  types?: Readonly<Record<string, ComponentType<Record<string, unknown>>>>;
}

// Pure: the bundle of a site without these parts drops it with the places that read it.
export const LiveNavbarPartsContext = /* @__PURE__ */ createContext<LiveNavbarParts>({});

/** A part's place: docsgen's `children` when the site does not replace it, else the site's, live or as HTML. */
function NavbarPart({
  site,
  name,
  live,
  children,
}: {
  site: SiteData;
  name: string;
  live: ReactNode;
  children?: ReactNode;
}) {
  const html = site.themeShell?.html[name];
  if (html === undefined) return children ?? null;
  // `[data-docsgen-theme]` is `display: contents` (styles.css): the part's own elements are the bar's.
  if (live) return <div data-docsgen-theme={name}>{live}</div>;
  return <div data-docsgen-theme={name} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The search slot: the site's `SearchBar` when it swizzles one, else docsgen's search button (`children`). */
export function SearchBarPlace({ site, children }: { site: SiteData; children: ReactNode }) {
  const Live = useContext(LiveNavbarPartsContext).SearchBar;
  return (
    <NavbarPart site={site} name="SearchBar" live={Live ? <Live /> : null}>
      {children}
    </NavbarPart>
  );
}

/**
 * A `custom-*` item, in the bar or (`mobile`) in the drawer's menu, where the site's component gets `mobile`
 * and an `onClick` that closes the drawer, as Docusaurus's NavbarItem gives them. Nothing when the site's code
 * did not draw it (its ComponentTypes left out).
 */
export function CustomItemPlace(props: { site: SiteData; item: NavbarCustom; mobile: boolean; onClick?: () => void }) {
  const { site, item, mobile } = props;
  const Live = useContext(LiveNavbarPartsContext).types?.[item.name];
  const live = Live ? <Live {...item.props} {...(mobile ? { mobile: true, onClick: props.onClick } : {})} /> : null;
  return <NavbarPart site={site} name={customItemPart(site.navbar.items.indexOf(item), mobile)} live={live} />;
}
