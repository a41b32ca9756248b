import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// The build cache keeps the site's code (cli/cache/site-code-cache.ts): a warm `docsgen build` of a site with
// React pages or MDX using its components runs no esbuild while nothing the bundles were made from changed.
// Fixture: react-site (React pages, an MDX doc with the site's components, a plain markdown doc).

let site: string;
const path = (rel: string) => join(site, rel);
const read = (rel: string) => readFileSync(path(rel), "utf8");
const edit = (rel: string, from: string, to: string) => writeFileSync(path(rel), read(rel).replace(from, to));
/**
 * Lets an edit settle: a bundle made within 50 ms of a change to its inputs is not kept (file-stamp.ts
 * `settled`), so a build that starts at once after an edit rightly bundles again on the next build too.
 */
const settle = () => new Promise((done) => setTimeout(done, 120));

/** A cached build; what the verbose summary says of the site's code ("reused" or "bundled"). */
async function warm(): Promise<string | undefined> {
  const result = await buildInProcess(site, { level: "verbose" });
  expect(result.code, result.stderr).toBe(0);
  return /cache: the site's code (\w+)/.exec(result.stdout)?.[1];
}

/** The output's React page scripts and the home page. */
const output = () => ({ scripts: readdirSync(path("build/assets/site")).sort(), home: read("build/index.html") });

beforeAll(() => {
  site = copyFixture("react-site");
});

describe("the site's code in the build cache", () => {
  it("is bundled by the first build and reused by the next, which writes the same output", async () => {
    expect(await warm()).toBe("bundled");
    const first = output();
    expect(await warm()).toBe("reused");
    expect(output()).toEqual(first);
  }, 60_000);

  it("is reused when a doc without the site's components changes", async () => {
    edit("docs/configure.md", "\n", "\nOne more sentence about configuring.\n");
    expect(await warm()).toBe("reused");
  }, 60_000);

  it("is bundled again when a component changes, and the page shows the change", async () => {
    edit("src/components/Counter.tsx", "Clicked {count} times", "Pressed {count} times");
    await settle();
    expect(await warm()).toBe("bundled");
    expect(read("build/index.html")).toContain("Pressed <!-- -->0<!-- --> times");
    expect(await warm()).toBe("reused");
  }, 60_000);

  it("is bundled again when an MDX doc with the site's components changes", async () => {
    writeFileSync(path("docs/components.mdx"), `${read("docs/components.mdx")}\nA sentence added.\n`);
    expect(await warm()).toBe("bundled");
    expect(read("build/docs/components/index.html")).toContain("A sentence added.");
  }, 60_000);

  it("is bundled again when the site adds src/theme/MDXComponents (the CLI: one process a build)", () => {
    const cli = () => {
      const result = docsgen(["build", site, "-v"]);
      expect(result.code, result.stderr).toBe(0);
      return /cache: the site's code (\w+)/.exec(result.stdout)?.[1];
    };
    cli();
    expect(cli()).toBe("reused");
    mkdirSync(path("src/theme"), { recursive: true });
    writeFileSync(
      path("src/theme/MDXComponents.js"),
      'import MDXComponents from "@theme-original/MDXComponents";\nexport default { ...MDXComponents };\n',
    );
    expect(cli()).toBe("bundled");
  }, 90_000);

  it("is bundled again, not trusted, when its entry is damaged", async () => {
    const dir = path("node_modules/.cache/docsgen-build/site-code");
    const [entry] = readdirSync(dir);
    const file = join(dir, entry ?? "");
    const bytes = readFileSync(file);
    bytes[bytes.length - 10] = (bytes[bytes.length - 10] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    expect(await warm()).toBe("bundled");
    expect(await warm()).toBe("reused");
  }, 60_000);
});
