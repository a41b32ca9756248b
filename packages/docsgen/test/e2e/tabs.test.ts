import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 15, part 6: MDX tabs in the browser (fixture: mdx, page docs/install.mdx with two groupId="os"
// groups, the first with queryString).
let origin: string;
let server: Running | undefined;
let browser: Browser;
const PAGE = "/mdx/docs/install";

beforeAll(async () => {
  const site = copyFixture("mdx");
  expect(docsgen(["build", site, "-q"]).code).toBe(0);
  server = await startDocsgenServe(join(site, "build"), site);
  origin = server.origin;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page in `context`, recording console errors (hydration mismatches are reported there). */
async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    // A failed request is recorded with its URL below.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(origin + path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForSelector(".tabs-container[data-enhanced]");
  return { page, errors };
}

/** The selected value of each tab group on the page, and whether exactly its panel is shown. */
function state(page: Page) {
  return page.$$eval(".tabs-container", (groups) =>
    groups.map((g) => {
      const selected = [...g.querySelectorAll('[role="tab"][aria-selected="true"]')];
      const shown = [...g.querySelectorAll('[role="tabpanel"]')].filter((p) => !(p as HTMLElement).hidden);
      const value = selected[0]?.getAttribute("data-value");
      const consistent =
        selected.length === 1 && shown.length === 1 && shown[0].id === selected[0].getAttribute("aria-controls");
      return consistent ? value : `inconsistent: ${selected.length} selected, ${shown.length} shown`;
    }),
  );
}

describe("MDX tabs", () => {
  it("load their code only on pages with tabs", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => scripts.push(r.url()));
    await page.goto(`${origin}/mdx/docs/plain`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((u) => /chunks\/tabs-/.test(u))).toEqual([]);
    await context.close();
  });

  it("show the server's default, then switch by click and arrow keys, without errors", async () => {
    const context = await browser.newContext();
    const { page, errors } = await open(context, PAGE);
    expect(await state(page)).toEqual(["mac", "win"]);
    await page.click("#tabs-0-tab-linux");
    // groupId: the other group on the page follows.
    expect(await state(page)).toEqual(["linux", "linux"]);
    await page.focus("#tabs-1-tab-linux");
    await page.keyboard.press("ArrowRight");
    expect(await state(page)).toEqual(["win", "win"]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("tabs-1-tab-win");
    await page.keyboard.press("ArrowLeft");
    expect(await state(page)).toEqual(["linux", "linux"]);
    expect(await page.getAttribute("#tabs-1-tab-linux", "tabindex")).toBe("0");
    expect(await page.getAttribute("#tabs-1-tab-mac", "tabindex")).toBe("-1");
    // queryString: the first group writes its choice into the address.
    expect(new URL(page.url()).searchParams.get("os")).toBe("linux");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("remember a groupId choice in localStorage across reloads", async () => {
    const context = await browser.newContext();
    const first = await open(context, PAGE);
    await first.page.click("#tabs-1-tab-win");
    expect(await first.page.evaluate(() => localStorage.getItem("docusaurus.tab.os"))).toBe("win");
    const again = await open(context, PAGE);
    expect(await state(again.page)).toEqual(["win", "win"]);
    expect([...first.errors, ...again.errors]).toEqual([]);
    await context.close();
  });

  it("select the tab named in the query string, before the remembered one", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem("docusaurus.tab.os", "win"));
    const { page, errors } = await open(context, `${PAGE}?os=linux`);
    // The query string is the first group's; the second (same groupId, no queryString) keeps the stored one.
    expect(await state(page)).toEqual(["linux", "win"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("read correctly without JavaScript: the default panel shown, the others hidden", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(origin + PAGE);
    expect(await page.isVisible("#tabs-0-panel-mac")).toBe(true);
    expect(await page.isVisible("#tabs-0-panel-win")).toBe(false);
    await context.close();
  });
});
