import type { Browser, Page } from "playwright-core";
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

/** Turns prefetching off (data-saver), so a test's interception sees the navigation's own request. */
const noPrefetch = async (page: Page) => {
  await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
};

async function open(origin: string, path: string, init?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await init?.(page);
  await page.goto(origin + path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { context, page };
}

/** Records whether #nprogress ever appears, from before any page script runs. */
const watchProgress = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    new MutationObserver(() => {
      if (document.getElementById("nprogress")) w.progressSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });

describe.each(inject("servers"))("in-site navigation on $name", ({ origin }) => {
  it("navigates without reloading: window survives, title, URL and aria-current update; back and forward work", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, watchProgress);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });
    await page.locator('.theme-doc-sidebar-menu a:text-is("比较")').click();
    await page.waitForFunction(() => document.title.startsWith("比较 |"));
    expect(new URL(page.url()).pathname).toBe(`${BASE}docs/introduction/compare`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').textContent()).toBe("比较");
    expect(await page.locator("article h1").first().textContent()).toBe("比较");
    // Fast routes never show the progress bar.
    expect(await page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen)).toBe(false);
    await page.locator('.navbar__items a:text-is("API")').click();
    await page.waitForFunction(() => document.title.startsWith("控件类型定义 |"));
    expect(await page.locator('.navbar__items a[aria-current="page"]').textContent()).toBe("API");
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith("比较 |"));
    await page.goForward();
    await page.waitForFunction(() => document.title.startsWith("控件类型定义 |"));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    // After a push navigation, the next Tab reaches the skip link.
    await page.locator('.theme-doc-sidebar-menu a:text-is("主体")').click();
    await page.waitForFunction(() => document.title.startsWith("主体 |"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skipToContent");
    await context.close();
  });

  it("shows the progress bar only for a route still loading after 200 ms; the old page stays until then", async () => {
    // Timings are taken inside the page (click → bar), so a busy test machine cannot skew them.
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, async (p) => {
      await noPrefetch(p);
      await p.addInitScript(() => {
        const w = window as unknown as { clickAt?: number; barAt?: number; h1AtBar?: string };
        document.addEventListener("click", () => (w.clickAt ??= performance.now()), true);
        new MutationObserver(() => {
          if (w.barAt === undefined && document.querySelector("#nprogress .bar")) {
            w.barAt = performance.now();
            w.h1AtBar = document.querySelector("article h1")?.textContent ?? "";
          }
        }).observe(document, { childList: true, subtree: true });
      });
    });
    await page.route(/docs\/introduction\/background\/page-data\.json$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.locator('.theme-doc-sidebar-menu a:text-is("产生背景")').click();
    await page.waitForFunction(() => document.title.startsWith("产生背景 |"));
    const timing = await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; barAt?: number; h1AtBar?: string };
      return { delay: (w.barAt ?? Number.NaN) - w.clickAt, h1: w.h1AtBar };
    });
    expect(timing.delay).toBeGreaterThanOrEqual(190);
    expect(timing.delay).toBeLessThan(800);
    expect(timing.h1).toBe("概述");
    await expect.poll(() => page.locator("#nprogress").count(), { timeout: 1500 }).toBe(0);
    await context.close();
  });

  it("prefetches visible links, but not on data-saver or 2g connections (navigation still works)", async () => {
    const normal = await open(origin, `${BASE}docs/introduction/overview`);
    const fetched: string[] = [];
    normal.page.on("request", (r) => r.url().endsWith("page-data.json") && fetched.push(r.url()));
    await normal.page.reload();
    await normal.page.waitForSelector('html[data-has-hydrated="true"]');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await normal.context.close();

    for (const connection of [
      { saveData: true, effectiveType: "4g" },
      { saveData: false, effectiveType: "2g" },
    ]) {
      const requests: string[] = [];
      const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, async (p) => {
        await p.addInitScript((c) => Object.defineProperty(navigator, "connection", { value: c }), connection);
        p.on("request", (r) => r.url().endsWith("page-data.json") && requests.push(r.url()));
      });
      await page.locator('.theme-doc-sidebar-menu a:text-is("劝退指南")').hover();
      await page.waitForTimeout(300);
      expect(requests, JSON.stringify(connection)).toEqual([]);
      await page.locator('.theme-doc-sidebar-menu a:text-is("劝退指南")').click();
      await page.waitForFunction(() => document.title.startsWith("劝退指南 |"));
      await context.close();
    }
  });

  it("a page chunk answered 404 warns and reloads the target once", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, noPrefetch);
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
    await page.route(/docs\/introduction\/compare\/page-data\.json$/, (route) =>
      route.fulfill({ status: 404, body: "gone" }),
    );
    let loads = 0;
    page.on("load", () => loads++);
    await page.locator('.theme-doc-sidebar-menu a:text-is("比较")').click();
    await page.waitForFunction(() => document.title.startsWith("比较 |"));
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
    expect(warnings.length).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`${BASE}docs/introduction/compare`);
    await context.close();
  });

  it("an unknown route reached in-site loads in full: the server answers with the not-found page, once", async () => {
    // Issue 16: every page-data failure is a full navigation, so the server decides (here: 404.html).
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`);
    const statuses: number[] = [];
    page.on("response", (r) => r.url().endsWith("/docs/no-such-page") && statuses.push(r.status()));
    let loads = 0;
    page.on("load", () => loads++);
    await page.evaluate((href) => window.docsgen?.navigate?.(href), `${BASE}docs/no-such-page`);
    await page.waitForFunction(() => document.title.startsWith("找不到页面 |"));
    expect(await page.locator("h1").textContent()).toBe("找不到页面");
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
    expect(statuses).toEqual([404]);
    await context.close();
  });

  it("a page-data 404 for a page the server has (e.g. a server redirect) shows what the server answers", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, noPrefetch);
    // As after a redeploy or behind a redirect: the data file is gone, the page is not.
    await page.route(/docs\/introduction\/background\/page-data\.json$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.locator('.theme-doc-sidebar-menu a:text-is("产生背景")').click();
    await page.waitForFunction(() => document.title.startsWith("产生背景 |"));
    expect(await page.locator("h1").textContent()).not.toBe("找不到页面");
    await context.close();
  });

  it("a render crash shows the crash page; Try again renders the page", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, noPrefetch);
    let broken = true;
    await page.route(/docs\/introduction\/compare\/page-data\.json$/, async (route) => {
      if (!broken) return route.continue();
      const real = await (await route.fetch()).json();
      // A TOC that is not a list: the page content throws while rendering.
      await route.fulfill({ json: { ...real, page: { ...real.page, toc: 42 } } });
    });
    await page.locator('.theme-doc-sidebar-menu a:text-is("比较")').click();
    await page.locator("h1.hero__title").waitFor();
    expect(await page.locator("h1.hero__title").textContent()).toBe("页面已崩溃。");
    expect(await page.locator(".crashMessage").textContent()).toBeTruthy();
    expect(await page.locator(".navbar").count()).toBe(1);
    broken = false;
    await page.locator('button:text-is("重试")').click();
    await page.waitForFunction(() => document.querySelector("article h1")?.textContent === "比较");
    await context.close();
  });

  it("the base-URL banner appears only when the site's scripts did not load", async () => {
    const ok = await open(origin, BASE);
    expect(await ok.page.locator("#__docsgen-base-url-issue-banner-container").count()).toBe(0);
    await ok.context.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
    await page.goto(origin + BASE);
    const banner = page.locator("#__docsgen-base-url-issue-banner");
    await banner.waitFor();
    expect(await page.locator("#__docsgen-base-url-issue-banner-suggestion-container").textContent()).toBe(BASE);
    await context.close();
  });
});
