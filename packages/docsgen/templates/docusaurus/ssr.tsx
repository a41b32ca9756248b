import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { UiStrings } from "../../shared/strings.ts";
import type { HeadCollector, SiteContextValue } from "./context.ts";
import { type MdxContent, MdxRoot } from "./mdx-content.tsx";
import { PageRoot, type ReactPageData } from "./root.tsx";

/** What the server bundle's `render` returns: the app root's HTML and the metadata the page gave. */
export interface ServerRender {
  html: string;
  head: HeadCollector;
}

/**
 * Compiled into the site's server bundle (cli/react/bundle.ts), with the site's pages and docsgen's React: the page
 * inside the same root the browser hydrates. The collector receives `@theme/Layout`'s title and description.
 */
export function renderPage(Page: ComponentType, value: ReactPageData, strings: UiStrings): ServerRender {
  const head: HeadCollector = {};
  const html = renderToString(
    <PageRoot value={{ ...value, head }} strings={strings}>
      <Page />
    </PageRoot>,
  );
  return { html, head };
}

/** A page compiled as MDX: its content, inside the same root its script hydrates (client/mdx-page.tsx). */
export function renderMdx(Content: MdxContent, value: SiteContextValue, strings: UiStrings): string {
  return renderToString(<MdxRoot Content={Content} value={value} strings={strings} />);
}

/**
 * A shell part the site replaces (cli/theme/shell.ts), inside the root its script hydrates (client/theme-shell.tsx);
 * `props`: a doc part's (shared/page-parts.ts partProps) or a custom navbar item's.
 */
export function renderShell(
  Part: ComponentType<Record<string, unknown>>,
  value: SiteContextValue,
  strings: UiStrings,
  props: Record<string, unknown> = {},
): string {
  return renderToString(
    <PageRoot value={value} strings={strings}>
      <Part {...props} />
    </PageRoot>,
  );
}
