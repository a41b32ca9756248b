/**
 * `@docusaurus/plugin-content-docs/client` on a React page. Its sidebar hooks read the sidebar of the doc page
 * they render in; a page of `src/pages` has none (Docusaurus throws there too), so they throw an error that
 * says so, which the build reports at the calling component (site-render).
 */
function outsideDocs(hook: string): never {
  throw new Error(
    `${hook}() reads the sidebar of the doc page it renders in, and a React page of src/pages is not a doc page (Docusaurus throws there too); link to the docs with @docusaurus/Link instead`,
  );
}

export function useDocsSidebar(): never {
  return outsideDocs("useDocsSidebar");
}

export function useCurrentSidebarCategory(): never {
  return outsideDocs("useCurrentSidebarCategory");
}
