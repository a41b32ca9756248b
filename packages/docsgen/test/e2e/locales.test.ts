import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 37 part 2: the locale dropdown of a translated Docusaurus site (fixture: translated-site) goes to the
// same page in the other locale, also after client-side navigation, and search stays in the locale read.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("translated-site");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

/** A page that records failed requests and console errors (hydration mismatches among them). */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.waitForSelector("html[data-has-hydrated=true]", { state: "attached" });
}

const hydrated = (page: Page) => page.waitForSelector("html[data-has-hydrated=true]", { state: "attached" });
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 7;
  });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);
const dropdown = (page: Page) => page.locator(".navbar__items--right .dropdown").first();

async function chooseLocale(page: Page, label: string): Promise<void> {
  await dropdown(page).locator("> button").click();
  await dropdown(page).locator(".dropdown__menu a", { hasText: label }).click();
}

describe("the locale dropdown", () => {
  it("opens the same page in the other locale, from the first page and after client-side navigation", async () => {
    const { page, errors } = await newPage();
    await open(page, "/kite/docs/guides/install");
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hans");
    expect(await dropdown(page).locator("> button").textContent()).toBe("简体中文");
    await mark(page);

    await chooseLocale(page, "English");
    await page.waitForURL(`${origin}/kite/en/docs/guides/install`);
    await hydrated(page);
    // Another locale is another app: a page load, not the router.
    expect(await marked(page)).toBeUndefined();
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    expect(await page.locator("article").textContent()).toContain("Install it with npm");
    expect(await dropdown(page).locator("> button").textContent()).toBe("English");

    // Within the locale, client-side; the dropdown follows the page read.
    await mark(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/kite/en/docs/guides/config"]').click();
    await page.waitForURL(`${origin}/kite/en/docs/guides/config`);
    await page.waitForSelector("text=队列的并发数");
    expect(await marked(page)).toBe(7);
    const zh = dropdown(page).locator(".dropdown__menu a", { hasText: "简体中文" });
    expect(await zh.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${origin}/kite/docs/guides/config`);

    // The fragment of the page read is kept.
    await page.evaluate(() => {
      location.hash = "重试";
    });
    await chooseLocale(page, "简体中文");
    await page.waitForURL(`${origin}/kite/docs/guides/config#${encodeURIComponent("重试")}`);
    await hydrated(page);
    expect(await marked(page)).toBeUndefined();
    expect(await page.getAttribute("html", "lang")).toBe("zh-Hans");
    expect(await page.locator(".theme-doc-sidebar-menu").textContent()).toContain("指南");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hydrates a React page in each locale with its messages", async () => {
    const { page, errors } = await newPage();
    await open(page, "/kite/en/team");
    expect(await page.locator("main h1").textContent()).toBe("The team");
    expect(await page.title()).toBe("The team | 风筝");
    await chooseLocale(page, "简体中文");
    await page.waitForURL(`${origin}/kite/team`);
    await hydrated(page);
    expect(await page.locator("main h1").textContent()).toBe("团队");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("search in a translated site", () => {
  /** The hits' links for `query`, searched from the page at `path`. */
  async function hits(path: string, query: string): Promise<string[]> {
    const { page, errors } = await newPage();
    await open(page, path);
    await page.locator(".navbar__search").click();
    await page.locator(".searchInput").fill(query);
    await page.locator(".searchHit").first().waitFor();
    const links = await page.locator(".searchHit > a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(errors).toEqual([]);
    await page.close();
    return links;
  }

  it("finds the pages of the locale read only", async () => {
    const en = await hits("/kite/en/docs/intro", "queue");
    expect(en.length).toBeGreaterThan(0);
    for (const link of en) expect(link).toMatch(/^\/kite\/en\//);
    const zh = await hits("/kite/docs/intro", "队列");
    expect(zh.length).toBeGreaterThan(0);
    for (const link of zh) expect(link).not.toMatch(/^\/kite\/en\//);
    // The untranslated config guide is in the en index too, under its en URL.
    expect(await hits("/kite/en/docs/intro", "并发数")).toContain("/kite/en/docs/guides/config");
  });
});

describe("search in a versioned and translated site", () => {
  it("keeps to the version and the locale read", async () => {
    const both = await serveFixture("versioned-translated-site");
    try {
      const page = await both.browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const search = async (path: string, query: string) => {
        await page.goto(`${both.origin}${path}`);
        await hydrated(page);
        await page.locator(".navbar__search").click();
        await page.locator(".searchInput").fill(query);
        await page.locator(".searchHit").first().waitFor();
        return page.locator(".searchHit > a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      };
      // Pages outside the docs (the home page) are in every version's results, as in Docusaurus.
      const old = (await search("/fr/docs/1.0/intro", "Ferry")).filter((l) => l.includes("/docs/"));
      expect(old.length).toBeGreaterThan(0);
      for (const link of old) expect(link).toMatch(/^\/fr\/docs\/1\.0\//);
      const last = await search("/fr/docs/intro", "Installez");
      expect(last).toEqual(["/fr/docs/guides/install"]);
      expect(errors).toEqual([]);
    } finally {
      await both.stop();
    }
  });
});
