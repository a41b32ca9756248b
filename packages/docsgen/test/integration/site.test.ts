import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import fg from "fast-glob";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { docsgen, REPO, SCW } from "../helpers/cli.ts";

let out: string;
let result: ReturnType<typeof docsgen>;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "docsgen-site-"));
  result = await buildInProcess(SCW, { outDir: out });
});

describe("the SCW site", () => {
  it("builds with zero warnings", () => {
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/, 0 warnings$/m);
  });

  it("has exactly the spec's routes (plus 404, sitemap and assets)", async () => {
    const expected = readFileSync(join(REPO, "test/spec-routes.txt"), "utf8").trim().split("\n");
    const html = await fg("**/*.html", { cwd: out });
    const built = html
      .filter((f) => f !== "404.html")
      .map((f) => (f === "index.html" ? "/" : `/${f.replace(/\/index\.html$/, "")}`))
      .sort();
    expect(built).toEqual([...expected].sort());
    expect(html).toContain("404.html");
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    expect(sitemap.match(/<loc>/g)).toHaveLength(expected.length);
  });

  it("every page is under the base path with the zh-CN title format", async () => {
    for (const f of await fg("**/*.html", { cwd: out })) {
      const html = readFileSync(join(out, f), "utf8");
      expect(html).toContain('<html lang="zh-CN" dir="ltr"');
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(
        title === "SLIGHTNING CoCo 控件框架" || title?.endsWith(" | SLIGHTNING CoCo 控件框架"),
        `${f}: ${title}`,
      ).toBe(true);
      for (const [, url] of html.matchAll(/(?:href|src)="(\/[^"]*)"/g)) {
        expect(url.startsWith("/slightning-coco-widget/"), `${f}: ${url}`).toBe(true);
      }
    }
  });

  it("first-load JS and CSS of a doc page stay within budget (80 KiB / 20 KiB gzip), whatever the page count", () => {
    const html = readFileSync(join(out, "docs/api/types/main/index.html"), "utf8");
    const js = /<script type="module" src="\/slightning-coco-widget\/([^"]+)"/.exec(html)?.[1] ?? "";
    const css = /<link rel="stylesheet" href="\/slightning-coco-widget\/([^"]+)"/.exec(html)?.[1] ?? "";
    const entry = readFileSync(join(out, js), "utf8");
    const chunks = [...entry.matchAll(/import\s*(?:[^"']*from\s*)?["']\.\/([^"']+)["']/g)].map((m) => `assets/${m[1]}`);
    const gz = (f: string) => gzipSync(readFileSync(join(out, f)), { level: 9 }).length;
    const jsBytes = [js, ...chunks].reduce((a, f) => a + gz(f), 0);
    // The copy buttons' icons are the stylesheet's (templates/styles.css), which made room for the shell parts a
    // site replaces (folded away where none is: DOCSGEN_THEME_SHELL) and for copy buttons on hydrated MDX.
    expect(jsBytes / 1024).toBeLessThanOrEqual(80);
    expect(gz(css) / 1024).toBeLessThanOrEqual(20);
    // Nothing in the page's own HTML grows with the site: it embeds only its own sidebar.
    expect(html.length).toBeLessThan(200_000);
  });

  it("docsgen check-links passes on the built site (every internal link and anchor answers)", () => {
    const r = docsgen(["check-links", SCW, "--out-dir", out]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ 0 \/ 0$/m);
  });

  it("llms.txt lists every doc route exactly once", () => {
    const llms = readFileSync(join(out, "llms.txt"), "utf8");
    const routes = [
      ...llms.matchAll(/\]\(https:\/\/s-lightning\.github\.io\/slightning-coco-widget\/(docs\/[^)]+?)(?:\.md)?\)/g),
    ].map((m) => `/${m[1]}`);
    const expected = readFileSync(join(REPO, "test/spec-routes.txt"), "utf8")
      .trim()
      .split("\n")
      .filter((r) => r.startsWith("/docs/"));
    expect([...routes].sort()).toEqual([...expected].sort());
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("navbar: five sidebar links and the repository link", () => {
    const html = readFileSync(join(out, "docs/tutorial/guides/check/index.html"), "utf8");
    const nav = /<div class="navbar__inner">(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
    const labels = [...nav.matchAll(/class="navbar__item navbar__link[^"]*" href="([^"]*)"[^>]*>([^<]+)/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(labels).toEqual([
      ["介绍", "/slightning-coco-widget/docs/introduction/overview"],
      ["教程", "/slightning-coco-widget/docs/tutorial/fast-start"],
      ["示例", "/slightning-coco-widget/docs/example/advanced-list-operations"],
      ["API", "/slightning-coco-widget/docs/api/types"],
      ["错误处理", "/slightning-coco-widget/docs/error/test"],
      ["GitHub", "https://github.com/S-LIGHTNING/slightning-coco-widget"],
    ]);
    expect(html).toMatch(
      /navbar__link--active" href="\/slightning-coco-widget\/docs\/tutorial\/fast-start" aria-current="page">教程/,
    );
  });

  it("the markdown page is as it describes itself: navbar and footer, no sidebar or prev/next, a TOC of its h2s", () => {
    const html = readFileSync(join(out, "markdown-page/index.html"), "utf8");
    const differences = readFileSync(join(SCW, "pages/markdown-page.md"), "utf8");
    expect(differences).toContain("顶部的导航栏和底部的页脚照常显示");
    expect(html).toContain('class="navbar');
    expect(html).toContain("theme-layout-footer");
    expect(html).not.toContain("theme-doc-sidebar-container");
    expect(html).not.toContain("pagination-nav");
    const h2 = [...differences.matchAll(/^## (.+?) \{#/gm)].map((m) => m[1]);
    const toc = [...html.matchAll(/table-of-contents__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(toc).toEqual(h2);
  });
});
