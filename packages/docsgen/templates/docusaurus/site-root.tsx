import Root from "@theme/Root";
import type { ComponentType } from "react";

/**
 * A React page inside the site's `src/theme/Root`, as Docusaurus renders every page inside it: the page's
 * components read what its providers give. Only a site that replaces Root is bundled with this
 * (react/page-entries.ts), so the others' scripts stay as they were.
 */
export function withSiteRoot<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function RootedPage(props: P) {
    return (
      <Root>
        <Page {...props} />
      </Root>
    );
  };
}
