import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { hasCjk } from "../helpers/cjk.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 15, part 8: an English site's interactive parts (hydrated by the client bundle) speak English.

let browser: Browser;
let server: Running;
let origin: string;
beforeAll(async () => {
  const site = copyFixture("english");
  const r = docsgen(["build", site, "-q"]);
  if (r.code !== 0) throw new Error(`english fixture build failed:\n${r.stderr}`);
  server = await startDocsgenServe(join(site, "build"), site);
  origin = server.origin;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A hydrated page, with the console errors it logs. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`${origin}${path}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { page, errors };
}

describe("an English site in the browser", () => {
  it("the colour toggle is labelled in English before and after a click, and hydration matched", async () => {
    const { page, errors } = await open("/docs/intro");
    const toggle = page.locator(".navbar__items--right .colorModeToggle");
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Switch between dark and light mode (currently light mode)");
    await toggle.click();
    expect(await toggle.getAttribute("aria-label")).toBe("Switch between dark and light mode (currently dark mode)");
    expect(await toggle.getAttribute("title")).toBe("dark mode");
    expect(await page.locator(".copyButton").first().getAttribute("aria-label")).toBe("Copy code to clipboard");
    expect(errors.filter((e) => /hydration/i.test(e))).toEqual([]);
    await page.close();
  });

  it("the search dialog is in English: labels, placeholder, loading and no-result text, close button", async () => {
    const { page } = await open("/docs/intro");
    expect(await page.locator(".navbar__search").getAttribute("aria-label")).toBe("Search docs (Ctrl+K)");
    await page.keyboard.press("Control+k");
    const input = page.locator(".searchInput");
    await input.waitFor();
    expect(await page.locator(".searchModal [role=dialog]").getAttribute("aria-label")).toBe("Search docs");
    expect(await input.getAttribute("placeholder")).toBe("Search docs");
    expect(await page.locator(".searchClose").getAttribute("aria-label")).toBe("Close search");
    await input.fill("zzqqxx");
    await expect.poll(() => page.locator(".searchStatus").textContent()).toBe("No results for “zzqqxx”");
    await input.fill("plugin");
    await page.locator(".searchHit").first().waitFor();
    expect(hasCjk((await page.locator("body").textContent()) ?? "")).toBe(false);
    await page.close();
  });
});
