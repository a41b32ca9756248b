import { useEffect, useState } from "react";
import { CONTENT_ID, SKIP_TARGET_ID } from "../shared/element-ids.ts";
import { type FooterItem, href, type PageProps, type SiteData } from "../shared/site-data.ts";
import { BlogLayout } from "./Blog.tsx";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "./color-mode.ts";
import { DocPage } from "./DocPage.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { IconClose, IconExternal } from "./icons.tsx";
import { Navbar } from "./Navbar.tsx";
import { linkProps } from "./NavbarItems.tsx";
import { useStrings } from "./strings-context.ts";
import { DocTagsPage } from "./Tags.tsx";
import { TocDesktop } from "./Toc.tsx";

/**
 * Focuses a non-focusable element (behaviours §14.4). The temporary tabindex goes when focus leaves:
 * removing it at once makes Chrome drop focus to <body>.
 */
export function focusProgrammatically(target: HTMLElement) {
  target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: false });
  target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
}

export function SkipToContent() {
  const s = useStrings();
  return (
    <div role="region" aria-label={s.skipToMainContent}>
      <a
        className="skipToContent"
        href={`#${SKIP_TARGET_ID}`}
        onClick={(e) => {
          e.preventDefault();
          const target = document.querySelector("main") ?? document.getElementById(SKIP_TARGET_ID);
          if (target instanceof HTMLElement) focusProgrammatically(target);
        }}
      >
        {s.skipToMainContent}
      </a>
    </div>
  );
}

/**
 * Dismissible bar (behaviours §2). The inline head script hides a dismissed bar before paint via
 * `html[data-announcement-bar-initially-dismissed=true]`; a changed id shows it again at once.
 */
export function AnnouncementBar({ site }: { site: SiteData }) {
  const s = useStrings();
  const bar = site.announcementBar;
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    try {
      // The misspelt legacy id of the original counts as the default id.
      const stored = localStorage.getItem(ANNOUNCEMENT_ID_KEY)?.replace(/^annoucement-bar$/, "announcement-bar");
      const sameId = stored === bar.id;
      localStorage.setItem(ANNOUNCEMENT_ID_KEY, bar.id);
      if (!sameId) localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, "false");
      setDismissed(sameId && localStorage.getItem(ANNOUNCEMENT_DISMISS_KEY) === "true");
    } catch {
      // storage unavailable: the bar shows and dismissal lasts for this page only
    }
    document.documentElement.setAttribute("data-announcement-bar-initially-dismissed", "false");
  }, [bar]);
  if (!bar || dismissed) return null;
  return (
    <div
      className="theme-announcement-bar announcementBar"
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable ? <div className="announcementBarPlaceholder" /> : null}
      {/* Config content is HTML by contract (behaviours §2.1); it comes from the site author. */}
      <div className="announcementBarContent" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="clean-btn close announcementBarClose"
          aria-label={s.announcementClose}
          onClick={() => {
            setDismissed(true);
            try {
              localStorage.setItem(ANNOUNCEMENT_DISMISS_KEY, "true");
            } catch {
              // nothing to persist to
            }
          }}
        >
          <IconClose />
        </button>
      ) : null}
    </div>
  );
}

/** A footer link; an item with `html` is that HTML instead of a link (as in Docusaurus). */
export function FooterLink({ site, item }: { site: SiteData; item: FooterItem }) {
  if (item.html) return <li className="footer__item" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <li className="footer__item">
      <a
        className={`footer__link-item${item.className ? ` ${item.className}` : ""}`}
        href={href(site, item.href)}
        {...linkProps(item)}
      >
        {item.label}
        {item.external && item.label ? <IconExternal /> : null}
      </a>
    </li>
  );
}

export function Footer({ site }: { site: SiteData }) {
  const { links, copyright } = site.footer;
  if (links.length === 0 && !copyright) return null;
  return (
    <footer className="theme-layout-footer footer footer--dark">
      <div className="container container-fluid">
        <div className="row footer__links">
          {links.map((column) =>
            column.simple ? (
              <div key={`simple:${column.items[0]?.label ?? ""}`} className="col footer__links text--center">
                {column.items.map((item, j) => (
                  <span key={item.label || item.html}>
                    {j > 0 ? <span className="footer__link-separator">·</span> : null}
                    <a
                      className={`footer__link-item${item.className ? ` ${item.className}` : ""}`}
                      href={href(site, item.href)}
                      {...linkProps(item)}
                    >
                      {item.label}
                    </a>
                  </span>
                ))}
              </div>
            ) : (
              <div key={column.title} className={`col footer__col${column.className ? ` ${column.className}` : ""}`}>
                <div className="footer__title">{column.title}</div>
                <ul className="footer__items clean-list">
                  {column.items.map((item) => (
                    <FooterLink key={item.label || item.html} site={site} item={item} />
                  ))}
                </ul>
              </div>
            ),
          )}
        </div>
        {copyright ? <div className="footer__copyright">{copyright}</div> : null}
      </div>
    </footer>
  );
}

function Home({ site, page, contentHtml }: PageProps) {
  const hero = page.hero;
  return (
    <main>
      {hero ? (
        <header className="hero hero--primary heroBanner">
          <div className="container">
            <h1 className="hero__title">{hero.title}</h1>
            <p className="hero__subtitle">{hero.tagline}</p>
            <div className="buttons">
              {hero.actions.map((a) => (
                <a key={a.href} className="button button--secondary button--lg" href={href(site, a.href)}>
                  {a.label}
                </a>
              ))}
            </div>
          </div>
        </header>
      ) : null}
      <div className="container homeContent">
        <div className="markdown" id={CONTENT_ID} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </div>
    </main>
  );
}

export function NotFound() {
  const s = useStrings();
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">{s.notFoundTitle}</h1>
          <p>{s.notFoundP1}</p>
          <p>{s.notFoundP2}</p>
        </div>
      </div>
    </main>
  );
}

/** A markdown page: centred content, or content and its TOC when it has h2–h3 headings (as Docusaurus). */
function Standalone({ page, contentHtml }: PageProps) {
  const withToc = page.toc.length > 0;
  return (
    <main className="container container--fluid margin-vert--lg">
      <div className="row">
        <div
          className={withToc ? "col col--8 markdown theme-doc-markdown" : "col col--8 col--offset-2 markdown"}
          id={CONTENT_ID}
          dangerouslySetInnerHTML={{ __html: contentHtml }}
        />
        {withToc ? (
          <div className="col col--2">
            <TocDesktop toc={page.toc} />
          </div>
        ) : null}
      </div>
    </main>
  );
}

/** The whole page below `<body>`: the same tree renders on the server and hydrates in the browser. */
export function App(props: PageProps & { onRetry?: () => Promise<void> | void }) {
  const { site, page, sidebar } = props;
  let body: React.ReactNode;
  if (page.kind === "doc" || page.kind === "category") body = <DocPage {...props} />;
  else if (page.kind === "home") body = <Home {...props} />;
  else if (page.kind === "not-found")
    // Bundled for a site that replaces no part of the shell, DOCSGEN_THEME_SHELL is false: docsgen's part alone.
    body =
      typeof DOCSGEN_THEME_SHELL === "undefined" || DOCSGEN_THEME_SHELL ? (
        <ThemePart site={site} name="NotFound/Content">
          <NotFound />
        </ThemePart>
      ) : (
        <NotFound />
      );
  else if (page.kind.startsWith("blog-")) body = <BlogLayout {...props} />;
  else if (page.kind === "doc-tags" || page.kind === "doc-tag") body = <DocTagsPage site={site} page={page} />;
  else body = <Standalone {...props} />;
  return (
    <>
      <SkipToContent />
      <AnnouncementBar site={site} />
      <Navbar site={site} route={page.route} sidebarId={page.sidebarId} sidebar={sidebar} />
      <div id={SKIP_TARGET_ID} className="main-wrapper">
        <ErrorBoundary key={page.route} onRetry={props.onRetry}>
          {body}
        </ErrorBoundary>
      </div>
      {typeof DOCSGEN_THEME_SHELL === "undefined" || DOCSGEN_THEME_SHELL ? (
        <ThemePart site={site} name="Footer">
          <Footer site={site} />
        </ThemePart>
      ) : (
        <Footer site={site} />
      )}
    </>
  );
}

/**
 * A part of the shell (`children`, docsgen's), or the site's own in its place when its `src/theme` replaces it
 * (cli/theme/shell.ts): the HTML its component rendered at build time, hydrated by the site's script
 * (client/theme-shell.tsx). The same string on every render, so React leaves what the site's component made
 * of it alone.
 */
export function ThemePart({ site, name, children }: { site: SiteData; name: string; children: React.ReactNode }) {
  const html = site.themeShell?.html[name];
  // `[data-docsgen-theme]` is `display: contents` (styles.css): the part's own element is the shell's child.
  return html === undefined ? children : <div data-docsgen-theme={name} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Defined by the client's bundle (cli/assets/client-bundle.ts); undefined on the server, which renders either. */
declare const DOCSGEN_THEME_SHELL: boolean | undefined;
