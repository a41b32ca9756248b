import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BASE } from "../helpers/servers.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh context and page that records console errors and page errors. */
async function open(origin: string, path: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(origin + path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { context, page, errors };
}

async function axe(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return (r.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return result;
}

describe.each(inject("servers"))("site chrome on $name", ({ origin }) => {
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
  });

  it("hydrates a doc page without errors and marks the current doc and navbar item", async () => {
    const r = await open(origin, `${BASE}docs/tutorial/guides/check`);
    context = r.context;
    expect(r.errors).toEqual([]);
    const current = r.page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    expect(await current.getAttribute("href")).toBe(`${BASE}docs/tutorial/guides/check`);
    expect(await r.page.locator('.navbar__items a[aria-current="page"]').textContent()).toBe("教程");
    expect(await r.page.title()).toBe("检查 | SLIGHTNING CoCo 控件框架");
    await r.context.close();
  });

  it("colour toggle flips light ↔ dark, persists, and is applied before the bundle runs", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`, { colorScheme: "dark" });
    const html = page.locator("html");
    // An OS dark preference with no stored choice stays light (respectPrefersColorScheme: false).
    expect(await html.getAttribute("data-theme")).toBe("light");
    const toggle = page.locator(".navbar__items--right .colorModeToggle");
    expect(await toggle.getAttribute("aria-label")).toBe("切换浅色/暗黑模式（当前为浅色模式）");
    await toggle.click();
    expect(await html.getAttribute("data-theme")).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await toggle.getAttribute("aria-label")).toContain("暗黑模式");
    // Block the JS bundle: the inline script alone must still apply the stored choice.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await html.getAttribute("data-theme")).toBe("dark");
    expect(await html.getAttribute("data-has-hydrated")).toBe("false");
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator(".navbar__items--right .colorModeToggle").click();
    expect(await html.getAttribute("data-theme")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await context.close();
  });

  it("the mobile drawer opens, shows the sidebar, and closes on Escape, backdrop and resize", async () => {
    const { context, page } = await open(origin, `${BASE}docs/api/types/main`, {
      viewport: { width: 800, height: 800 },
    });
    const hamburger = page.locator(".navbar__toggle");
    expect(await hamburger.isVisible()).toBe(true);
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    await hamburger.click();
    await expect.poll(() => page.locator("nav.navbar").getAttribute("class")).toContain("navbar-sidebar--show");
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    // Opens on the docs sidebar panel; the primary panel is inert until "back to main menu".
    expect(await page.locator(".theme-layout-navbar-sidebar-panel").getAttribute("inert")).not.toBeNull();
    await page.locator(".navbar-sidebar__back").click();
    expect(await page.locator(".theme-layout-navbar-sidebar-panel").getAttribute("inert")).toBeNull();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("nav.navbar").getAttribute("class")).not.toContain("navbar-sidebar--show");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("navbar__toggle");
    await hamburger.click();
    await page.waitForTimeout(250); // the 200 ms slide-in
    await page.mouse.click(780, 400); // the backdrop, right of the 83vw panel
    await expect.poll(() => page.locator("nav.navbar").getAttribute("class")).not.toContain("navbar-sidebar--show");
    await hamburger.click();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.locator("nav.navbar").getAttribute("class")).not.toContain("navbar-sidebar--show");
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await page.locator("nav.navbar").getAttribute("class")).not.toContain("navbar-sidebar--show");
    await context.close();
  });

  it("desktop TOC scroll spy marks the heading being read; phones get a collapsed 本页总览 box", async () => {
    const { context, page } = await open(origin, `${BASE}docs/api/export/decorators`);
    const active = () => page.locator(".theme-doc-toc-desktop .table-of-contents__link--active").allTextContents();
    // Scroll a heading just below the navbar: its link (and only it) becomes active.
    const id = "add-check";
    await page.evaluate((hid) => {
      const h = document.getElementById(hid);
      if (h) window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 70);
    }, id);
    await expect
      .poll(active)
      .toEqual([await page.locator(`#${id}`).evaluate((h) => h.textContent?.replace("\u200b", "") ?? "")]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const links = await page.locator(".theme-doc-toc-desktop .table-of-contents__link").allTextContents();
    await expect.poll(active).toEqual([links.at(-1)]);
    await page.setViewportSize({ width: 375, height: 800 });
    const toggle = page.locator(".theme-doc-toc-mobile button");
    expect(await toggle.textContent()).toBe("本页总览");
    expect(await page.locator(".theme-doc-toc-mobile .table-of-contents__link").count()).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator(".theme-doc-toc-mobile .table-of-contents__link").count()).toBe(links.length);
    await context.close();
  });

  it("sidebar categories toggle aria-expanded", async () => {
    const { context, page } = await open(origin, `${BASE}docs/tutorial/guides/check`);
    const caret = page.locator('.theme-doc-sidebar-menu button.menu__caret[aria-label*="高级"]');
    expect(await caret.getAttribute("aria-expanded")).toBe("false");
    await caret.click();
    expect(await caret.getAttribute("aria-expanded")).toBe("true");
    expect(await caret.getAttribute("aria-label")).toBe("折叠侧边栏分类 '高级'");
    await context.close();
  });

  it("the copy button puts the code on the clipboard", async () => {
    const { context, page } = await open(origin, `${BASE}docs/tutorial/fast-start/use-scw`, {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const block = page.locator(".theme-code-block").first();
    await block.hover();
    const button = block.locator(".copyButton");
    expect(await button.getAttribute("aria-label")).toBe("复制代码到剪贴板");
    // The icons are the stylesheet's masks (templates/styles.css): a copy icon, then a check once copied.
    const icon = () =>
      button.evaluate((b) => {
        const style = getComputedStyle(b, "::before");
        return { mask: style.maskImage || style.webkitMaskImage, width: Number.parseFloat(style.width) };
      });
    expect(await icon()).toMatchObject({ mask: expect.stringContaining("M19,21H8V7H19") });
    expect((await icon()).width).toBeGreaterThan(10);
    await button.click();
    // The label changes once the clipboard write resolves, a moment after the click on a busy machine.
    await expect.poll(() => button.getAttribute("aria-label"), { timeout: 3000 }).toBe("复制成功");
    expect((await icon()).mask).toContain("M21,7L9,19");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator("pre code").textContent());
    await expect.poll(() => button.getAttribute("aria-label"), { timeout: 3000 }).toBe("复制代码到剪贴板");
    await context.close();
  });

  it("an unknown route renders the not-found page", async () => {
    const { context, page } = await open(origin, `${BASE}docs/nope`);
    expect(await page.locator("h1").textContent()).toBe("找不到页面");
    expect(await page.title()).toBe("找不到页面 | SLIGHTNING CoCo 控件框架");
    await context.close();
  });

  it("…/index.html ends at the clean path", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview/index.html`);
    expect(new URL(page.url()).pathname).toBe(`${BASE}docs/introduction/overview`);
    await context.close();
  });

  it("skip link is the first Tab stop and moves focus to main", async () => {
    const { context, page } = await open(origin, `${BASE}docs/introduction/overview`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toBe("skipToContent");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    await context.close();
  });

  for (const theme of ["light", "dark"]) {
    it(`axe: no serious or critical violations (${theme})`, async () => {
      for (const path of [BASE, `${BASE}docs/introduction/overview`, `${BASE}docs/api/types`, `${BASE}no-such-page`]) {
        // bypassCSP: axe is injected as an inline script, which the site's CSP rightly refuses.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
        await context.addInitScript((t) => localStorage.setItem("theme", t), theme);
        const page = await context.newPage();
        await page.goto(origin + path);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        expect(await axe(page), `${path} (${theme})`).toEqual([]);
        await context.close();
      }
    });
  }
});
