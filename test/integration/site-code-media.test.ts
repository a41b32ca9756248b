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
