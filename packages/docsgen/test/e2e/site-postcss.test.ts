import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50: a site plugin's configurePostCss in Chromium (fixture: docusaurus-postcss). Its PostCSS plugin
// expands `space: N` into padding and `@brand;` into a colour: in the site's customCss, which a doc and the
// home page use, and in the home page's CSS module. Without PostCSS, Chromium would drop both as unknown.
let fixture: ServedFixture;

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-postcss");
});

afterAll(async () => {
  await fixture?.stop();
});

/** The padding and colour Chromium computes for the first element `selector` finds. */
function styleOf(page: import("playwright-core").Page, selector: string) {
  return page.$eval(selector, (element) => {
    const style = getComputedStyle(element);
    return { padding: style.paddingTop, color: style.color };
  });
}

describe("the CSS a site's PostCSS plugin rewrote", () => {
  it("styles the home page: its CSS module's classes and the customCss class", async () => {
    const context = await fixture.browser.newContext();
    const { page, errors } = await openRecording(context, `${fixture.origin}/`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await styleOf(page, '[class*="card"]')).toMatchObject({ padding: "20px" });
    expect(await styleOf(page, "h1")).toMatchObject({ color: "rgb(102, 51, 153)" });
    expect(await styleOf(page, ".spacing-note")).toEqual({ padding: "12px", color: "rgb(102, 51, 153)" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("styles a doc with the customCss class", async () => {
    const context = await fixture.browser.newContext();
    const { page, errors } = await openRecording(context, `${fixture.origin}/docs/intro`);
    expect(await styleOf(page, "article .spacing-note")).toEqual({ padding: "12px", color: "rgb(102, 51, 153)" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
