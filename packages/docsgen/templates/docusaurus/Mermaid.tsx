import { MERMAID_CONTAINER_CLASS } from "../../shared/mermaid.ts";

/**
 * `@theme/Mermaid`: the container a ```mermaid fence becomes (cli/markdown/mermaid.ts), its source in a `<pre>`
 * until docsgen's client draws the SVG in its place (client/mermaid/). Its inner HTML is set as a string, so
 * React leaves the drawn SVG alone.
 */
export default function Mermaid({ value }: { value: string }) {
  const pre = `<pre>${value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</pre>`;
  return <div className={MERMAID_CONTAINER_CLASS} dangerouslySetInnerHTML={{ __html: pre }} />;
}
