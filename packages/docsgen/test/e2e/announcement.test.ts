import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

let site: string;
let origin: string;
let server: Running | undefined;
let browser: Browser;

function configure(id: string) {
  const file = join(site, "site.config.ts");
  const text = readFileSync(file, "utf8").replace(/\n {4}announcementBar: .*\n/, "\n");
  writeFileSync(
    file,
    text.replace(
      "  themeConfig: {\n",
      `  themeConfig: {\n    announcementBar: { id: "${id}", content: '新版本发布了，<a href="/fixture/docs/intro/welcome">看看</a>', backgroundColor: "#fafbfc" },\n`,
    ),
  );
  expect(docsgen(["build", site]).code).toBe(0);
}

beforeAll(async () => {
  site = copyFixture("basic");
  configure("v1");
  server = await startDocsgenServe(join(site, "build"), site);
  origin = server.origin;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("announcement bar (fixture config)", () => {
  it("shows, dismisses for good, and comes back at once when its id changes", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Probe at DOMContentLoaded, before any bundle code: is the bar displayed at first paint?
    await context.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const bar = document.querySelector(".theme-announcement-bar");
        (window as unknown as { barAtFirstPaint: string }).barAtFirstPaint = bar
          ? getComputedStyle(bar).display
          : "absent";
      });
    });
    const url = `${origin}/fixture/docs/intro/welcome`;
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const bar = page.locator(".theme-announcement-bar");
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getAttribute("role")).toBe("banner");
    expect(await bar.locator("a").getAttribute("href")).toBe("/fixture/docs/intro/welcome");
    await page.locator('.theme-announcement-bar button[aria-label="关闭"]').click();
    expect(await bar.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("true");

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.evaluate(() => (window as unknown as { barAtFirstPaint: string }).barAtFirstPaint)).toBe("none");
    expect(await bar.count()).toBe(0);

    configure("v2");
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // The new id shows on this very load (the original needed a second reload).
    expect(await page.evaluate(() => (window as unknown as { barAtFirstPaint: string }).barAtFirstPaint)).toBe("flex");
    expect(await bar.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("false");
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.id"))).toBe("v2");
    await context.close();
  });
});
