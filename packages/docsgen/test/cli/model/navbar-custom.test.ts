import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { resolveNavbar } from "../../../cli/model/navbar.ts";

// Issue 50: a `custom-*` navbar item is drawn by the site's NavbarItem/ComponentTypes, with the item's keys
// as props; without that file, or inside a dropdown, it is left out with a located warning.

/** The navbar of a site with these items, and with the site's ComponentTypes when `types`. */
async function navbarOf(items: string, types: boolean) {
  const site = mkdtempSync(join(tmpdir(), "docsgen-navbar-custom-"));
  writeFileSync(
    join(site, "site.config.ts"),
    `export default { title: "T", url: "https://x.test", themeConfig: { navbar: { items: ${items} } } };\n`,
  );
  if (types) {
    mkdirSync(join(site, "src/theme/NavbarItem"), { recursive: true });
    writeFileSync(join(site, "src/theme/NavbarItem/ComponentTypes.js"), "export default {};\n");
  }
  const config = await resolveConfig({ siteDir: site });
  return resolveNavbar({
    config,
    sidebars: {},
    docsById: new Map(),
    docSidebar: new Map(),
    lineOf: (path) => path.length,
  });
}

const ITEMS = `[
  { to: "/a", label: "A" },
  { type: "custom-weather", city: "Oslo", units: { temp: "C" } },
  { type: "custom-clock", position: "right" },
  { type: "dropdown", label: "More", items: [{ type: "custom-weather" }, { to: "/b", label: "B" }] },
]`;

describe("custom navbar items", () => {
  it("are items of the bar, in place, with their keys less `type` as props and `position` filled in", async () => {
    const navbar = await navbarOf(ITEMS, true);
    expect(navbar.items.map((i) => i.type ?? "link")).toEqual(["link", "custom", "custom", "dropdown"]);
    expect(navbar.items[1]).toEqual({
      type: "custom",
      name: "custom-weather",
      position: "left",
      props: { city: "Oslo", units: { temp: "C" }, position: "left" },
    });
    expect(navbar.items[2]).toMatchObject({ name: "custom-clock", position: "right", props: { position: "right" } });
  });

  it("inside a dropdown are left out, warned of at their line", async () => {
    const navbar = await navbarOf(ITEMS, true);
    expect(navbar.items[3]).toMatchObject({ items: [{ label: "B" }] });
    expect(navbar.problems.map((p) => [p.severity, p.code, p.line, p.message])).toEqual([
      [
        "warning",
        "config-ignored",
        "themeConfig.navbar.items[3].items[0]".length,
        'themeConfig.navbar.items[3].items[0] is left out: the custom item type "custom-weather" is drawn in the navbar itself, not in a dropdown\'s list',
      ],
    ]);
  });

  it("without the site's ComponentTypes are left out, each warned of", async () => {
    const navbar = await navbarOf(ITEMS, false);
    expect(navbar.items.map((i) => i.type ?? "link")).toEqual(["link", "dropdown"]);
    expect(navbar.problems.map((p) => p.message.split(":")[0])).toEqual([
      "themeConfig.navbar.items[1] is left out",
      "themeConfig.navbar.items[2] is left out",
      "themeConfig.navbar.items[3].items[0] is left out",
    ]);
    expect(navbar.problems[0]?.hint).toBe(
      'Swizzle NavbarItem/ComponentTypes and add "custom-weather" to its map, as for Docusaurus, or remove the item.',
    );
  });
});
