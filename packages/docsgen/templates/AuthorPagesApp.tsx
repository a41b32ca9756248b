import { CONTENT_ID, SKIP_TARGET_ID } from "../shared/element-ids.ts";
import { AnnouncementBar, Footer, SkipToContent, App as ThemeApp, ThemePart } from "./App.tsx";
import { Sidebar } from "./Blog.tsx";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Navbar } from "./Navbar.tsx";

// The App of a site whose blog has an authors map: the client bundle of such a site has templates/App.tsx's
// importers take this module instead (cli/assets/author-pages-app.ts), and the server renders the author pages
// with it (render/document.ts), so the bundle of every other site stays byte for byte what it was.

type AppProps = Parameters<typeof ThemeApp>[0];

/**
 * The authors list and author pages inside the blog's layout, as Docusaurus 3.5's BlogAuthorsListPage and
 * BlogAuthorsPostsPage: the recent-posts sidebar of the list pages beside their content, which is HTML the
 * server wrote (render/author-pages-html.ts). Every other page is the theme's App.
 */
export function App(props: AppProps) {
  const { site, page, sidebar, contentHtml } = props;
  // Called, not rendered as an element: both branches then give React the same tree of components (the
  // theme's App has no hooks), so a navigation between an author page and another keeps the navbar mounted.
  if (page.kind !== "authors" && page.kind !== "author") return ThemeApp(props);
  const blog = page.blog;
  return (
    <>
      <SkipToContent />
      <AnnouncementBar site={site} />
      <Navbar site={site} route={page.route} sidebarId={page.sidebarId} sidebar={sidebar} />
      <div id={SKIP_TARGET_ID} className="main-wrapper">
        <ErrorBoundary key={page.route} onRetry={props.onRetry}>
          <div className="container margin-vert--lg">
            <div className="row">
              {blog && blog.groups.length > 0 ? <Sidebar site={site} page={page} blog={blog} /> : null}
              <main className="col col--7" id={CONTENT_ID} dangerouslySetInnerHTML={{ __html: contentHtml }} />
            </div>
          </div>
        </ErrorBoundary>
      </div>
      <ThemePart site={site} name="Footer">
        <Footer site={site} />
      </ThemePart>
    </>
  );
}
