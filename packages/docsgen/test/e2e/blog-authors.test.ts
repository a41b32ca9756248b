import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// The blog's authors list and author pages in the blog's layout, as Docusaurus 3.5 renders them, posts with their
// authors' social icons and a tag page with its tags.yml description (issue 48) (fixture:
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

  it("a post with its authors' social icons and a tag page with its description hydrate, directly and in-site", async () => {
    context = await served.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${served.origin}/harbor/blog/2024/01/10/welcome`);
    // Mara's four platforms, Tom's two: each an icon link named by its platform.
    expect(await page.locator("article header .authorSocials a.authorSocialLink").count()).toBe(6);
    expect(await page.locator('article header a[aria-label="Stack Overflow"] svg.authorSocialIcon').count()).toBe(1);
    await page.locator('.blogTags a:text-is("Releases")').click();
    await page.waitForFunction(() => document.title.includes("tagged with “Releases”"));
    expect(await page.locator("main header p").textContent()).toBe("Every Harbor release, and what changed in it.");
    await page.locator("main article a", { hasText: "Welcome to the Harbor blog" }).first().click();
    await page.waitForFunction(() => document.title.startsWith("Welcome to the Harbor blog"));
    expect(await page.locator("article header .authorSocials a.authorSocialLink").count()).toBe(6);
    const tag = await openRecording(context, `${served.origin}/harbor/blog/tags/release`);
    expect(await tag.page.locator("main header p").textContent()).toBe("Every Harbor release, and what changed in it.");
    expect([...errors, ...tag.errors]).toEqual([]);
    await context.close();
  });
});
