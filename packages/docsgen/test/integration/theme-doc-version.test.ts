import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50: a versioned site's swizzled DocVersionBanner and DocVersionBadge (fixture: versioned-site, with
// wrappers of @theme-original added): rendered from the site's code for each doc, in the place docsgen writes
// its own banner and badge before the content, the originals the same markup.

let site: string;
let plain: string;
const page = (dir: string, rel: string) => readFileSync(join(dir, "build", rel), "utf8");

function wrapper(dir: string, name: string, className: string) {
  mkdirSync(join(dir, "src/theme", name), { recursive: true });
  writeFileSync(
    join(dir, "src/theme", name, "index.js"),
    [
      `import Original from "@theme-original/${name}";`,
      'import { useDoc } from "@docusaurus/plugin-content-docs/client";',
      "export default function Wrapper(props) {",
      "  const { metadata } = useDoc();",
      `  return <div className="${className}" data-doc={metadata.id}><Original {...props} /></div>;`,
      "}",
    ].join("\n"),
  );
}

beforeAll(async () => {
  site = copyFixture("versioned-site");
  wrapper(site, "DocVersionBanner", "ferry-banner");
  wrapper(site, "DocVersionBadge", "ferry-badge");
  const r = await buildInProcess(site);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  expect(r.stdout + r.stderr).not.toContain("src/theme/");
  plain = copyFixture("versioned-site");
  rmSync(join(plain, "src/theme"), { recursive: true, force: true });
  const p = await buildInProcess(plain);
  expect(p.code, p.stdout + p.stderr).toBe(0);
}, 90_000);

describe("swizzled DocVersionBanner and DocVersionBadge", () => {
  it("wrap docsgen's banner and badge of an old version's doc, in their place before the content", () => {
    const rel = "docs/1.0/intro/index.html";
    const banner = /<div class="theme-doc-version-banner[\s\S]*?<\/div><\/div>/.exec(page(plain, rel))?.[0];
    const badge = /<span class="theme-doc-version-badge[^>]*>[^<]*<\/span>/.exec(page(plain, rel))?.[0];
    expect(banner).toBeDefined();
    expect(badge).toBeDefined();
    expect(page(site, rel)).toContain(
      `<div data-docsgen-theme="DocVersionBanner"><div class="ferry-banner" data-doc="intro">${banner}</div></div><div data-docsgen-theme="DocVersionBadge"><div class="ferry-badge" data-doc="intro">${badge}</div></div>`,
    );
  });

  it("render on the latest version's docs too, the banner's original empty, as Docusaurus's", () => {
    const rel = "docs/intro/index.html";
    expect(page(plain, rel)).not.toContain("theme-doc-version-banner");
    expect(page(site, rel)).toContain(
      '<div data-docsgen-theme="DocVersionBanner"><div class="ferry-banner" data-doc="intro"></div></div>',
    );
  });

  it("are carried in the page data's content, for the docs client's moves", () => {
    const data = JSON.parse(page(site, "docs/1.0/setup/page-data.json"));
    expect(data.contentHtml).toContain(
      '<div data-docsgen-theme="DocVersionBanner"><div class="ferry-banner" data-doc="install"',
    );
  });
});
