import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50, point 2: a site's swizzled DocItem/Footer in Chromium (fixture: docusaurus-doc-footer, a wrapper
// adding a "Was this helpful?" box that names the doc from useDoc()): it hydrates without a mismatch, responds,
// and after the docs client moves to another doc it is that doc's, hydrated again.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-doc-footer");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("a swizzled DocItem/Footer in the browser", () => {
  it("hydrates, responds, and shows the next doc's title after a client-side move", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="DocItem/Footer"][data-hydrated]');
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".lantern-yes");
    expect(await page.textContent(".lantern-thanks")).toBe("Thanks for rating Introduction");
    await page.evaluate(() => {
      (window as unknown as { movedWithoutLoad: boolean }).movedWithoutLoad = true;
    });
    await page.click(".pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/wicks`);
    await page.waitForSelector('[data-docsgen-theme="DocItem/Footer"][data-hydrated]');
    expect(await page.textContent(".lantern-question")).toBe("Was this helpful? Trimming wicks");
    await page.click(".lantern-yes");
    expect(await page.textContent(".lantern-thanks")).toBe("Thanks for rating Trimming wicks");
    // The docs client moved: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { movedWithoutLoad?: boolean }).movedWithoutLoad)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
