import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50: a site's swizzled doc parts in Chromium (fixture: docusaurus-doc-parts): the wrapped TOC and
// breadcrumbs, the ejected paginator and edit link. They hydrate without a mismatch and respond; after the docs
// client moves to another doc through the site's paginator, they are that doc's, hydrated again.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-doc-parts");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

const hydrated = (name: string) => `[data-docsgen-theme="${name}"][data-hydrated]`;

describe("swizzled doc parts in the browser", () => {
  it("hydrate, respond, and are the next doc's after a client-side move", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    for (const name of ["DocBreadcrumbs", "TOC", "DocPaginator", "DocItem/Footer"])
      await page.waitForSelector(hydrated(name));
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".kettle-star");
    await page.click(".kettle-star");
    expect(await page.textContent(".kettle-star")).toBe("Star Introduction (2)");
    await page.click(".kettle-toc-toggle");
    expect(await page.textContent(".kettle-toc-toggle")).toBe("Show 3 headings");
    expect(await page.$(".theme-doc-toc-desktop")).toBeNull();
    await page.click(".kettle-toc-toggle");
    expect(await page.isVisible(".theme-doc-toc-desktop a[href='#boiling']")).toBe(true);
    expect(await page.textContent(".kettle-edit")).toBe("Suggest a change to this page");
    await page.evaluate(() => {
      (window as unknown as { movedWithoutLoad: boolean }).movedWithoutLoad = true;
    });
    await page.click(".kettle-pager .pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/brewing/green-tea`);
    for (const name of ["DocBreadcrumbs", "TOC", "DocPaginator"]) await page.waitForSelector(hydrated(name));
    expect(await page.textContent(".kettle-star")).toBe("Star Green tea (0)");
    await page.click(".kettle-star");
    expect(await page.textContent(".kettle-star")).toBe("Star Green tea (1)");
    expect(await page.textContent(".kettle-toc-toggle")).toBe("Hide 2 headings");
    await page.click(".kettle-toc-toggle");
    expect(await page.textContent(".kettle-toc-toggle")).toBe("Show 2 headings");
    expect(await page.textContent(".kettle-pager .pagination-nav__link--prev .pagination-nav__label")).toBe(
      "Introduction",
    );
    // The docs client moved: the page was not loaded again.
    expect(await page.evaluate(() => (window as unknown as { movedWithoutLoad?: boolean }).movedWithoutLoad)).toBe(
      true,
    );
    // A doc without headings has docsgen's (empty) TOC place: the site's is gone, its root unmounted.
    await page.click(".kettle-pager .pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/brewing/black-tea`);
    await page.waitForSelector(hydrated("DocBreadcrumbs"));
    expect(await page.$(".kettle-toc-toggle")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
