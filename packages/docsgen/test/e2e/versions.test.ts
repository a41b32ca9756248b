import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 37 part 1: the version dropdown of a versioned Docusaurus site (fixture: versioned-site) switches to
// the same doc in another version, client-side, and the reader's choice is remembered for the navbar of
// pages outside the docs, under Docusaurus's localStorage key.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("versioned-site");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

/** A page at `path`, hydrated; `errors` collects what the console reports (hydration mismatches among them). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.waitForSelector("html[data-has-hydrated=true]", { state: "attached" });
}

const dropdownLabel = (page: Page) => page.locator(".navbar__items--right .dropdown > button").textContent();
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

describe("the version dropdown", () => {
  it("switches to the same doc in an older version client-side, shows its banner, and remembers the choice", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    page.on("console", (m) => {
      // A failed request is the response listener's (Chromium's own favicon request has none: the fixture has no favicon).
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
    });
    await open(page, "/docs/intro");
    expect(await dropdownLabel(page)).toBe("2.0");
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 7;
    });

    await page.locator(".navbar__items--right .dropdown > button").click();
    await page.locator(".navbar__items--right .dropdown__menu a", { hasText: "1.0.x" }).click();
    await page.waitForURL(`${origin}/docs/1.0/intro`);
    await page.waitForSelector("text=Ferry 1 copies files");
    expect(await marked(page)).toBe(7);
    expect(await page.locator(".theme-doc-version-banner").textContent()).toContain("no longer actively maintained");
    expect(await dropdownLabel(page)).toBe("1.0.x");
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("1.0");

    // Within the version, client-side: the sidebar is the version's.
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/1.0/setup"]').click();
    await page.waitForURL(`${origin}/docs/1.0/setup`);
    await page.waitForSelector("text=Build Ferry 1 from source");
    expect(await marked(page)).toBe(7);
    expect(await page.locator(".theme-doc-version-banner a").getAttribute("href")).toBe("/docs/intro");

    // A reload outside the docs: the navbar follows the remembered version.
    await open(page, "/");
    await page.waitForFunction(
      () => document.querySelector(".navbar__items--right .dropdown > button")?.textContent === "1.0.x",
    );
    expect(await page.locator(".navbar__items a.navbar__link", { hasText: "Docs" }).getAttribute("href")).toBe(
      "/docs/1.0/intro",
    );
    expect(await page.locator(".navbar__items a.navbar__link", { hasText: "1.0.x" }).getAttribute("href")).toBe(
      "/docs/1.0/intro",
    );

    // A doc of another version shows its own version, whatever was chosen.
    await open(page, "/docs/next/intro");
    expect(await dropdownLabel(page)).toBe("Next");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the banner's link to the latest version is remembered as the choice", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, "/docs/1.0/intro");
    await page.evaluate(() => localStorage.setItem("docs-preferred-version-default", "1.0"));
    await page.locator(".theme-doc-version-banner a").click();
    await page.waitForURL(`${origin}/docs/intro`);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("2.0");
    await page.close();
  });
});

describe("search in a versioned site", () => {
  /** The hits' links for `query`, searched from the page at `path` (by a reader who chose `chosen`). */
  async function hits(path: string, query: string, chosen?: string): Promise<string[]> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    if (chosen)
      await page.addInitScript((name) => localStorage.setItem("docs-preferred-version-default", name), chosen);
    await open(page, path);
    await page.locator(".navbar__search").click();
    await page.locator(".searchInput").fill(query);
    await page.locator(".searchHit").first().waitFor();
    const links = await page.locator(".searchHit > a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    await page.close();
    return links.map((href) => href.split("#")[0]).sort();
  }

  it("finds the docs of the version read, and the pages outside the docs", async () => {
    expect(await hits("/docs/intro", "syncs")).toEqual(["/docs/guides/sync"]);
    expect(await hits("/docs/next/intro", "syncs")).toEqual(["/docs/next/guides/sync"]);
    const ferry = await hits("/docs/1.0/intro", "Ferry");
    expect(ferry).toContain("/docs/1.0/intro");
    expect(ferry).toContain("/");
    expect(ferry.filter((href) => href.startsWith("/docs/") && !href.startsWith("/docs/1.0/"))).toEqual([]);
  });

  it("outside the docs, the remembered version's; a query only other versions answer shows theirs", async () => {
    expect(await hits("/", "syncs", "current")).toEqual(["/docs/next/guides/sync"]);
    expect(await hits("/", "syncs")).toEqual(["/docs/guides/sync"]);
    // Version 1.0 has no sync page: the other versions' answer rather than none.
    expect(await hits("/docs/1.0/intro", "syncs")).toEqual(["/docs/guides/sync", "/docs/next/guides/sync"]);
  });
});
