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

// Issue 50, point 1: client modules on every page. The fixture's plugin gives one (relative to its folder);
// the config gives a stylesheet and a script that marks the page with a class naming its route once shown.
describe("the site's client modules", () => {
  type Seen = { order: string[]; updates: string[]; loaded: string[]; shown: { to: string; from: string | null }[] };
  const seen = (page: import("playwright-core").Page) =>
    page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        order: w.orchardOrder,
        updates: w.orchardUpdates,
        loaded: w.orchardLoaded,
        shown: w.orchardShown,
      } as Seen;
    });

  it("run once on a doc page, the plugin's first, with the first load's lifecycles; their stylesheet applies", async () => {
    const context = await fixture.browser.newContext();
    const { page, errors } = await openRecording(context, `${fixture.origin}/orchard/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForSelector("html.orchard-route-orchard-docs-intro");
    expect(await page.getAttribute("html", "data-orchard-client")).toBe("loaded");
    expect(await seen(page)).toEqual({
      order: ["plugin", "config"],
      updates: ["/orchard/docs/intro"],
      loaded: ["/orchard/docs/intro"],
      shown: [{ to: "/orchard/docs/intro", from: null }],
    });
    const css = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--orchard-client-css").trim(),
    );
    expect(css).toBe("applied");
    // The stylesheet the script module imports, linked with its script.
    const imported = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--orchard-route-css").trim(),
    );
    expect(imported).toBe("imported");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hear of each move of docsgen's router, to another doc and within it, with the right locations", async () => {
    const context = await fixture.browser.newContext();
    const { page, errors } = await openRecording(context, `${fixture.origin}/orchard/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(() => {
      (window as unknown as { sameWindow: boolean }).sameWindow = true;
    });
    await page.click('article a[href$="/trees"]');
    await page.waitForSelector("html.orchard-route-orchard-docs-trees");
    // Shown once the new page is on screen: its heading, not the old one's.
    expect(await page.textContent("article h1")).toBe("Trees");
    await page.click('article a[href="#the-end"]');
    await page.waitForFunction(() => (window as unknown as { orchardShown: unknown[] }).orchardShown.length === 3);
    await page.goBack();
    await page.waitForFunction(() => (window as unknown as { orchardShown: unknown[] }).orchardShown.length === 4);
    await page.goBack();
    await page.waitForSelector("html.orchard-route-orchard-docs-intro");
    const after = await seen(page);
    expect(after.order).toEqual(["plugin", "config"]);
    expect(after.shown).toEqual([
      { to: "/orchard/docs/intro", from: null },
      { to: "/orchard/docs/trees", from: "/orchard/docs/intro" },
      { to: "/orchard/docs/trees#the-end", from: "/orchard/docs/trees" },
      { to: "/orchard/docs/trees", from: "/orchard/docs/trees#the-end" },
      { to: "/orchard/docs/intro", from: "/orchard/docs/trees" },
    ]);
    expect(after.updates).toEqual([
      "/orchard/docs/intro",
      "/orchard/docs/trees",
      "/orchard/docs/trees",
      "/orchard/docs/trees",
      "/orchard/docs/intro",
    ]);
    // Each onRouteUpdate's callback ran once its page had loaded.
    expect(after.loaded).toEqual(after.updates);
    expect(await page.evaluate(() => (window as unknown as { sameWindow?: boolean }).sameWindow)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
