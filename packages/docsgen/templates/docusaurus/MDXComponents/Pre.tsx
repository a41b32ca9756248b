import { isValidElement, type ReactNode } from "react";
import CodeBlock from "../CodeBlock.tsx";

/**
 * `@theme/MDXComponents/Pre`: MDX's `<pre><code className="language-x">…</code></pre>`, the code element's
 * text and language in `@theme/CodeBlock`.
 */
export default function Pre({ children }: { children?: ReactNode }) {
  const code = isValidElement<{ children?: ReactNode; className?: string }>(children) ? children.props : undefined;
  return <CodeBlock className={code?.className}>{code ? code.children : children}</CodeBlock>;
}
