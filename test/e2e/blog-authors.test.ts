import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// The blog's authors list and author pages in the blog's layout, as Docusaurus 3.5 renders them (fixture:
// blog-author-pages, served by docsgen serve): they hydrate without a mismatch, and an in-site navigation to or
// from one keeps the recent-posts sidebar beside the content.

let served: ServedFixture;
let context: BrowserContext;

beforeAll(async () => {
  served = await serveFixture("blog-author-pages");
}, 180_000);

afterAll(async () => {
  await served?.stop();
});

const SIDEBAR_ITEMS = "aside.blogSidebar .blogSidebarItem";

describe("blog author pages in Chromium", () => {
  it("hydrate with the recent-posts sidebar, and keep it through in-site navigations", async () => {
    context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${served.origin}/harbor/blog/authors`);
    expect(await page.locator(SIDEBAR_ITEMS).count()).toBe(5);
    expect(await page.locator("aside.blogSidebar").isVisible()).toBe(true);
    expect(await page.locator("main h1").textContent()).toBe("Authors");
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });
    // To an author's page: the content is theirs, the sidebar stays.
    await page.locator('main a[href="/harbor/blog/authors/mara"]').first().click();
    await page.waitForFunction(() => document.title.startsWith("Mara Quill - 3 posts"));
    expect(await page.locator("main h1.authorName").textContent()).toBe("Mara Quill");
    expect(await page.locator(SIDEBAR_ITEMS).count()).toBe(5);
    // Through the sidebar to a post, then back.
    await page.locator(`${SIDEBAR_ITEMS} a:text-is("How Harbor queues work")`).click();
    await page.waitForFunction(() => document.title.startsWith("How Harbor queues work"));
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith("Mara Quill - 3 posts"));
    expect(await page.locator("main h1.authorName").textContent()).toBe("Mara Quill");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
    await context.close();
  });
});
