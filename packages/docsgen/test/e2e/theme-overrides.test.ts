import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50, point 2: a site's src/theme in Chromium (fixture: docusaurus-theme). The site's Footer hydrates
// on docsgen's pages (a script of its own) and on a React page (with the page); the CodeBlock that wraps
// @theme-original/CodeBlock (itself a theme package's wrapper of docsgen's) hydrates in an MDX doc. No
// hydration mismatch, no error, and their state responds. The site's Root (wrapping @theme-original/Root)
// hydrates beside docsgen's pages and around React pages.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-theme");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("swizzled components in the browser", () => {
  it("the wrapped CodeBlock and the ejected Footer hydrate on an MDX doc and respond", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await openRecording(context, `${origin}/docs/code`);
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    await page.click(".harbor-copy");
    expect(await page.textContent(".harbor-copy")).toBe("Copied 1");
    await page.waitForSelector('[data-docsgen-theme="Footer"][data-hydrated]');
    await page.click(".harbor-wave");
    expect(await page.textContent(".harbor-wave")).toBe("Waved 1 times");
    expect(scripts.some((s) => /^\/assets\/site\/theme-shell-/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the site's Footer stays and responds after the docs client moves to another page", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.waitForSelector('[data-docsgen-theme="Footer"][data-hydrated]');
    await page.click(".pagination-nav__link--next");
    await page.waitForURL(`${origin}/docs/code`);
    await page.click(".harbor-wave");
    expect(await page.textContent(".harbor-wave")).toBe("Waved 1 times");
    expect(await page.locator("footer").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the site's Root hydrates beside docsgen's page, responds, and stays once after the docs client moves", async () => {
    const context = await browser.newContext();
    // From the MDX doc to the markdown one: a move of the docs client (the other way is a page load).
    const { page, errors } = await openRecording(context, `${origin}/docs/code`);
    await page.waitForSelector('[data-docsgen-theme="Root"][data-hydrated]');
    await page.click(".harbor-bell");
    expect(await page.textContent(".harbor-bell")).toBe("Rung 1 times");
    await page.click(".pagination-nav__link--prev");
    await page.waitForURL(`${origin}/docs/intro`);
    await page.click(".harbor-bell");
    expect(await page.textContent(".harbor-bell")).toBe("Rung 2 times");
    expect(await page.locator(".harbor-bell").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a React page hydrates inside the site's Root: its provider reaches the page, its button responds", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/`);
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".harbor-bell");
    expect(await page.textContent(".harbor-bell")).toBe("Rung 1 times");
    expect(await page.textContent(".harbor-master")).toBe("Harbour master on duty");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the 404 page's content is the site's, hydrated without an error", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/no-such-berth`);
    await page.waitForSelector('[data-docsgen-theme="NotFound/Content"][data-hydrated]');
    expect(await page.textContent(".harbor-lost")).toBe("This berth is empty.");
    expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
    await context.close();
  });

  it("a React page's footer is the site's, hydrated with the page", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/`);
    await page.waitForSelector("html[data-has-hydrated=true]");
    await page.click(".harbor-wave");
    expect(await page.textContent(".harbor-wave")).toBe("Waved 1 times");
    expect(errors).toEqual([]);
    await context.close();
  });
});
