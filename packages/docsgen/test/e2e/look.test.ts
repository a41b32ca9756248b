import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BASE } from "../helpers/servers.ts";

// Issue 48, point 5: the look of the SCW site (built by global-setup.ts) (docsgen's own palette, no custom CSS) matches Docusaurus's.
// docs/example/promise imports components and holds admonitions; docs/introduction/overview is a plain page.
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const [{ origin }] = inject("servers");

/** A page of the site in a colour mode, hydrated. */
async function open(path: string, mode: "light" | "dark"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((m) => localStorage.setItem("theme", m), mode);
  await page.goto(`${origin}${BASE}${path}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
  return page;
}

/** What makes an admonition's box: its colours, its bars, its spacing, its text. */
const BOX = [
  "background-color",
  "border-left-width",
  "border-left-color",
  "border-top-width",
  "border-radius",
  "box-shadow",
  "padding",
  "color",
] as const;

/** The computed box of the first element matching `selector`. */
const boxOf = (page: Page, selector: string) =>
  page.$eval(selector, (el, props) => props.map((p) => `${p}: ${getComputedStyle(el).getPropertyValue(p)}`), [...BOX]);

/** WCAG 2 contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("the look of a migrated site", () => {
  it("a site's own .container{padding:0 …}, after the theme, leaves the gap under the navbar, as in Docusaurus", async () => {
    // Infima's spacing utilities are !important: a custom.css written for Docusaurus may reset .container.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}docs/introduction/overview`);
    await page.addStyleTag({ content: ".container { padding: 0 1rem; margin: 0 auto; }" });
    const container = page.locator(".docMainContainer > .container");
    expect(await container.evaluate((el) => getComputedStyle(el).paddingTop)).toBe("16px");
    expect(await container.evaluate((el) => getComputedStyle(el).paddingBottom)).toBe("32px");
    await context.close();
  });

  for (const mode of ["light", "dark"] as const) {
    it(`${mode}: an admonition on a page that imports components looks as on a plain page`, async () => {
      const islands = await open("docs/example/promise", mode);
      const admonition = ".markdown .theme-admonition";
      const withComponents = await boxOf(islands, admonition);
      const html = await islands.$eval(admonition, (el) => el.outerHTML);
      await islands.close();
      // The same admonition, put in a page whose stylesheets are docsgen's own alone.
      const plain = await open("docs/introduction/overview", mode);
      expect(await plain.$$eval('link[rel="stylesheet"]', (links) => links.length)).toBe(1);
      await plain.$eval(".markdown", (el, h) => el.insertAdjacentHTML("beforeend", h), html);
      expect(withComponents).toEqual(await boxOf(plain, admonition));
      expect(withComponents).toContain("border-left-width: 5px");
      expect(withComponents).not.toContain("background-color: rgba(0, 0, 0, 0)");
      await plain.close();
    });
  }

  it("links in prose are underlined on hover only where their colour sets them apart from the text", async () => {
    const light = await open("docs/introduction/overview", "light");
    const link = light.locator(".markdown p a").first();
    const decoration = () => link.evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(await decoration()).toBe("none");
    // WCAG 1.4.1 (technique G183): colour alone is enough at 3:1 against the text, with a cue on hover.
    const [fg, text] = await link.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el.parentElement as Element).color,
    ]);
    expect(contrast(fg, text)).toBeGreaterThanOrEqual(3);
    expect(contrast(fg, "rgb(255, 255, 255)")).toBeGreaterThanOrEqual(4.5);
    await link.hover();
    expect(await decoration()).toBe("underline");
    await light.close();
    // Dark mode's link colour is close to its text's: the underline stays.
    const dark = await open("docs/introduction/overview", "dark");
    expect(
      await dark
        .locator(".markdown p a")
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe("underline");
    await dark.close();
  });

  for (const mode of ["light", "dark"] as const) {
    it(`${mode}: the search dialog's selected hit reads at 4.5:1 or more, its snippet too`, async () => {
      const page = await open("docs/introduction/overview", mode);
      await page.locator(".navbar__search").click();
      await page.locator(".searchInput").fill("积木");
      const active = page.locator(".searchHit--active a").first();
      await active.waitFor();
      const bg = await active.evaluate((el) => getComputedStyle(el).backgroundColor);
      for (const part of [".searchHitTitle", ".searchHitSnippet"]) {
        // The text's colour as seen: blended into the background by its opacity.
        const fg = await active.locator(part).evaluate((el, back) => {
          const [r, g, b] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(Number);
          const under = (back.match(/[\d.]+/g) ?? []).map(Number);
          const a = Number(getComputedStyle(el).opacity);
          return `rgb(${[r, g, b].map((c, i) => c * a + under[i] * (1 - a)).join(", ")})`;
        }, bg);
        expect(contrast(fg, bg), `${part}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      await page.close();
    });
  }
});
