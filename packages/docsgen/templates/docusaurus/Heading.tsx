import type { HTMLAttributes } from "react";

type Props = HTMLAttributes<HTMLHeadingElement> & { as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6" };

/** `@theme/Heading`: a heading; with an id (h2–h6), the `#` link markdown headings have. */
export default function Heading({ as: Tag, id, children, className, ...rest }: Props) {
  if (Tag === "h1" || !id)
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
