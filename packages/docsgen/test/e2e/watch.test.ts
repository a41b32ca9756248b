import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BIN, copyFixture } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";

let site: string;
let origin: string;
let child: ChildProcess;
let output = "";
let browser: Browser;
let page: Page;

const edit = (rel: string, fn: (s: string) => string) =>
  writeFileSync(join(site, rel), fn(readFileSync(join(site, rel), "utf8")));

beforeAll(async () => {
  site = copyFixture("basic");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [BIN, "serve", site, "--watch", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const deadline = Date.now() + 30_000;
  while (!output.includes("serving build at")) {
    if (Date.now() > deadline) throw new Error(`serve --watch did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await launchChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  child?.kill("SIGTERM");
});

describe("docsgen serve --watch", () => {
  it("serves drafts while authoring", async () => {
    const r = await fetch(`${origin}/fixture/docs/guide/draft`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain("theme-draft-banner");
  });

  it("an edit rebuilds that page only and the open page reloads itself, keeping its scroll position", async () => {
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(`${origin}/fixture/docs/intro/welcome`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      window.scrollTo(0, 200);
    });
    edit("docs/intro/welcome.md", (t) => t.replace("这是第一段文字。", "这是改过的第一段文字。"));
    await page.waitForFunction(() => document.body.textContent?.includes("这是改过的第一段文字。"), null, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    expect(output).toMatch(/rebuilt \/docs\/intro\/welcome in [\d.]+ ms/);
  });

  it("a broken front matter shows an overlay and the terminal error; the last good page keeps being served; a fix recovers", async () => {
    await page.goto(`${origin}/fixture/docs/intro/welcome`);
    edit("docs/intro/welcome.md", (t) => t.replace("description: 欢迎页的描述。", "description: [坏的"));
    const overlay = page.locator("#__docsgen-overlay");
    await overlay.waitFor({ timeout: 10_000 });
    expect(await overlay.textContent()).toMatch(/docs\/intro\/welcome\.md:\d+:\d+: error \[front-matter\]/);
    expect(output).toMatch(/docs\/intro\/welcome\.md:\d+:\d+: error \[front-matter\]/);
    expect(output).toContain("still serving the last good pages");
    const r = await fetch(`${origin}/fixture/docs/intro/welcome`);
    expect(await r.text()).toContain("这是改过的第一段文字。");
    edit("docs/intro/welcome.md", (t) => t.replace("description: [坏的", "description: 修好了。"));
    await page.waitForFunction(() => !document.getElementById("__docsgen-overlay"), null, { timeout: 10_000 });
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe("修好了。");
  });

  it("a second save right after a rebuild is not lost", async () => {
    // chokidar drops a change that follows another to the same file within 50 ms; a rebuild of one page
    // takes less than that, so saving again as soon as it is reported lands inside that window.
    const rebuilds = () => output.split("docsgen: rebuilt").length;
    const before = rebuilds();
    edit("docs/intro/welcome.md", (t) => t.replace("这是改过的第一段文字。", "第一次保存。"));
    const deadline = Date.now() + 10_000;
    while (rebuilds() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    edit("docs/intro/welcome.md", (t) => t.replace("第一次保存。", "第二次保存。"));
    await expect
      .poll(async () => (await fetch(`${origin}/fixture/docs/intro/welcome`)).text(), { timeout: 10_000 })
      .toContain("第二次保存。");
    // The page left open by the test before reloads too. Waited for here: its reload interrupted the next
    // test's navigation once.
    await page.waitForFunction(() => document.body.textContent?.includes("第二次保存。"), null, { timeout: 10_000 });
  });

  it("a page that connects only after a rebuild finished still reloads to the new build", async () => {
    // The rebuild's reload event goes out while this page is not listening yet (its event stream is held).
    const rebuilds = () => output.split("docsgen: rebuilt").length;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/__docsgen/events", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}/fixture/docs/intro/welcome`);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const before = rebuilds();
    edit("docs/intro/welcome.md", (t) => t.replace("第二次保存。", "连上之前就重建了。"));
    await expect.poll(rebuilds, { timeout: 10_000 }).toBeGreaterThan(before);
    release();
    await page.waitForFunction(() => document.body.textContent?.includes("连上之前就重建了。"), null, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.unroute("**/__docsgen/events");
  });

  it("an unchanged page is served with the current build generation (gzip never serves a stale one)", async () => {
    const generation = async () =>
      Number(/data-generation="(\d+)"/.exec(await (await fetch(`${origin}/fixture/docs/intro/second`)).text())?.[1]);
    const before = await generation();
    const rebuilds = () => output.split("docsgen: rebuilt").length;
    const count = rebuilds();
    edit("docs/intro/welcome.md", (t) => `${t}\n又一句。\n`);
    await expect.poll(rebuilds, { timeout: 10_000 }).toBeGreaterThan(count);
    // Compressed (fetch asks for gzip): the old cache key (file, ETag, length) matched here and served the
    // previous generation, which made an open page reload again and again.
    await expect.poll(generation, { timeout: 5_000 }).toBe(before + 1);
  });

  it("adding and deleting a page updates routes and sidebars", async () => {
    writeFileSync(join(site, "docs/guide/extra.md"), "---\nsidebar_position: 5\n---\n\n# 新页面\n\n新内容。\n");
    await expect
      .poll(async () => (await fetch(`${origin}/fixture/docs/guide/extra`)).status, { timeout: 10_000 })
      .toBe(200);
    await expect
      .poll(async () => (await (await fetch(`${origin}/fixture/docs/guide/first`)).text()).includes(">新页面</a>"))
      .toBe(true);
    rmSync(join(site, "docs/guide/extra.md"));
    await expect
      .poll(async () => (await fetch(`${origin}/fixture/docs/guide/extra`)).status, { timeout: 10_000 })
      .toBe(404);
    await expect
      .poll(async () => (await (await fetch(`${origin}/fixture/docs/guide/first`)).text()).includes(">新页面</a>"))
      .toBe(false);
  });
});
