import { describe, expect, it } from "vitest";
import { generatorSources } from "../../../cli/serve/watch.ts";

describe("what serve --watch watches besides the site", () => {
  it("the generator's own sources when it runs from a checkout", () => {
    expect(generatorSources("/work/docsgen")).toEqual([
      "/work/docsgen/cli",
      "/work/docsgen/templates",
      "/work/docsgen/client",
      "/work/docsgen/shared",
    ]);
  });

  it("nothing of an installed copy (it does not change while it runs)", () => {
    expect(generatorSources("/work/my-docs/node_modules/docsgen")).toEqual([]);
  });
});
