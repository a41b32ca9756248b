import { describe, expect, it } from "vitest";
import { resolveUrl } from "../../../cli/model/link-resolver.ts";

describe("link resolution", () => {
  it("keeps a malformed percent escape instead of crashing the build", () => {
    const config = {
      baseUrl: "/b/",
      siteDir: "/s",
      staticDir: "/s/static",
      docs: { dir: "/s/docs", routeBasePath: "docs" },
    };
    const source = { absPath: "/s/docs/a.md", route: "/docs/a" } as Parameters<typeof resolveUrl>[1];
    const ctx = { config, routeOfFile: new Map() } as unknown as Parameters<typeof resolveUrl>[0];
    expect(resolveUrl(ctx, source, "/docs/%E0%A4%A#%zz", false)).toMatchObject({
      kind: "route",
      route: "/docs/%E0%A4%A",
      hash: "%zz",
    });
  });
});
