/**
 * The Docusaurus modules docsgen provides to a site's React code, whether or not the site has Docusaurus
 * installed: specifier → docsgen's file (relative to its package root). The manual's React page lists them.
 * Any other `@docusaurus/…` or `@theme/…` import is a `site-module` error (bundle.ts).
 */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  "@docusaurus/Link": "templates/docusaurus/Link.tsx",
  "@docusaurus/useBaseUrl": "templates/docusaurus/useBaseUrl.ts",
  "@docusaurus/useDocusaurusContext": "templates/docusaurus/useDocusaurusContext.ts",
  "@docusaurus/BrowserOnly": "templates/docusaurus/BrowserOnly.tsx",
  "@docusaurus/Head": "templates/docusaurus/Head.tsx",
  "@docusaurus/useIsBrowser": "templates/docusaurus/useIsBrowser.ts",
  "@docusaurus/ExecutionEnvironment": "templates/docusaurus/ExecutionEnvironment.ts",
  "@docusaurus/Translate": "templates/docusaurus/Translate.tsx",
  "@docusaurus/isInternalUrl": "templates/docusaurus/isInternalUrl.ts",
  "@docusaurus/router": "templates/docusaurus/router.ts",
  "@docusaurus/useGlobalData": "templates/docusaurus/useGlobalData.ts",
  "@docusaurus/theme-common": "templates/docusaurus/theme-common.ts",
  "@docusaurus/plugin-content-docs/client": "templates/docusaurus/plugin-content-docs-client.ts",
  "@theme/Layout": "templates/docusaurus/Layout.tsx",
  "@theme/Heading": "templates/docusaurus/Heading.tsx",
  "@theme/ThemedImage": "templates/docusaurus/ThemedImage.tsx",
  "@theme/CodeBlock": "templates/docusaurus/CodeBlock.tsx",
  "@theme/Tabs": "templates/docusaurus/Tabs.tsx",
  "@theme/TabItem": "templates/docusaurus/TabItem.tsx",
  "@theme/Admonition": "templates/docusaurus/Admonition.tsx",
  "@theme/Details": "templates/docusaurus/Details.tsx",
  "@theme/Mermaid": "templates/docusaurus/Mermaid.tsx",
  "@theme/MDXComponents": "templates/docusaurus/MDXComponents.tsx",
  // The map's entries, which a site's own map imports one by one to build its own.
  "@theme/MDXComponents/A": "templates/docusaurus/MDXComponents/A.tsx",
  "@theme/MDXComponents/Code": "templates/docusaurus/MDXComponents/Code.tsx",
  "@theme/MDXComponents/Details": "templates/docusaurus/MDXComponents/Details.tsx",
  "@theme/MDXComponents/Head": "templates/docusaurus/MDXComponents/Head.tsx",
  "@theme/MDXComponents/Heading": "templates/docusaurus/MDXComponents/Heading.tsx",
  "@theme/MDXComponents/Img": "templates/docusaurus/MDXComponents/Img.tsx",
  "@theme/MDXComponents/Li": "templates/docusaurus/MDXComponents/Li.tsx",
  "@theme/MDXComponents/Mermaid": "templates/docusaurus/MDXComponents/Mermaid.tsx",
  "@theme/MDXComponents/Pre": "templates/docusaurus/MDXComponents/Pre.tsx",
  "@theme/MDXComponents/Ul": "templates/docusaurus/MDXComponents/Ul.tsx",
  // What a site's own src/theme/MDXComponents spreads (cli/react/mdx-components.ts).
  "@theme-original/MDXComponents": "templates/docusaurus/MDXComponents.tsx",
  "@theme/IdealImage": "templates/docusaurus/IdealImage.tsx",
  // Parts of the page shell a site's src/theme may replace on every page (cli/theme/shell.ts).
  "@theme/Footer": "templates/docusaurus/Footer.tsx",
  // Its parts, which docsgen's Footer is made of as Docusaurus's is: a site may swizzle one alone.
  "@theme/Footer/Layout": "templates/docusaurus/FooterParts/Layout.tsx",
  "@theme/Footer/Links": "templates/docusaurus/FooterParts/Links.tsx",
  "@theme/Footer/Copyright": "templates/docusaurus/FooterParts/Copyright.tsx",
  "@theme/Footer/Logo": "templates/docusaurus/FooterParts/Logo.tsx",
  "@theme/Root": "templates/docusaurus/CoreRoot.tsx",
  // Parts of each doc a site's src/theme may replace (shared/page-parts.ts PAGE_PARTS).
  "@theme/DocItem/Footer": "templates/docusaurus/DocItemFooter.tsx",
  "@theme/DocBreadcrumbs": "templates/docusaurus/DocBreadcrumbs.tsx",
  "@theme/DocPaginator": "templates/docusaurus/DocPaginator.tsx",
  "@theme/TOC": "templates/docusaurus/TOC.tsx",
  "@theme/DocVersionBanner": "templates/docusaurus/DocVersionBanner.tsx",
  "@theme/DocVersionBadge": "templates/docusaurus/DocVersionBadge.tsx",
  // What docsgen's DocItem/Footer is made of, as Docusaurus's is: a site may swizzle one alone.
  "@theme/EditThisPage": "templates/docusaurus/EditThisPage.tsx",
  "@theme/LastUpdated": "templates/docusaurus/LastUpdated.tsx",
  "@theme/PaginatorNavLink": "templates/docusaurus/PaginatorNavLink.tsx",
  "@theme/TOCItems": "templates/docusaurus/TOCItems.tsx",
  "@theme/NotFound/Content": "templates/docusaurus/NotFoundContent.tsx",
  // The navbar's search slot, and the item types a site's own map spreads to add its `custom-*` ones.
  "@theme/SearchBar": "templates/docusaurus/SearchBar.tsx",
  "@theme/NavbarItem/ComponentTypes": "templates/docusaurus/NavbarItem/ComponentTypes.tsx",
};

/** Provided modules that only approximate Docusaurus's: importing one is a located `site-module` warning. */
export const APPROXIMATE_MODULES: Record<string, string> = {
  "@theme/IdealImage":
    "is rendered by docsgen as one plain lazy <img>, without plugin-ideal-image's responsive sizes and placeholder",
};

/** Imports that name a Docusaurus module: provided by docsgen, or refused. */
export const DOCUSAURUS_SPECIFIER = /^(@docusaurus\/|@theme\/|@theme-original\/|@theme-init\/|@generated\/)/;
