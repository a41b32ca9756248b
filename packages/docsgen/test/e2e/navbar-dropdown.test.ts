import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 15, part 9: a navbar dropdown of a Docusaurus config (fixture: docusaurus-config) works with the
// pointer, a click and the keyboard on desktop, and as a collapsible entry of the mobile drawer.
let origin: string;
let server: Running | undefined;
let browser: Browser;

beforeAll(async () => {
  const site = copyFixture("docusaurus-config");
  const r = docsgen(["build", site, "-q"]);
  expect(r.code).toBe(0);
  server = await startDocsgenServe(join(site, "build"), site);
  origin = server.origin;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(`${origin}/cfg/docs/reference/cli`);
  // Hydrated: the colour toggle is enabled by the client.
  await page.waitForSelector(".colorModeToggle:not([disabled])", { state: "attached" });
  return page;
}

const menuShown = (page: Page) =>
  page.$eval(".navbar__items .dropdown__menu", (m) => getComputedStyle(m).visibility === "visible");

describe("navbar dropdown on desktop", () => {
  it("opens while the pointer is over it, and closes when it leaves", async () => {
    const page = await open(1280);
    expect(await menuShown(page)).toBe(false);
    await page.hover(".navbar__items .dropdown > button");
    await page.waitForFunction(() => {
      const m = document.querySelector(".navbar__items .dropdown__menu");
      return m && getComputedStyle(m).opacity === "1";
    });
    expect(await menuShown(page)).toBe(true);
    await page.mouse.move(640, 700);
    await page.waitForFunction(() => {
      const m = document.querySelector(".navbar__items .dropdown__menu");
      return m && getComputedStyle(m).visibility === "hidden";
    });
    await page.close();
  });

  it("opens and closes with a click, and Escape closes it and gives focus back to its button", async () => {
    const page = await open(1280);
    const button = page.locator(".navbar__items .dropdown > button");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.move(640, 700); // the pointer leaves: the menu stays open, it was opened by a click
    await page.waitForTimeout(200);
    expect(await menuShown(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("More");
    await page.waitForFunction(() => {
      const m = document.querySelector(".navbar__items .dropdown__menu");
      return m && getComputedStyle(m).visibility === "hidden";
    });
    await page.close();
  });

  it("works from the keyboard: Enter opens, Tab walks its links, leaving closes it; a link navigates", async () => {
    const page = await open(1280);
    await page.focus(".navbar__items .dropdown > button");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => {
      const m = document.querySelector(".navbar__items .dropdown__menu");
      return m && getComputedStyle(m).visibility === "visible";
    });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Install");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("API reference");
    await page.keyboard.press("Tab"); // Blog (the html entry has no link)
    await page.keyboard.press("Tab"); // out of the dropdown
    const button = page.locator(".navbar__items .dropdown > button");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await page.click(".navbar__items .dropdown__menu >> text=API reference");
    await page.waitForURL(`${origin}/cfg/docs/reference/api`);
    expect(await page.textContent("h1")).toBe("API");
    await page.close();
  });
});

describe("navbar dropdown in the mobile drawer", () => {
  it("is a collapsible entry: closed, opened by its button, its links navigate and close the drawer", async () => {
    const page = await open(390);
    await page.click(".navbar__toggle");
    await page.click(".navbar-sidebar__back");
    const button = page.locator(".navbar-sidebar .dropdown > button");
    const entry = page.locator(".navbar-sidebar .dropdown >> text=API reference");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await entry.isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await entry.isVisible()).toBe(true);
    await entry.click();
    await page.waitForURL(`${origin}/cfg/docs/reference/api`);
    await page.waitForFunction(() => !document.querySelector(".navbar-sidebar--show"));
    await page.close();
  });

  it("is open on a page it links to", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${origin}/cfg/docs/reference/api`);
    await page.waitForSelector(".colorModeToggle:not([disabled])", { state: "attached" });
    await page.click(".navbar__toggle");
    await page.click(".navbar-sidebar__back");
    expect(await page.locator(".navbar-sidebar .dropdown > button").getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(".navbar-sidebar .dropdown a.menu__link--active").textContent()).toBe("API reference");
    await page.close();
  });
});
