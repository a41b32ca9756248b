import type { ComponentType } from "react";
import { RAW_CODE_TAG } from "../../shared/content-elements.ts";
import type { UiStrings } from "../../shared/strings.ts";
import { RawCode } from "../RawCode.tsx";
import type { SiteContextValue } from "./context.ts";
import { PageRoot } from "./root.tsx";

/** The default export of a page compiled as MDX (markdown/mdx/compile.ts). */
export type MdxContent = ComponentType<{ components?: Record<string, unknown> }>;

/** What the compiled content needs besides the site's components: docsgen's highlighted code blocks. */
const COMPONENTS = { [RAW_CODE_TAG]: RawCode };

/**
 * The content of a page compiled as MDX, on the server (ssr.tsx) and in the browser
 * (client/mdx-page.tsx): the same tree on both sides, inside the context the Docusaurus modules read.
 */
export function MdxRoot({
  Content,
  value,
  strings,
}: {
  Content: MdxContent;
  value: SiteContextValue;
  strings: UiStrings;
}) {
  return (
    <PageRoot value={value} strings={strings}>
      <Content components={COMPONENTS} />
    </PageRoot>
  );
}
