import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** The diagram of the React page topology.tsx, as its source. */
export const TOPOLOGY = "flowchart LR\n  Edge --> Router\n  Router --> Store";

/**
 * Adds two React pages to a copy of the docusaurus-mermaid fixture, as a Docusaurus site writes them:
 * `src/pages/topology.tsx` draws a diagram with `@theme/Mermaid` (its import on line 2), `src/pages/status.tsx`
 * has none.
 */
export function addMermaidPages(site: string): void {
  writeFileSync(
    join(site, "src/pages/topology.tsx"),
    `import Layout from "@theme/Layout";
import Mermaid from "@theme/Mermaid";

const diagram = ${JSON.stringify(TOPOLOGY)};

export default function Topology() {
  return (
    <Layout title="Topology" description="How a message travels.">
      <main className="container margin-vert--lg">
        <h1>Topology</h1>
        <Mermaid value={diagram} />
      </main>
    </Layout>
  );
}
`,
  );
  writeFileSync(
    join(site, "src/pages/status.tsx"),
    `import Layout from "@theme/Layout";

export default function Status() {
  return (
    <Layout title="Status">
      <main className="container margin-vert--lg">
        <h1>All routers up</h1>
      </main>
    </Layout>
  );
}
`,
  );
}
