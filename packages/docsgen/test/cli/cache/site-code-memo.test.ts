import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteCodeMemo } from "../../../cli/cache/site-code-memo.ts";
import type { SiteCode, SiteCodeOptions } from "../../../cli/react/site-code.ts";

/** Past the window in which a file's new bytes may not yet show in its stamp (paths/file-stamp.ts). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

describe("watch mode's site code", () => {
  it("is bundled again only when its options or a file it was made from changed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-site-code-"));
    const component = join(dir, "Counter.tsx");
    writeFileSync(component, "export default () => null;");
    await settle();
    let bundles = 0;
    const memo = siteCodeMemo(async () => {
      bundles++;
      return { inputs: [component] } as unknown as SiteCode;
    });
    const options = { siteDir: dir, mdx: [{ file: "a.mdx", code: "one" }] } as unknown as SiteCodeOptions;
    const first = await memo(options);
    expect(await memo({ ...options })).toBe(first);
    expect(bundles).toBe(1);
    // A page's compiled MDX changed.
    await memo({ ...options, mdx: [{ file: "a.mdx", code: "two" }] } as unknown as SiteCodeOptions);
    expect(bundles).toBe(2);
    // A component changed: bundled again, and not kept while its time is that recent.
    writeFileSync(component, "export default () => 1;");
    await memo(options);
    await memo(options);
    expect(bundles).toBe(4);
    await settle();
    await memo(options);
    await memo(options);
    expect(bundles).toBe(5);
  });
});
