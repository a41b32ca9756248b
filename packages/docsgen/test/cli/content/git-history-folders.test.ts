import { describe, expect, it } from "vitest";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";
import { historyFolders } from "../../../cli/content/git-history.ts";

// Issue 49: another docs instance with showLastUpdateTime shows its docs' last changes, as the default one does.
const off = { time: false, author: false };
const config = {
  docs: { dir: "/s/docs", lastUpdate: off },
  blog: { enabled: false, lastUpdate: off },
  pagesLastUpdate: off,
  locale: { overlays: [] },
  docsInstances: [
    { id: "community", docs: { dir: "/s/community", lastUpdate: { time: true, author: false } } },
    { id: "quiet", docs: { dir: "/s/quiet", lastUpdate: off } },
    {
      id: "api",
      docs: { dir: "/s/api", lastUpdate: off, versions: [] },
    },
  ],
} as unknown as ResolvedConfig;

describe("historyFolders", () => {
  it("reads the folders of each docs instance whose option is on, named by its key", () => {
    expect(historyFolders(config)).toEqual([{ dir: "/s/community", option: "docsInstances[0].showLastUpdateTime" }]);
  });
});
