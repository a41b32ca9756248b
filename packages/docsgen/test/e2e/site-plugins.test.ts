import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50, point 1: a site plugin's route and global data in Chromium (fixture: docusaurus-site-plugins). The
// route's component hydrates with the props of its modules, and the plugin's client module runs first.
let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-site-plugins");
});

afterAll(async () => {
  await fixture?.stop();
});

describe("a site plugin's pages", () => {
  it("hydrate without mismatch: the route with its props, the home page with the global data", async () => {
    const context = await fixture.browser.newContext();
    for (const [path, text] of [
      ["/orchard/fruits", "applepearquince"],
      ["/orchard/", "3 fruits, first apple"],
    ]) {
      const { page, errors } = await openRecording(context, fixture.origin + path);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.textContent("main, .main-wrapper")).toContain(text);
      expect(await page.getAttribute("html", "data-orchard-client")).toBe("loaded");
      expect(errors).toEqual([]);
    }
    await context.close();
  });
});
