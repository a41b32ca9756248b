import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 48, point 6: MDX whose handlers and components are written in the file itself (fixture: mdx-own-code,
// no imports). In Chromium the page hydrates without mismatch and the handlers run: a <button onClick> and a
// component declared with `export const` whose <span> has one, in a doc, a blog post and a page.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("mdx-own-code");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

/** Opens a page once its MDX content is hydrated; `errors` holds what the console and page reported. */
async function open(context: BrowserContext, path: string) {
  const opened = await openRecording(context, origin + path);
  await opened.page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
  return opened;
}

/** Clicks `selector` and returns the message of the alert that click opens (dismissed as it opens: the click waits for it). */
async function alertOf(page: Page, selector: string): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.click(selector);
  return message;
}

describe("handlers written in MDX", () => {
  it("a doc: the <button>'s handler and the handler of a component the file declares run", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/docs/own-code");
    expect(await alertOf(page, ".markdown .own-button")).toBe("Connected!");
    expect(await alertOf(page, ".markdown .own-highlight >> nth=1")).toBe(
      "You clicked the color #1877F2 with label Facebook blue",
    );
    expect(scripts.some((s) => /^\/assets\/site\/mdx-\d+-/.test(s))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a doc reached by navigating from a plain doc hydrates too", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await page.click('.markdown a[href="/docs/own-code"]');
    await page.waitForURL(`${origin}/docs/own-code`);
    await page.waitForSelector("[data-docsgen-mdx][data-hydrated]");
    expect(await alertOf(page, ".markdown .own-button")).toBe("Connected!");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a blog post and a page", async () => {
    const context = await browser.newContext();
    const post = await open(context, "/blog/2026/01/05/switchboard");
    expect(await alertOf(post.page, ".own-post-button")).toBe("Ringing");
    expect(post.errors).toEqual([]);
    const dial = await open(context, "/dial");
    expect(await alertOf(dial.page, ".own-page-button")).toBe("Dialling");
    expect(await dial.page.textContent(".own-digit >> nth=1")).toBe("2");
    expect(dial.errors).toEqual([]);
    await context.close();
  });
});
