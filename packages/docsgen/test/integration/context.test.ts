import { appendFileSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import type { BuildContext } from "../../cli/cache/context.ts";
import { diskContext } from "../../cli/cache/disk-context.ts";
import { memoryContext } from "../../cli/cache/memory-context.ts";
import { cacheSettings } from "../../cli/cache/settings.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// The build's one seam (cli/cache/context.ts), in-process: each context's shortcut is shown to be on (files
// kept, parses reused), not only that the output is the same as a cold build's.

function verbose(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { level: "verbose", lines, info: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
}

/** Output-relative path → [bytes, inode]. */
function snapshot(dir: string): Map<string, [string, number]> {
  const out = new Map<string, [string, number]>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    out.set(path.slice(dir.length + 1), [readFileSync(path, "latin1"), statSync(path).ino]);
  }
  return out;
}

const bytes = (s: Map<string, [string, number]>) => new Map([...s].map(([k, [b]]) => [k, b]));

async function buildWith(
  site: string,
  outDir: string,
  context: (config: Awaited<ReturnType<typeof resolveConfig>>) => BuildContext,
  log: Logger = verbose(),
) {
  const config = await resolveConfig({ siteDir: site, outDir });
  return build(config, log, context(config));
}

async function coldBytes(site: string) {
  await buildWith(site, "cold-out", () => coldContext({ threads: 1 }));
  return bytes(snapshot(join(site, "cold-out")));
}

const EDITED = "docs/intro/welcome.md";

describe("build contexts", () => {
  it("cold: writes the whole output again, and reports no changed files", async () => {
    const site = copyFixture("basic");
    const first = await buildWith(site, "build", () => coldContext({ threads: 1 }));
    const before = snapshot(join(site, "build"));
    const second = await buildWith(site, "build", () => coldContext({ threads: 1 }));
    const after = snapshot(join(site, "build"));
    expect([first.changed, second.changed]).toEqual([undefined, undefined]);
    expect(bytes(after)).toEqual(bytes(before));
    const sameFile = [...after].filter(([rel, [, ino]]) => before.get(rel)?.[1] === ino);
    expect(sameFile).toEqual([]);
  });

  it("memory: a rebuild after one edit replaces only the files that changed, and equals a cold build", async () => {
    const site = copyFixture("basic");
    const context = memoryContext({ threads: 1 });
    await buildWith(site, "build", () => context);
    const before = snapshot(join(site, "build"));
    appendFileSync(join(site, EDITED), "\nOne more sentence.\n");
    const log = verbose();
    const result = await buildWith(site, "build", () => context, log);
    const after = snapshot(join(site, "build"));
    const replaced = [...after].filter(([rel, [, ino]]) => before.get(rel)?.[1] !== ino).map(([rel]) => rel);
    expect(replaced.sort()).toEqual(result.changed);
    // Every page and twin but the edited doc's (and pages that list it) is kept without rendering.
    const pages = [...after.keys()].filter((rel) => rel.endsWith(".html") || rel.endsWith(".md")).length;
    const kept = Number(/kept as the last build left them: (\d+)/.exec(log.lines.join("\n"))?.[1]);
    expect(kept).toBeGreaterThan(pages / 2);
    expect(result.changed).toContain("docs/intro/welcome/index.html");
    expect(result.changed).not.toContain("docs/intro/second/index.html");
    expect(replaced.length).toBeLessThan(after.size / 4);
    expect(bytes(after)).toEqual(await coldBytes(site));
    await context.dispose();
  });

  it("memory: the sidebars module runs again only when a file it was compiled from changes", async () => {
    const site = copyFixture("basic");
    // The module counts its own evaluations (it runs in this thread: config/module/run-here.ts).
    writeFileSync(join(site, "sidebar-label.ts"), 'export const label = "第二页";\n');
    const sidebars = readFileSync(join(site, "sidebars.ts"), "utf8")
      .replace('label: "第二页"', "label")
      .replace(
        "export default",
        'import { label } from "./sidebar-label.ts";\n(globalThis as any).__sidebarRuns = ((globalThis as any).__sidebarRuns ?? 0) + 1;\nexport default',
      );
    writeFileSync(join(site, "sidebars.ts"), sidebars);
    const runs = () => (globalThis as { __sidebarRuns?: number }).__sidebarRuns ?? 0;
    const context = memoryContext({ threads: 1 });
    await buildWith(site, "build", () => context);
    const first = runs();
    appendFileSync(join(site, EDITED), "\nOne more sentence.\n");
    await buildWith(site, "build", () => context);
    expect(runs()).toBe(first);
    writeFileSync(join(site, "sidebar-label.ts"), 'export const label = "第二篇";\n');
    await buildWith(site, "build", () => context);
    expect(runs()).toBe(first + 1);
    const page = readFileSync(join(site, "build/docs/intro/welcome/index.html"), "utf8");
    expect(page).toContain("第二篇");
    expect(bytes(snapshot(join(site, "build")))).toEqual(await coldBytes(site));
    await context.dispose();
  });

  it("memory: a page with the site's components is rendered by them again only when it, the site data or their code changed", async () => {
    const site = copyFixture("mdx-components");
    // The component counts its renders (the site's server code runs in this thread: cli/react/render.ts).
    writeFileSync(
      join(site, "src/components/RenderCount.tsx"),
      "export default function RenderCount() {\n  const g = globalThis as { __mdxRenders?: number };\n  g.__mdxRenders = (g.__mdxRenders ?? 0) + 1;\n  return <span>counted</span>;\n}\n",
    );
    const page = join(site, "docs/components.mdx");
    writeFileSync(
      page,
      readFileSync(page, "utf8").replace(
        "export const crew",
        "import RenderCount from '@site/src/components/RenderCount';\n\n<RenderCount />\n\nexport const crew",
      ),
    );
    const renders = () => (globalThis as { __mdxRenders?: number }).__mdxRenders ?? 0;
    const context = memoryContext({ threads: 1 });
    await buildWith(site, "build", () => context);
    const first = renders();
    expect(first).toBeGreaterThan(0);
    appendFileSync(join(site, "docs/intro.md"), "\nOne more sentence.\n");
    await buildWith(site, "build", () => context);
    expect(renders()).toBe(first);
    appendFileSync(page, "\nOne more sentence.\n");
    await buildWith(site, "build", () => context);
    expect(renders()).toBe(first + 1);
    expect(readFileSync(join(site, "build/docs/components/index.html"), "utf8")).toContain("One more sentence.");
    expect(bytes(snapshot(join(site, "build")))).toEqual(await coldBytes(site));
    await context.dispose();
  });

  it("disk: a second build syncs in place, reuses every parse and keeps every file; after an edit, only what changed", async () => {
    const site = copyFixture("basic");
    const cache = join(site, "node_modules/.cache/docsgen-build");
    const context = (config: Parameters<typeof cacheSettings>[0]) =>
      diskContext(cacheSettings(config, cache), { threads: 1 });
    const first = await buildWith(site, "build", context);
    expect(first.changed).toBeUndefined(); // no record yet: written whole
    const before = snapshot(join(site, "build"));
    const log = verbose();
    const again = await buildWith(site, "build", context, log);
    expect(again.changed).toEqual([]);
    expect(snapshot(join(site, "build"))).toEqual(before);
    const pages = log.lines.join("\n").match(/cache: (\d+) of (\d+) pages reused/);
    expect(pages?.[1]).toBe(pages?.[2]);
    appendFileSync(join(site, EDITED), "\nOne more sentence.\n");
    const edited = await buildWith(site, "build", context);
    expect(edited.changed).toContain("docs/intro/welcome/index.html");
    expect(edited.changed).not.toContain("docs/intro/second/index.html");
    expect(bytes(snapshot(join(site, "build")))).toEqual(await coldBytes(site));
  });
});
