import type { LiHTMLAttributes } from "react";

/** `@theme/MDXComponents/Li`: a list item, as docsgen's markdown renders it. */
export default function Li(props: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}
