import { jsx } from "react/jsx-runtime";

/**
 * A highlighted code block (markdown/to-hast.ts): shiki's HTML is inserted as it is, in a `docsgen-code`
 * element of the content tree. Rendered by the content renderer (cli/render/content.ts) and by the pages
 * compiled as MDX (templates/docusaurus/mdx-content.tsx).
 */
export function RawCode({
  inner,
  className,
  style,
  "data-language": language,
}: {
  inner: string;
  className?: string;
  /** Numbered lines starting elsewhere than 1 (`showLineNumbers=5`). */
  style?: Record<string, string>;
  "data-language"?: string;
}) {
  return jsx("div", { className, style, "data-language": language, dangerouslySetInnerHTML: { __html: inner } });
}
