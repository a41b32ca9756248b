import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 34, build step 1: a doc whose MDX uses the site's own components (fixture: mdx-components,
// docs/components.mdx with a stateful ClickCounter) in Chromium. Its own script hydrates the content; the
// counter works after a first load and after navigating to and from plain pages. Blog posts likewise, and the
// list page that shows their excerpts, a partial that uses them, and a quote the site's MDXComponents replaces.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("mdx-components");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

/** Opens a page, recording console errors (hydration mismatches are reported there) and scripts loaded. */
const open = (context: BrowserContext, path: string) => openRecording(context, origin + path);

const counter = ".markdown .click-counter";

describe("a doc with the site's components", () => {
  it("hydrates its content without mismatch: the counter counts", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/docs/components");
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    expect(await page.textContent(counter)).toBe("Pressed 0 times");
    await page.click(counter);
    await page.click(counter);
    expect(await page.textContent(counter)).toBe("Pressed 2 times");
    expect(scripts.some((s) => /^\/assets\/entry-/.test(s))).toBe(true);
    expect(scripts.some((s) => /^\/assets\/site\/mdx-\d+-/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("navigates to a plain doc in the page, and back to a working counter", async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, "/docs/components");
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(counter);
    // Client-side: the window survives.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.click('.theme-doc-sidebar-menu a[href="/docs/intro"]');
    await page.waitForURL(`${origin}/docs/intro`);
    await page.waitForSelector("text=Lantern keeps notes for night crews.");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.$("[data-docsgen-mdx]")).toBeNull();
    // From the plain doc's content back to the components page: its script hydrates it again.
    await page.click('.markdown a[href="/docs/components"]');
    await page.waitForURL(`${origin}/docs/components`);
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    expect(await page.textContent(counter)).toBe("Pressed 0 times");
    await page.click(counter);
    expect(await page.textContent(counter)).toBe("Pressed 1 times");
    // And with the browser's back and forward buttons.
    await page.goBack();
    await page.waitForURL(`${origin}/docs/intro`);
    await page.goForward();
    await page.waitForURL(`${origin}/docs/components`);
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(counter);
    expect(await page.textContent(counter)).toBe("Pressed 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves a plain doc page as it was (docsgen's entry only); its link to the components page hydrates that page", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/docs/intro");
    expect(scripts.filter((s) => s.includes("/assets/site/"))).toEqual([]);
    await page.click('.markdown a[href="/docs/components"]');
    await page.waitForURL(`${origin}/docs/components`);
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(counter);
    expect(await page.textContent(counter)).toBe("Pressed 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("blog posts with the site's components", () => {
  const lampCounter = ".click-counter";

  it("a post page hydrates its content: the counter counts, with no mismatch", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/blog/2026/03/09/lamp-room");
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(`.markdown ${lampCounter}`);
    expect(await page.textContent(`.markdown ${lampCounter}`)).toBe("Lamps lit 1 times");
    expect(scripts.some((s) => /^\/assets\/site\/mdx-\d+-/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the list page hydrates each component excerpt with one script; a plain post opens in the page and back", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/blog");
    const lamp = '[data-docsgen-mdx="/blog/2026/03/09/lamp-room"]';
    await page.waitForSelector(`${lamp}[data-hydrated]`);
    await page.waitForSelector('[data-docsgen-mdx="/blog/2026/02/20/whole-post"][data-hydrated]');
    await page.click(`${lamp} ${lampCounter}`);
    await page.click(`${lamp} ${lampCounter}`);
    expect(await page.textContent(`${lamp} ${lampCounter}`)).toBe("Lamps lit 2 times");
    expect(scripts.filter((s) => s.startsWith("/assets/site/mdx-"))).toEqual([
      expect.stringMatching(/^\/assets\/site\/mdx-list-\d+-/),
    ]);
    // To a plain post, in the page; then back to the list, which its own script hydrates again.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.click('.blogPostTitle a[href="/blog/2026/03/02/plain-notes"]');
    await page.waitForURL(`${origin}/blog/2026/03/02/plain-notes`);
    await page.waitForSelector("text=The rest of the plain notes.");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.click('.navbar a[href="/blog"]');
    await page.waitForURL(`${origin}/blog`);
    await page.waitForSelector(`${lamp}[data-hydrated]`);
    await page.click(`${lamp} ${lampCounter}`);
    expect(await page.textContent(`${lamp} ${lampCounter}`)).toBe("Lamps lit 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a partial with the site's components", () => {
  it("hydrates in the markdown doc that includes it", async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, "/docs/checklist");
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(counter);
    expect(await page.textContent(counter)).toBe("Checked 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an element the site's MDXComponents replaces", () => {
  it("hydrates on a plain markdown doc: the pull quote pins", async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, "/docs/quotes");
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(".pull-quote__pin");
    expect(await page.getAttribute("blockquote", "class")).toBe("pull-quote pull-quote--pinned");
    expect(await page.textContent(".pull-quote__pin")).toBe("Unpin");
    expect(errors).toEqual([]);
    await context.close();
  });
});
