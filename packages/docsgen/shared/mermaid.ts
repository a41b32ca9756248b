// Apart from content-elements.ts: a change to a module that sites' bundles import renames their files.

/** Docusaurus's stable class of the element holding a Mermaid diagram (cli/markdown/mermaid.ts, client/mermaid/). */
export const MERMAID_CONTAINER_CLASS = "docusaurus-mermaid-container";
