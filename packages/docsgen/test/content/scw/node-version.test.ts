import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { SCW, WORKSPACE } from "../../helpers/cli.ts";
import { SCW_SOURCE } from "./library.ts";
import { doc } from "./markdown.ts";

// Issue 35, error 5: the Node.js minimum the fast start states is the highest `engines.node` of what it installs.
// Packages the pages install carry a major version; the minimum of each is recorded below from the registry
// (`npm view <name>@<major> engines.node`, November 2026), SCW's webpack package's from its own package.json.
// A page that installs a package without a major, or one not recorded here, fails: pin it and record it.

const ENGINES: Record<string, string> = {
  "webpack@5": ">=10.13.0",
  "webpack-cli@5": ">=14.15.0",
  "webpack-merge@6": ">=18.0.0",
  "typescript@5": ">=14.17",
  "ts-loader@9": ">=12.0.0",
  "@babel/core@7": ">=6.9.0",
  "babel-loader@9": ">= 14.15.0",
  "@babel/preset-react@7": ">=6.9.0",
  // The guides' packaging page (December 2026). webpack-dev-server 6 needs Node.js 22.15: the page pins 5.
  "fork-ts-checker-webpack-plugin@9": ">=14.21.3",
  "terser-webpack-plugin@5": ">= 10.13.0",
  "webpack-dev-server@5": ">= 18.12.0",
  "webpack-dev-server@6": ">= 22.15.0",
};
const SCW_PACKAGES = ["slightning-coco-widget", "slightning-coco-widget--webpack"];
const FAST_START = ["docs/tutorial/fast-start/pack.md", "docs/tutorial/fast-start/types-only.md"];

/** The packages of every `npm install --save-dev …` line of `markdown`, as written (`name@major` or `name`). */
function installed(markdown: string): string[] {
  return [...markdown.matchAll(/^npm install --save-dev (.+)$/gm)].flatMap((m) => m[1].trim().split(/\s+/));
}

const major = (range: string): number => Number(/(\d+)/.exec(range)?.[1]);

function scwEngine(name: string): string {
  if (!SCW_SOURCE) return ">=0";
  const pkg = JSON.parse(readFileSync(join(SCW_SOURCE, name, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  return pkg.engines?.node ?? ">=0";
}

it("the fast start pins a major of every tool it installs, and the starter uses the same majors", () => {
  const starter = JSON.parse(readFileSync(join(SCW, "static/starter/scw-widget-starter/package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  for (const spec of FAST_START.flatMap((file) => installed(doc(file)))) {
    const [, name, pinned] = /^(@?[^@]+)(?:@(\d+))?$/.exec(spec) ?? [];
    if (SCW_PACKAGES.includes(name)) continue;
    expect(ENGINES[`${name}@${pinned}`], `${spec}: pin a major and record its engines`).toBeDefined();
    if (starter.devDependencies[name]) expect(major(starter.devDependencies[name]), spec).toBe(Number(pinned));
  }
});

it("before-start.md and pack.md state the highest minimum as the Node.js requirement", () => {
  const specs = FAST_START.flatMap((file) => installed(doc(file)));
  const minimums = specs.map((spec) =>
    SCW_PACKAGES.includes(spec) ? major(scwEngine(spec)) : major(ENGINES[spec] ?? ">=0"),
  );
  const highest = Math.max(...minimums);
  expect(highest).toBe(18);
  for (const file of ["docs/tutorial/fast-start/before-start.md", "docs/tutorial/fast-start/pack.md"]) {
    const stated = [...doc(file).matchAll(/Node\.js (\d+) 或更高版本/g)].map((m) => Number(m[1]));
    expect(stated, file).toEqual([highest]);
  }
});

it("export-widget.md installs the Vitest major this repo runs its example with, and states its Node.js minimum", () => {
  const vitest = JSON.parse(readFileSync(join(WORKSPACE, "node_modules/vitest/package.json"), "utf8")) as {
    version: string;
    engines: { node: string };
  };
  const page = doc("docs/api/export/export-widget.md");
  expect(page).toContain(`npm install --save-dev vitest@${major(vitest.version)}`);
  expect(page).toContain(`Vitest ${major(vitest.version)} 需要 Node.js ${major(vitest.engines.node)} 或更高版本`);
});

it("the packaging guide pins a recorded major of each plugin it installs, and says why webpack-dev-server is 5", () => {
  const page = doc("docs/tutorial/guides/packaging-optimization/common.md");
  const specs = installed(page);
  expect(specs).toEqual(["fork-ts-checker-webpack-plugin@9", "terser-webpack-plugin@5", "webpack-dev-server@5"]);
  for (const spec of specs) expect(ENGINES[spec], `${spec}: record its engines`).toBeDefined();
  const version = (range: string) => /(\d+\.\d+)/.exec(range)?.[1];
  expect(page).toContain(`它需要 Node.js ${version(ENGINES["webpack-dev-server@5"])} 或更高版本`);
  expect(page).toContain(`最新的第 6 版需要 Node.js ${version(ENGINES["webpack-dev-server@6"])} 或更高版本`);
});
