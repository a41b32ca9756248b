/**
 * What `useDoc()` gives a site's doc components (`@docusaurus/plugin-content-docs/client`): the doc's metadata
 * in Docusaurus's shape, for what docsgen knows of it. Built on the server for sites that swizzle a doc part
 * (cli/react/doc-parts.ts) and carried in the doc's page model, so the browser hydrates with the same value.
 */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    /** The doc's URL path, with the base URL. */
    permalink: string;
    /** The file, as Docusaurus names it: `@site/docs/intro.md`. */
    source: string;
    editUrl?: string;
    /** Milliseconds since the epoch, as Docusaurus gives it. */
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    tags: { label: string; permalink: string }[];
    version: string;
    draft: boolean;
    unlisted: boolean;
    frontMatter: Record<string, unknown>;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
  };
  frontMatter: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
  contentTitle?: string;
  assets: Record<string, never>;
}

// Types only, kept out of page-model.ts and templates/docusaurus/context.ts, which the bundles include: the
// minifier names symbols by the characters of the whole source, so text added there would change the bundles
// of every site (as shared/site-versions.ts). These declarations extend those modules' interfaces instead.

declare module "./page-model.ts" {
  interface PageModel {
    /** What the site's own page-level parts rendered for this page (a swizzled DocItem/Footer). */
    siteParts?: SitePageParts;
  }
}

declare module "../templates/docusaurus/context.ts" {
  interface SiteContextValue {
    /** The doc a part the site swizzles renders for (DocItem/Footer): what `useDoc()` gives. */
    doc?: DocContextValue;
  }
}

declare global {
  /**
   * Defined by the client's bundle (cli/assets/client-bundle.ts), undefined on the server: whether the doc's
   * place for a part the site replaces stays (templates/DocPage.tsx). Declared here, not in DocPage.tsx: text
   * there would rename symbols in every site's client bundle (the note above).
   */
  const docsgen_doc_parts: boolean | undefined;
}

/** The site's parts a page renders from its code (cli/theme/shell.ts PAGE_PARTS): their HTML, and the doc. */
export interface SitePageParts {
  /** Part name → what its component rendered for this page. */
  html: Record<string, string>;
  doc?: DocContextValue;
}
