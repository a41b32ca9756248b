import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { importGraph, REPO } from "./graph.ts";

// The shape of the code (issue 16): no import cycles among the generator's, the templates' and the client's
// modules (type-only imports included: a cycle of types is a cycle of concepts), and nothing in templates/
// or client/ imports cli/ (the browser bundle must not pull in generator code; what both sides need sits in
// templates/ or shared/).

const ROOTS = ["cli", "templates", "client", "shared"];

/** Every cycle, each once, as the list of modules along it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, indices.get(w) ?? 0));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return out;
}

const files = fg.sync(
  ROOTS.map((r) => `${r}/**/*.{ts,tsx}`),
  { cwd: REPO },
);
const graph = importGraph(files);

describe("module structure", () => {
  it("has no import cycles", () => {
    expect(cycles(graph).map((c) => c.join(" → "))).toEqual([]);
  });

  it("templates/ and client/ import nothing from cli/", () => {
    const offending = [...graph]
      .filter(([file]) => /^(templates|client)\//.test(file))
      .flatMap(([file, targets]) => targets.filter((t) => t.startsWith("cli/")).map((t) => `${file} → ${t}`));
    expect(offending).toEqual([]);
  });

  it("the checker finds a cycle and a forbidden import when there is one", () => {
    const g = new Map([
      ["cli/a.ts", ["cli/b.ts"]],
      ["cli/b.ts", ["cli/c.ts"]],
      ["cli/c.ts", ["cli/a.ts"]],
      ["cli/d.ts", ["cli/a.ts"]],
    ]);
    expect(cycles(g)).toEqual([["cli/a.ts", "cli/b.ts", "cli/c.ts"]]);
    expect(importGraph(["client/entry.tsx"]).get("client/entry.tsx")?.length).toBeGreaterThan(0);
  });
});
