import type { HTMLAttributes } from "react";

/** `@theme/MDXComponents/Ul`: a markdown list, as docsgen's markdown renders it. */
export default function Ul(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}
