import { describe, expect, it } from "vitest";
import { fromDocusaurus, writtenPath } from "../../../cli/config/docusaurus.ts";

// cli/config/docusaurus-docs.ts (issue 49): the docs plugin listed in `plugins` is another docs instance.
const FILE = "/site/docusaurus.config.js";
const preset = ["classic", { docs: { sidebarPath: "./sidebars.js" } }];

describe("@docusaurus/plugin-content-docs in plugins", () => {
  it("becomes a docs instance, by any name Docusaurus resolves to the plugin", () => {
    const config = {
      presets: [preset],
      plugins: [
        ["@docusaurus/plugin-content-docs", { id: "community", path: "community", routeBasePath: "community" }],
        ["content-docs", { id: "api", path: "api" }],
        ["/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js", { id: "pnpr", path: "pnpr" }],
      ],
    };
    const { user, paths, problems } = fromDocusaurus(config, FILE);
    expect(problems).toEqual([]);
    expect(user.docsInstances).toEqual([
      { id: "community", path: "community", routeBasePath: "community" },
      { id: "api", path: "api" },
      { id: "pnpr", path: "pnpr" },
    ]);
    // Diagnostics about an instance's keys name the key as written.
    expect(writtenPath(paths, "docsInstances[1].sidebarPath")).toBe("plugins[1][1].sidebarPath");
  });

  it("without an id, is the default instance when the preset gives no docs", () => {
    const { user, problems } = fromDocusaurus(
      { presets: [["classic", { blog: false }]], plugins: [["@docusaurus/plugin-content-docs", { path: "guide" }]] },
      FILE,
    );
    expect(problems).toEqual([]);
    expect(user.docs).toEqual({ path: "guide" });
    expect(user.docsInstances).toBeUndefined();
  });

  it("without an id beside the preset's docs, is a located warning (Docusaurus requires an id then)", () => {
    const { problems } = fromDocusaurus(
      { presets: [preset], plugins: [["@docusaurus/plugin-content-docs", {}]] },
      FILE,
    );
    expect(problems).toMatchObject([{ path: "plugins[0]", warning: true }]);
  });
});

// Issue 49, point 2: the pages plugin listed in `plugins`.
describe("@docusaurus/plugin-content-pages in plugins", () => {
  it("with an id, becomes a pages instance, its keys named as written", () => {
    const { user, paths, problems } = fromDocusaurus(
      {
        presets: [preset],
        plugins: [
          ["@docusaurus/plugin-content-pages", { id: "showcase", path: "showcase", routeBasePath: "showcase" }],
          ["content-pages", { id: "legal", path: "legal" }],
        ],
      },
      FILE,
    );
    expect(problems).toEqual([]);
    expect(user.pagesInstances).toEqual([
      { id: "showcase", path: "showcase", routeBasePath: "showcase" },
      { id: "legal", path: "legal" },
    ]);
    expect(user.pages).toEqual({ path: "src/pages" });
    expect(writtenPath(paths, "pagesInstances[1].path")).toBe("plugins[1][1].path");
  });

  it("without an id, is the site's pages when the preset writes none (src/pages by default, as Docusaurus)", () => {
    const { user, problems } = fromDocusaurus(
      {
        presets: [["classic", { blog: false }]],
        plugins: [["@docusaurus/plugin-content-pages", { exclude: ["**/x/**"] }]],
      },
      FILE,
    );
    expect(problems).toEqual([]);
    expect(user.pages).toEqual({ path: "src/pages", exclude: ["**/x/**"] });
    expect(user.pagesInstances).toBeUndefined();
  });

  it("without an id beside the preset's pages, is a located warning (Docusaurus requires an id then)", () => {
    const { problems } = fromDocusaurus(
      {
        presets: [["classic", { pages: { path: "src/pages" } }]],
        plugins: [["@docusaurus/plugin-content-pages", { path: "more" }]],
      },
      FILE,
    );
    expect(problems).toMatchObject([{ path: "plugins[0]", warning: true }]);
  });
});
