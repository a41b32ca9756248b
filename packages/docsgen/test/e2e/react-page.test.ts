import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 34: a React page of the site in Chromium (fixture: react-site, home page src/pages/index.tsx with a
// useState counter, ThemedImage and BrowserOnly). Its own bundle hydrates it, shell included.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("react-site");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

/** Opens a page, recording console errors (hydration mismatches are reported there) and scripts loaded. */
const open = (context: BrowserContext, path: string) => openRecording(context, origin + path);

describe("a React page", () => {
  it("hydrates without mismatch: the counter counts, BrowserOnly renders its children", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/beacon/");
    expect(await page.textContent(".counter")).toBe("Clicked 0 times");
    await page.click(".counter");
    await page.click(".counter");
    expect(await page.textContent(".counter")).toBe("Clicked 2 times");
    await page.waitForSelector("text=Your time zone:");
    expect(scripts.some((s) => /\/assets\/entry-/.test(s))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("switches ThemedImage with the navbar's colour-mode toggle", async () => {
    const context = await browser.newContext({ colorScheme: "light" });
    const { page, errors } = await open(context, "/beacon/");
    const shown = () =>
      page.$$eval("img.themedComponent", (imgs) =>
        imgs
          .filter((i) => getComputedStyle(i).display !== "none")
          .map((i) => new URL((i as HTMLImageElement).src).pathname),
      );
    expect(await shown()).toEqual(["/beacon/img/dashboard-light.svg"]);
    await page.click(".colorModeToggle:not([disabled])");
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await page.waitForFunction(() =>
      document.querySelector("img.themedComponent")?.getAttribute("src")?.includes("dark"),
    );
    expect(await shown()).toEqual(["/beacon/img/dashboard-dark.svg"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves a plain doc page as it was (docsgen's entry only), and a link from it to a React page loads that page directly", async () => {
    const context = await browser.newContext();
    const { page, errors, scripts } = await open(context, "/beacon/docs/intro");
    const pageData: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("page-data.json")) pageData.push(new URL(r.url()).pathname);
    });
    expect(scripts.filter((s) => s.includes("/assets/site/"))).toEqual([]);
    expect(scripts.some((s) => /\/assets\/entry-/.test(s))).toBe(true);
    // Prefetch on hover: a React page has no page data, so nothing is asked for.
    await page.hover('.markdown a[href="/beacon/showcase"]');
    await page.click('.markdown a[href="/beacon/showcase"]');
    await page.waitForURL(`${origin}/beacon/showcase`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.textContent("main h1")).toBe("Who uses Beacon");
    // The client's router knows the React routes (site data): a page load, without asking for page data.
    expect(pageData.filter((p) => p === "/beacon/page-data.json" || p.includes("showcase"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("follows a page's <Redirect> from @docusaurus/router, replacing the history entry", async () => {
    const context = await browser.newContext();
    const direct = await open(context, "/beacon/showcase");
    const entries = await direct.page.evaluate(() => history.length);
    const { page, errors } = await open(context, "/beacon/users");
    await page.waitForURL(`${origin}/beacon/showcase`);
    expect(await page.textContent("main h1")).toBe("Who uses Beacon");
    // Replaced, as react-router's Redirect does: Back does not return to the old address.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fetches a lazily imported browser-only editor only when the page that uses it renders", async () => {
    const context = await browser.newContext();
    const home = await open(context, "/beacon/");
    const playground = await open(context, "/beacon/playground");
    await playground.page.waitForSelector("textarea.query-editor");
    // The chunk's own stylesheet applied before it rendered.
    const border = await playground.page.$eval(
      "textarea.query-editor",
      (t) => getComputedStyle(t.parentElement as Element).borderTopStyle,
    );
    expect(border).toBe("solid");
    expect(await playground.page.textContent(".query-editor__status")).toMatch(/^2 known of \d+ keywords · 1x$/);
    await playground.page.fill("textarea.query-editor", "aroffrano belerlacy sumby");
    expect(await playground.page.textContent(".query-editor__status")).toMatch(/^3 known of/);
    const editor = (scripts: string[]) => scripts.filter((s) => s.includes("/assets/site/chunks/QueryEditor-"));
    expect(editor(playground.scripts)).toHaveLength(1);
    // The home page, which shares React's chunks with it, did not fetch the editor.
    expect(editor(home.scripts)).toEqual([]);
    expect([...home.errors, ...playground.errors]).toEqual([]);
    await context.close();
  });
});
