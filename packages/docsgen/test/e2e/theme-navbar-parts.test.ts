import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50: a site's swizzled SearchBar (wrapping @theme-original/SearchBar) and its custom navbar item type
// (NavbarItem/ComponentTypes) in Chromium (fixture: docusaurus-navbar-parts): both hydrate without a mismatch
// on docsgen's pages and on a React page, respond, keep docsgen's search working inside the wrapper, and the
// drawer's copy of the item gets `mobile` and closes the drawer.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-navbar-parts");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("swizzled parts of the navbar in the browser", () => {
  it("hydrate on a doc page, respond, and keep their state as the docs client moves", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="SearchBar"][data-hydrated]');
    await page.waitForSelector('[data-docsgen-theme="NavbarItem/1"][data-hydrated]');
    await page.click(".tide-hint");
    await page.click(".navbar__items .tide-clock");
    await page.click(".pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/tides`);
    await page.click(".tide-hint");
    expect(await page.textContent(".tide-hint")).toBe("Hints asked: 2");
    expect(await page.textContent(".navbar__items .tide-clock")).toBe("Port Isaac: low water next");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("docsgen's search, wrapped by the site's SearchBar, opens and finds a page", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="SearchBar"][data-hydrated]');
    await page.click(".navbar__search");
    await page.fill(".searchInput", "high water");
    await page.waitForSelector('.searchHit a[href="/docs/tides"]');
    await page.keyboard.press("Escape");
    expect(await page.locator(".searchModal").count()).toBe(0);
    // The shortcut is the wrapped button's, as on any docsgen page.
    await page.keyboard.press("Control+k");
    await page.waitForSelector(".searchInput");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the drawer's item is the site's with `mobile`, and its click closes the drawer", async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="NavbarItem/1/mobile"][data-hydrated]', { state: "attached" });
    await page.click(".navbar__toggle");
    await page.waitForSelector(".navbar-sidebar--show");
    // A doc's drawer opens on its sidebar; the navbar's items are the main menu, behind it.
    await page.click(".navbar-sidebar__back");
    await page.click(".navbar-sidebar .menu__link.tide-clock");
    await page.waitForSelector(".navbar-sidebar--show", { state: "detached" });
    expect(await page.textContent(".navbar-sidebar .tide-clock")).toBe("Port Isaac: low water next");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("render and respond with a React page", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/`);
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".tide-hint");
    await page.click(".navbar__items .tide-clock");
    expect(await page.textContent(".tide-hint")).toBe("Hints asked: 1");
    expect(await page.textContent(".navbar__items .tide-clock")).toBe("Port Isaac: low water next");
    await page.click(".navbar__search");
    await page.waitForSelector(".searchInput");
    expect(errors).toEqual([]);
    await context.close();
  });
});
