import { Children, type HTMLAttributes } from "react";
import CodeBlock from "../CodeBlock.tsx";

/**
 * `@theme/MDXComponents/Code`: inline code stays `<code>`; code with a language or a line break is a block
 * (`@theme/CodeBlock`), as Docusaurus's map decides when a site renders `code` without `pre`.
 */
export default function Code({ children, className, ...rest }: HTMLAttributes<HTMLElement>) {
  const text = Children.toArray(children).every((c) => typeof c === "string")
    ? Children.toArray(children).join("")
    : "";
  if (className?.includes("language-") || text.includes("\n"))
    return <CodeBlock className={className}>{children}</CodeBlock>;
  return (
    <code className={className} {...rest}>
      {children}
    </code>
  );
}
