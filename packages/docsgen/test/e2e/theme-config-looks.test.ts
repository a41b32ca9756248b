import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// The theme's looks a Docusaurus config sets, in Chromium (fixture: docusaurus-theme-looks): the colours of a
// dark and a primary navbar and of a light footer, as Infima draws them, and the logo of each colour mode
// shown as the mode changes; the themed App hydrates what the server wrote without a mismatch.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-theme-looks");
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

const style = (page: Page, selector: string, property: string) =>
  page.$eval(selector, (el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Which of the navbar's logo images shows (the one whose box is drawn), by its file. */
const shownLogo = (page: Page) =>
  page.$$eval(".navbar__items .navbar__logo img", (imgs) =>
    imgs
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => new URL((img as HTMLImageElement).src).pathname),
  );

async function setMode(page: Page, mode: "light" | "dark") {
  const toggle = page.locator(".navbar__color-toggle .colorModeToggle");
  await page.waitForSelector(".colorModeToggle:not([disabled])");
  for (let i = 0; i < 3 && (await page.getAttribute("html", "data-theme")) !== mode; i++) await toggle.click();
  expect(await page.getAttribute("html", "data-theme")).toBe(mode);
}

describe("the theme's looks in the browser", () => {
  it("draws the dark navbar in Infima's #242526 with light links, and the light footer in the page's grey", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await setMode(page, "light");
    expect(await style(page, "nav.navbar", "background-color")).toBe("rgb(36, 37, 38)");
    expect(await style(page, ".navbar__items .navbar__link:not(.navbar__link--active)", "color")).toBe(
      "rgb(245, 246, 247)",
    );
    expect(await style(page, ".navbar__title", "color")).toBe("rgb(245, 246, 247)");
    // Infima's light footer: --ifm-color-emphasis-100 behind, --ifm-color-emphasis-700 links.
    expect(await style(page, "footer.footer", "background-color")).toBe("rgb(245, 246, 247)");
    expect(await style(page, ".footer__link-item", "color")).toBe("rgb(96, 103, 112)");
    expect(await style(page, ".footer__bottom", "text-align")).toBe("center");
    // In dark mode the navbar stays dark and the light footer takes the dark page's grey.
    await setMode(page, "dark");
    expect(await style(page, "nav.navbar", "background-color")).toBe("rgb(36, 37, 38)");
    expect(await style(page, "footer.footer", "background-color")).toBe("rgb(28, 30, 33)");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the logo of the colour mode, switched by CSS alone, and keeps it as the client moves", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    await setMode(page, "light");
    expect(await shownLogo(page)).toEqual(["/img/logo.svg"]);
    await setMode(page, "dark");
    expect(await shownLogo(page)).toEqual(["/img/logo-dark.svg"]);
    const footerLogo = await page.$$eval(".footer__logo", (imgs) =>
      imgs
        .filter((img) => img.getBoundingClientRect().width > 0)
        .map((img) => new URL((img as HTMLImageElement).src).pathname),
    );
    expect(footerLogo).toEqual(["/img/trust-dark.svg"]);
    // The docs client renders the next page with the themed App: the navbar keeps its style and logos.
    await page.click(".navbar__items a[href='/blog']");
    await page.waitForURL(`${origin}/blog`);
    await page.waitForSelector(".blogSidebar");
    expect(await page.getAttribute("nav.navbar", "class")).toContain("navbar--dark");
    expect(await shownLogo(page)).toEqual(["/img/logo-dark.svg"]);
    expect(await page.$$eval(".blogSidebarYear", (h) => h.length)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the mobile drawer opens from a dark navbar with the page's colours, the navbar's style kept", async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    // A first visit is in light mode (the fixture's default); the drawer's colours are light mode's.
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    await page.click(".navbar__toggle");
    await page.waitForSelector(".navbar-sidebar--show");
    expect(await page.getAttribute("nav.navbar", "class")).toBe(
      "theme-layout-navbar navbar navbar--fixed-top navbar--dark navbar-sidebar--show",
    );
    expect(await style(page, ".navbar-sidebar", "background-color")).toBe("rgb(255, 255, 255)");
    expect(await style(page, ".navbar-sidebar .menu__link:not(.menu__link--active)", "color")).toBe(
      "rgb(96, 103, 112)",
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a React page (@theme/Layout)", () => {
  it("hydrates the styled navbar and the footer with its logo without a mismatch", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/`);
    expect(await style(page, "nav.navbar", "background-color")).toBe("rgb(36, 37, 38)");
    expect(await page.$$eval(".footer__bottom .footer__logo", (imgs) => imgs.length)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a primary navbar", () => {
  it("is the primary colour, with white links", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, errors } = await openRecording(context, `${origin}/docs/intro`);
    // The same build, the class changed in the page: the stylesheet's rules for navbar--primary apply.
    await page.$eval("nav.navbar", (nav) => nav.classList.replace("navbar--dark", "navbar--primary"));
    const primary = await page.$eval("html", (el) => getComputedStyle(el).getPropertyValue("--ifm-color-primary"));
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(primary.trim().slice(i, i + 2), 16));
    expect(await style(page, "nav.navbar", "background-color")).toBe(`rgb(${r}, ${g}, ${b})`);
    await page.hover(".navbar__items .navbar__link:not(.navbar__link--active)");
    expect(await style(page, ".navbar__items .navbar__link:not(.navbar__link--active)", "color")).toBe(
      "rgb(255, 255, 255)",
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
