import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openRecording } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { addMermaidPages } from "../helpers/mermaid-pages.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// `<Mermaid value={…} />` of `@theme/Mermaid` in a React page, drawn in Chromium as in MDX (the docusaurus-mermaid
// fixture with the React pages of test/helpers/mermaid-pages.ts, served by docsgen serve): the page with a diagram
// loads the diagrams chunk and draws it in the light theme, under the CSP; the page without one loads no Mermaid.

let server: Running;
let browser: Browser;
const CONTAINER = ".docusaurus-mermaid-container";

beforeAll(async () => {
  const site = copyFixture("docusaurus-mermaid");
  addMermaidPages(site);
  const built = docsgen(["build", site, "-q"]);
  if (built.code !== 0) throw new Error(`the site did not build:\n${built.stderr}`);
  server = await startDocsgenServe(join(site, "build"), site);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page of the site, with what it reported and the CSP violations it raised. */
async function open(path: string) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const opened = await openRecording(context, server.origin + path);
  const violations = () => opened.page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { ...opened, context, violations };
}

describe("@theme/Mermaid in a React page, in Chromium", () => {
  it("draws the diagram as an SVG with the site's light theme, with no error and no CSP violation", async () => {
    const { page, errors, scripts, violations, context } = await open("/topology");
    await page.waitForFunction(
      (selector) => {
        const c = document.querySelector(selector);
        return c?.querySelector("svg") && c.getAttribute("data-mermaid-theme") === "neutral";
      },
      CONTAINER,
      { timeout: 20_000 },
    );
    expect(await page.locator(`${CONTAINER} svg`).getAttribute("id")).toMatch(/^mermaid-svg-/);
    expect(await page.locator(`${CONTAINER} svg`).textContent()).toContain("Router");
    expect(scripts.some((s) => s.startsWith("/assets/chunks/mermaid-"))).toBe(true);
    // A React page runs its own script, not docsgen's entry.
    expect(scripts.filter((s) => s.startsWith("/assets/entry-"))).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads no Mermaid code on a React page without a diagram", async () => {
    const { page, errors, scripts, context } = await open("/status");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /mermaid/.test(s))).toEqual([]);
    expect(await page.locator("h1").textContent()).toBe("All routers up");
    expect(errors).toEqual([]);
    await context.close();
  });
});
