import { describe, expect, it } from "vitest";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";
import { generatorSources, needsRestart } from "../../../cli/serve/watch.ts";

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

describe("what restarts the build worker", () => {
  const config = {
    siteDir: "/site",
    configFile: "docusaurus.config.js",
    blog: { authorsMap: "/site/blog/authors.yml", dir: "/site/blog", tags: { file: "tags.yml", named: false } },
    blogInstances: [{ id: "changelog", blog: { authorsMap: "/site/changelog/authors.yml", dir: "/site/changelog" } }],
  } as ResolvedConfig;
  const restarts = (file: string, event = "change") => needsRestart({ file, event }, config, ["/gen/cli"]);

  it("the config and the generator's code, not a doc", () => {
    expect(restarts("/site/docusaurus.config.js")).toBe(true);
    expect(restarts("/gen/cli/main.ts")).toBe(true);
    expect(restarts("/site/docs/intro.md")).toBe(false);
  });

  it("a file of src/theme (MDXComponents, a swizzled component) or an authors map that comes or goes, not one that is edited", () => {
    expect(restarts("/site/src/theme/MDXComponents.js", "add")).toBe(true);
    expect(restarts("/site/src/theme/MDXComponents/index.tsx", "unlink")).toBe(true);
    expect(restarts("/site/src/theme/MDXComponents.js", "change")).toBe(false);
    // Which theme components the site overrides is read once per process (issue 50).
    expect(restarts("/site/src/theme/Footer/index.js", "add")).toBe(true);
    expect(restarts("/site/src/theme/Footer/index.js", "change")).toBe(false);
    expect(restarts("/site/src/components/Other.js", "add")).toBe(false);
    expect(restarts("/site/blog/authors.yml", "add")).toBe(true);
    // Another blog instance's authors map too (issue 49, point 2).
    expect(restarts("/site/changelog/authors.yml", "add")).toBe(true);
    expect(restarts("/site/changelog/authors.yml", "change")).toBe(false);
  });

  it("a blog tags file that comes or goes (the client's blog extras depend on it, issue 48), not one that is edited", () => {
    expect(restarts("/site/blog/tags.yml", "add")).toBe(true);
    expect(restarts("/site/blog/tags.yml", "unlink")).toBe(true);
    expect(restarts("/site/i18n/fr/docusaurus-plugin-content-blog/tags.yml", "add")).toBe(true);
    expect(restarts("/site/blog/tags.yml", "change")).toBe(false);
    expect(restarts("/site/docs/tags.yml", "add")).toBe(false);
  });
});
