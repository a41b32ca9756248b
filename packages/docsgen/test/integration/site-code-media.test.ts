import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50: Docusaurus's webpack loads an image a component requires with file-loader, whose module's default
// export is the image's URL: `require('@site/static/img/x.png').default` is the classic way to show one. In
// docsgen the require gave the URL itself, so `.default` was undefined and the <img> had no src.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

it("gives a required image's module the URL as its default export, and an imported one the URL", async () => {
  const site = copyFixture("react-site");
  writeFileSync(join(site, "static/img/team.png"), PNG);
  mkdirSync(join(site, "src/components/Team"), { recursive: true });
  writeFileSync(
    join(site, "src/components/Team/index.tsx"),
    [
      'import logo from "@site/static/img/team.png";',
      "export default function Team() {",
      "  return (",
      "    <>",
      '      <img id="by-alias" src={require("@site/static/img/team.png").default} />',
      '      <img id="by-path" src={require("../../../static/img/team.png").default} />',
      '      <img id="imported" src={logo} />',
      "    </>",
      "  );",
      "}",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(site, "src/pages/team.tsx"),
    'import Team from "@site/src/components/Team";\nexport default () => <main><Team /></main>;\n',
  );
  await build(await resolveConfig({ siteDir: site }), quiet, coldContext({ threads: 1 }));
  const html = readFileSync(join(site, "build/team/index.html"), "utf8");
  const src = (id: string) => new RegExp(`<img id="${id}" src="([^"]*)"`).exec(html)?.[1];
  const url = src("imported");
  expect(url).toMatch(/^\/beacon\/assets\/site\/media\/team-[A-Z0-9]+\.png$/);
  expect(src("by-alias")).toBe(url);
  expect(src("by-path")).toBe(url);
  expect(existsSync(join(site, "build", (url ?? "").replace("/beacon/", "")))).toBe(true);
});

// In MDX too: `require(…).default` on a page docsgen renders itself is the image the page writes, and an
// imported image on a page with the site's code is its URL (the `src` was removed as "reading the site's code").
it("makes an image MDX requires or imports the image's URL", async () => {
  const site = copyFixture("react-site");
  writeFileSync(join(site, "static/img/team.png"), PNG);
  writeFileSync(join(site, "docs/team.png"), PNG);
  writeFileSync(
    join(site, "docs/required.mdx"),
    '# Required\n\n<img id="by-alias" src={require("@site/static/img/team.png").default} />\n\n<img id="relative" src={require("./team.png").default} />\n',
  );
  writeFileSync(
    join(site, "docs/imported.mdx"),
    'import team from "@site/static/img/team.png";\n\n# Imported\n\n<img id="imported" src={team} />\n',
  );
  const built = await build(await resolveConfig({ siteDir: site }), quiet, coldContext({ threads: 1 }));
  expect(built.diagnostics.filter((d) => d.file?.startsWith("docs/"))).toEqual([]);
  const srcOf = (page: string, id: string) =>
    new RegExp(`<img[^>]*id="${id}"[^>]*>`)
      .exec(readFileSync(join(site, "build/docs", page, "index.html"), "utf8"))?.[0]
      .match(/src="([^"]*)"/)?.[1];
  for (const [page, id] of [
    ["required", "by-alias"],
    ["required", "relative"],
    ["imported", "imported"],
  ]) {
    const url = srcOf(page, id);
    expect(url, id).toMatch(/^\/beacon\/assets\/.+\.png$/);
    expect(existsSync(join(site, "build", (url ?? "").replace("/beacon/", ""))), id).toBe(true);
  }
});
