import type { HTMLAttributes } from "react";

type Props = HTMLAttributes<HTMLHeadingElement> & { as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6" };

/**
 * `@theme/Heading`: a heading; with an id (h2–h6), the `#` link markdown headings have. A markdown heading
 * docsgen rendered already has its link (class `anchor`, cli/markdown/to-hast.ts): a site's MDX map that
 * renders `h2` with this component gets it once.
 */
export default function Heading({ as: Tag, id, children, className, ...rest }: Props) {
  if (Tag === "h1" || !id || className?.split(" ").includes("anchor"))
    return (
      <Tag id={id} className={className} {...rest}>
        {children}
      </Tag>
    );
  return (
    <Tag id={id} className={["anchor", className].filter(Boolean).join(" ")} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${id}`} translate="no">
        {"\u200b"}
      </a>
    </Tag>
  );
}
