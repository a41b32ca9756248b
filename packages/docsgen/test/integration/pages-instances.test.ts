import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 49, point 2: another `@docusaurus/plugin-content-pages` instance in `plugins` (fixture
// docusaurus-docs-plugin: `showcase`, its folder showcase/ served under /showcase). Before, the entry was
// ignored with a warning and its pages were not built.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-docs-plugin");
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

/** A copy of the fixture with its config's `from` replaced by `to` (which must be there). */
function withConfig(from: string, to: string): string {
  const dir = copyFixture("docusaurus-docs-plugin");
  const file = join(dir, "docusaurus.config.js");
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
  return dir;
}

describe("another pages instance", () => {
  it("builds its markdown and React pages under its routeBasePath", () => {
    expect(read("showcase/index.html")).toContain('<h1 id="showcase">Showcase</h1>');
    expect(read("showcase/index.html")).toContain('href="/showcase/gallery"');
    expect(read("showcase/gallery/index.html")).toContain('<h1 class="gallery">Gallery</h1>');
    expect(read("sitemap.xml")).toContain("https://relay.example.com/showcase/gallery");
    expect(build.stderr).not.toContain("plugin-content-pages");
  });

  it("leaves out its partials, as Docusaurus's default `exclude` does", () => {
    expect(existsSync(join(site, "build", "showcase/_draft"))).toBe(false);
    expect(existsSync(join(site, "build", "showcase/draft"))).toBe(false);
  });

  it("is a located error when its pages take another instance's route", async () => {
    const clash = withConfig(
      '{ id: "showcase", path: "showcase", routeBasePath: "showcase" }',
      '{ id: "showcase", path: "showcase", routeBasePath: "guides" }',
    );
    writeFileSync(join(clash, "showcase", "setup.md"), "# Setup\n");
    const r = await buildInProcess(clash);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'showcase/setup.md: error [route-instances] route /guides/setup is produced by the pages instance "showcase" and by the docs instance "default" (guides/setup.md)',
    );
  });

  it("is a located error when its id is another pages instance's", async () => {
    const entry =
      '["@docusaurus/plugin-content-pages", { id: "showcase", path: "showcase", routeBasePath: "showcase" }],';
    const dir = withConfig(
      entry,
      `${entry}\n    ${entry.replace('routeBasePath: "showcase"', 'routeBasePath: "more"')}`,
    );
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.js:17: error [config-invalid] plugins[3][1].id is the id of other pages: "showcase"',
    );
  });
});
