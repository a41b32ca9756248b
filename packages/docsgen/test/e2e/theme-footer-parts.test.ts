import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50, point 2: a site's swizzled Footer/Layout (wrapping @theme-original/Footer/Layout) and Footer/Copyright
// in Chromium (fixture: docusaurus-footer-parts): docsgen's footer made of them hydrates without a mismatch, on
// docsgen's pages and on a React page, and the banner's button responds.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-footer-parts");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("swizzled parts of the footer in the browser", () => {
  it("hydrate on a doc page, respond, and stay with their state as the docs client moves", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="Footer"][data-hydrated]');
    await page.click(".quay-call");
    await page.click(".pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/moorings`);
    await page.click(".quay-call");
    expect(await page.textContent(".quay-call")).toBe("Called 2 times");
    expect(await page.textContent(".quay-copyright")).toBe("© Quay harbour board");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrate with a React page", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/`);
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".quay-call");
    expect(await page.textContent(".quay-call")).toBe("Called 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });
});
