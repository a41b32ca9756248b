import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheSettings } from "../../../cli/cache/settings.ts";
import { stableText, takePlugins } from "../../../cli/config/markdown-plugins.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { pluginsOf } from "../../../cli/markdown/plugins.ts";

const REPO = join(import.meta.dirname, "../../..");
const require = createRequire(import.meta.url);

// Issue 33, part 5: the config's markdown plugins are described for cache keys and worker threads.
describe("takePlugins", () => {
  it("names a package's plugin by package, version and export, and keeps its options as stable text", () => {
    const remarkMath = (require("remark-math") as { default: () => void }).default;
    const version = (
      JSON.parse(readFileSync(join(REPO, "../../node_modules/remark-math/package.json"), "utf8")) as { version: string }
    ).version;
    const user = { docs: { path: "docs", remarkPlugins: [[remarkMath, { singleDollarTextMath: false }]] } };
    const { specs, live, problems } = takePlugins(user, "compiled config");
    expect(problems).toEqual([]);
    expect(user.docs).toEqual({ path: "docs" });
    expect(specs?.docs?.remarkPlugins).toEqual([
      {
        at: "docs.remarkPlugins[0]",
        name: "remark-math",
        identity: `remark-math@${version}#default`,
        options: '[{"singleDollarTextMath":false}]',
      },
    ]);
    expect(live.docs?.remarkPlugins?.[0].attacher).toBe(remarkMath);
  });

  it("names a plugin of the site's own by the config's compiled code: an edit to it changes the key", () => {
    function ownPlugin() {}
    const a = takePlugins({ blog: { rehypePlugins: [ownPlugin] } }, "code v1").specs?.blog?.rehypePlugins?.[0];
    const b = takePlugins({ blog: { rehypePlugins: [ownPlugin] } }, "code v2").specs?.blog?.rehypePlugins?.[0];
    expect(a?.name).toBe("ownPlugin");
    expect(a?.identity).not.toBe(b?.identity);
  });

  it("warns about an entry that is not a plugin, and leaves it out", () => {
    const { specs, problems } = takePlugins({ pages: { remarkPlugins: ["remark-math"] } }, "");
    expect(specs).toBeUndefined();
    expect(problems).toMatchObject([{ path: "pages.remarkPlugins[0]", warning: true }]);
  });

  it("options text is stable: key order does not matter, functions count by their source", () => {
    expect(stableText([{ b: 1, a: 2 }])).toBe(stableText([{ a: 2, b: 1 }]));
    expect(stableText([{ f: (x: number) => x }])).not.toBe(stableText([{ f: (x: number) => x + 1 }]));
  });
});

describe("a site without markdown plugins", () => {
  it("has no plugins in its resolved config, so its cache keys are unchanged and nothing is loaded", async () => {
    const config = await resolveConfig({ siteDir: join(REPO, "test/fixtures/basic") });
    expect("plugins" in config.markdown).toBe(false);
    expect(JSON.stringify(config.markdown)).not.toContain("plugins");
    expect(pluginsOf(config, "docs")).toBeUndefined();
    expect(cacheSettings(config).salt).toMatch(/^[0-9a-f]{64}$/);
  });
});
