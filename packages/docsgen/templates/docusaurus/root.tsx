import type { ReactNode } from "react";
import type { UiStrings } from "../../shared/strings.ts";
import { StringsContext } from "../strings-context.ts";
import { SiteContext, type SiteContextValue } from "./context.ts";

/**
 * Around a React page, on the server (ssr.tsx) and in the browser (client/react-page.tsx): the same
 * tree on both sides, so hydration finds the markup it would render.
 */
export function PageRoot({
  value,
  strings,
  children,
}: {
  value: SiteContextValue;
  strings: UiStrings;
  children: ReactNode;
}) {
  return (
    <StringsContext value={strings}>
      <SiteContext value={value}>{children}</SiteContext>
    </StringsContext>
  );
}

/** What a React page's HTML carries inline for its hydration (beside the site data every page has). */
export type ReactPageData = Omit<SiteContextValue, "head">;
