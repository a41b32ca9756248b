import type { ReactNode } from "react";

/** Text on a coloured background: a component an MDX page imports (docs/guides/components.mdx). */
export default function Highlight({ children, color }: { children: ReactNode; color: string }) {
  return (
    <span style={{ backgroundColor: color, borderRadius: "4px", color: "#fff", padding: "0.2rem" }}>{children}</span>
  );
}
