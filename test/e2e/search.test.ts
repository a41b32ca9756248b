import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BASE } from "../helpers/servers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const [{ origin }] = inject("servers");

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
    expect(requests.filter((u) => /search-index|SearchDialog/.test(u))).toEqual([]);
    await page.keyboard.press("Control+k");
    await page.locator(".searchInput").waitFor();
    expect(requests.some((u) => u.endsWith("/search-index.json"))).toBe(true);
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
});
