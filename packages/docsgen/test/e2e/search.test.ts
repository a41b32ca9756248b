import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ShardedSearch } from "../../client/search/sharded-search.ts";
import { launchChromium } from "../helpers/browser.ts";
import { diskFetcher } from "../helpers/search-fetch.ts";
import { BASE } from "../helpers/servers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const [{ origin }] = inject("servers");
const nginx = inject("servers").find((s) => s.name === "nginx")?.origin as string;
const outDir = inject("outDir");

/** Issue 18: everything the dialog transfers, gzip, from opening it to the first results. */
const BUDGET = 150 * 1024;

const QUERIES = [
  { query: "代码体积大", page: "docs/introduction/dissuade", anchor: "large-size", what: "a Chinese phrase" },
  {
    query: "输出复杂消息",
    page: "docs/api/widget/logger",
    anchor: "complex-messages",
    what: "a Chinese phrase on another page",
  },
  { query: "劝退", page: "docs/introduction/dissuade", anchor: undefined, what: "a two-character word (劝退)" },
  {
    query: "transformiconsexceptwidgeticon",
    page: "docs/api/export/decorators",
    anchor: "transform-icons-except-widget-icon",
    what: "an API identifier typed in lower case",
  },
];

describe("search", () => {
  it("loads nothing for search until the dialog opens", async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.goto(`${origin}${BASE}docs/introduction/overview`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(300);
    expect(requests.filter((u) => /\/search\/|SearchDialog/.test(u))).toEqual([]);
    const manifest = page.waitForResponse((r) => r.url().endsWith("/search/index.json"));
    await page.keyboard.press("Control+k");
    await page.locator(".searchInput").waitFor();
    await manifest;
    // Opening the dialog reads the manifest only: shards and page texts wait for a query.
    expect(requests.filter((u) => u.includes("/search/")).map((u) => new URL(u).pathname)).toEqual([
      `${BASE}search/index.json`,
    ]);
    expect(requests.some((u) => /chunks\/SearchDialog-/.test(u))).toBe(true);
    await page.close();
  });

  for (const q of QUERIES) {
    it(`${q.what}: “${q.query}” lands on ${q.page}${q.anchor ? `#${q.anchor}` : ""}`, async () => {
      const page = await browser.newPage();
      await page.goto(`${origin}${BASE}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.locator(".navbar__search").click();
      const input = page.locator(".searchInput");
      await input.waitFor();
      await input.fill(q.query);
      const first = page.locator(".searchHit").first();
      await first.waitFor();
      expect(await first.locator("mark").count()).toBeGreaterThan(0);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname === `${BASE}${q.page}`);
      if (q.anchor) expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${q.anchor}`);
      expect(await page.locator(".searchModal").count()).toBe(0);
      await page.close();
    });
  }

  it("a search chunk that fails to load shows the error box; Retry loads it", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}${BASE}docs/introduction/overview`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.route(/chunks\/SearchDialog-[^/]+\.js$/, (route) => route.abort());
    await page.locator(".navbar__search").click();
    const box = page.locator(".chunkError");
    await box.waitFor();
    expect(await box.locator("p").textContent()).toMatch(/SearchDialog|import|fetch/i);
    await page.unroute(/chunks\/SearchDialog-[^/]+\.js$/);
    await box.locator('button:text-is("重试")').click();
    await page.locator(".searchInput").waitFor();
    expect(await box.count()).toBe(0);
    await page.close();
  });

  it("arrow keys move the selection; Escape closes and focus returns to the button; no query while composing", async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}${BASE}docs/api/types`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press("/");
    const input = page.locator(".searchInput");
    await input.waitFor();
    await input.fill("积木");
    await page.locator(".searchHit").first().waitFor();
    await page.keyboard.press("ArrowDown");
    expect(await page.locator(".searchHit").nth(1).getAttribute("aria-selected")).toBe("true");
    // Focus is trapped: Tab from the last focusable element wraps to the input.
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".searchDialog") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator(".searchModal").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("navbar__search");
    // An input method composing a word: the results do not change until composition ends.
    await page.keyboard.press("Control+k");
    await input.waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.imeSetComposition", { text: "kong", selectionStart: 4, selectionEnd: 4 });
    await page.waitForTimeout(150);
    expect(await page.locator(".searchHit").count()).toBe(0);
    await cdp.send("Input.insertText", { text: "控件" });
    await page.locator(".searchHit").first().waitFor();
    await page.close();
  });

  it("a query fetches the manifest, its tokens' shards and its hits' pages, nothing else, within the budget", async () => {
    for (const q of QUERIES) {
      const page = await browser.newPage();
      await page.goto(`${nginx}${BASE}docs/introduction/overview`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const sizes: Promise<{ path: string; bytes: number }>[] = [];
      // Only requests made from here on: what the page itself loads (its logo can finish after hydration on a
      // busy machine) is not the query's.
      const made = new Set<Request>();
      const pending = new Set<Request>();
      page.on("request", (r) => {
        made.add(r);
        pending.add(r);
      });
      page.on("requestfailed", (r) => pending.delete(r));
      page.on("requestfinished", (r) => {
        pending.delete(r);
        if (!made.has(r)) return;
        sizes.push(
          r
            .sizes()
            .then((s) => ({ path: new URL(r.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })),
        );
      });
      await page.keyboard.press("Control+k");
      const input = page.locator(".searchInput");
      await input.waitFor();
      await input.fill(q.query);
      await page.locator(".searchHit").first().waitFor();
      // Until no request of the query's has been in flight for half a second ("networkidle" is a page's
      // lifecycle state: reached once, before the query, it would not wait again).
      for (let quiet = 0; quiet < 500; quiet = pending.size === 0 ? quiet + 50 : 0) await page.waitForTimeout(50);
      const fetched = await Promise.all(sizes);
      const search = fetched.filter((f) => f.path.startsWith(`${BASE}search/`)).map((f) => f.path.slice(BASE.length));
      // The same files the dialog's code asks for when it reads the build from disk.
      const disk = diskFetcher(outDir, BASE);
      await (await ShardedSearch.open(BASE, disk.get)).search(q.query);
      expect(search.sort(), q.query).toEqual([...disk.fetched.keys()].sort());
      // Besides the search chunk, only what the client prefetches for the hits, which are links: their page
      // data and the sidebars of their pages. That is navigation, not search, and not counted.
      const others = fetched.filter((f) => !f.path.startsWith(`${BASE}search/`) && !f.path.includes("/chunks/"));
      const navigation = (path: string) => path.endsWith("/page-data.json") || path.includes("/assets/sidebars/");
      expect(others.filter((f) => !navigation(f.path)).map((f) => f.path)).toEqual([]);
      const total = fetched.filter((f) => !others.includes(f)).reduce((sum, f) => sum + f.bytes, 0);
      expect(total, q.query).toBeLessThanOrEqual(BUDGET);
      await page.close();
    }
  });
});
