import { Children, type ReactNode } from "react";

interface Props {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  className?: string;
  showLineNumbers?: boolean;
}

/**
 * `@theme/CodeBlock` in a React page: the code in docsgen's code block frame, not highlighted (markdown code
 * blocks are highlighted at build time; a component's code is only known when the page renders).
 */
export default function CodeBlock({ children, language, title, className }: Props) {
  const code = Children.toArray(children).join("").replace(/\n$/, "");
  const lang = language ?? /language-(\S+)/.exec(className ?? "")?.[1];
  return (
    <div
      className={[...new Set(["theme-code-block", lang ? `language-${lang}` : "", className])]
        .filter(Boolean)
        .join(" ")}
    >
      {title ? <div className="codeBlockTitle">{title}</div> : null}
      <div className="codeBlockContent">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard (as markdown code blocks) */}
        <pre tabIndex={0} className="shiki">
          <code>{code}</code>
        </pre>
      </div>
    </div>
  );
}
