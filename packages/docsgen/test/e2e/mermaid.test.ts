import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenedPage, openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 33, part 5: Mermaid diagrams drawn in the browser as @docusaurus/theme-mermaid draws them (fixture:
// docusaurus-mermaid; its themeConfig.mermaid has the "neutral" light theme, the "dark" dark theme and sequence
// numbers as an option), under the CSP `docsgen serve` sends: every diagram drawn, redrawn in the other theme
// when the colour mode changes, drawn after a client-side navigation; a page without one loads no Mermaid code.

let served: ServedFixture;
let context: BrowserContext;
const CONTAINER = ".docusaurus-mermaid-container";

beforeAll(async () => {
  served = await serveFixture("docusaurus-mermaid");
}, 180_000);

afterAll(async () => {
  await served?.stop();
});

/** A page of the site, with what it reported and the CSP violations it raised. */
async function open(path: string): Promise<OpenedPage & { violations: () => Promise<string[]> }> {
  context = await served.browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const opened = await openRecording(context, served.origin + path);
  const violations = () => opened.page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { ...opened, violations };
}

/** Waits until `count` diagrams are drawn in the Mermaid theme `theme`; returns each one's style text. */
async function drawn(page: Page, count: number, theme: string): Promise<string[]> {
  await page.waitForFunction(
    ({ selector, count, theme }) => {
      const all = [...document.querySelectorAll(selector)];
      return (
        all.length === count &&
        all.every((c) => c.querySelector("svg") && c.getAttribute("data-mermaid-theme") === theme)
      );
    },
    { selector: CONTAINER, count, theme },
    { timeout: 20_000 },
  );
  return page.$$eval(`${CONTAINER} svg`, (svgs) => svgs.map((s) => s.querySelector("style")?.textContent ?? ""));
}

describe("Mermaid diagrams in Chromium, served by docsgen serve", () => {
  it("draws each diagram of a .md doc as an SVG, with the config's options, and no CSP violation", async () => {
    const { page, errors, scripts, violations } = await open("/docs/architecture");
    await drawn(page, 2, "neutral");
    // themeConfig.mermaid.options reached mermaid.initialize: the sequence diagram numbers its messages.
    expect(await page.locator(`${CONTAINER} svg .sequenceNumber`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${CONTAINER} svg`).first().getAttribute("id")).toMatch(/^mermaid-svg-/);
    expect(scripts.some((s) => s.startsWith("/assets/chunks/mermaid-"))).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("redraws the diagrams with the dark theme when the reader switches to dark, and back", async () => {
    const { page, errors, violations } = await open("/docs/architecture");
    const light = await drawn(page, 2, "neutral");
    const toggle = page.locator(".navbar__color-toggle .colorModeToggle");
    await page.waitForSelector(".colorModeToggle:not([disabled])");
    for (let i = 0; i < 3 && (await page.getAttribute("html", "data-theme")) !== "dark"; i++) await toggle.click();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    const dark = await drawn(page, 2, "dark");
    // Mermaid's dark theme: its node fill, absent from the neutral theme's styles.
    expect(dark.every((css) => css.includes("#1f2020"))).toBe(true);
    expect(light.some((css) => css.includes("#1f2020"))).toBe(false);
    for (let i = 0; i < 3 && (await page.getAttribute("html", "data-theme")) !== "light"; i++) await toggle.click();
    await drawn(page, 2, "neutral");
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads no Mermaid code on a page without a diagram", async () => {
    const { page, errors, scripts } = await open("/docs/intro");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /mermaid/.test(s))).toEqual([]);
    expect(scripts.filter((s) => s.startsWith("/assets/entry-"))).toHaveLength(1);
    expect(await page.locator(CONTAINER).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws the diagrams of a page reached by a client-side navigation", async () => {
    const { page, errors, violations } = await open("/docs/intro");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.locator('article a[href="/docs/architecture"]').click();
    await page.waitForURL("**/docs/architecture");
    await drawn(page, 2, "neutral");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws the fences (a pie chart too: Mermaid's other parser) and <Mermaid value> of an .mdx doc, its tabs still working", async () => {
    const { page, errors, violations } = await open("/docs/guides/delivery");
    await drawn(page, 3, "neutral");
    await page.getByRole("tab", { name: "At most once" }).click();
    await page.getByText("The broker drops the message once sent.").waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a reader without JavaScript each diagram's source", async () => {
    const noJs = await served.browser.newContext({ javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(`${served.origin}/docs/architecture`);
    expect(await page.locator(`${CONTAINER} pre`).first().textContent()).toContain("Producer --> Broker");
    await noJs.close();
  });
});
