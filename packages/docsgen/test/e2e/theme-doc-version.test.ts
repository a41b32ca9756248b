import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// Issue 50: a versioned site's swizzled DocVersionBanner (fixture: versioned-site, with a wrapper of
// @theme-original/DocVersionBanner that has a "Hide" button): its place is in the doc's content HTML; it
// hydrates, responds, and after the docs client moves to another doc of the version it is that doc's.
let fixture: ServedFixture;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  fixture = await serveFixture("versioned-site", (site) => {
    mkdirSync(join(site, "src/theme/DocVersionBanner"), { recursive: true });
    writeFileSync(
      join(site, "src/theme/DocVersionBanner/index.js"),
      [
        'import DocVersionBanner from "@theme-original/DocVersionBanner";',
        'import { useDoc } from "@docusaurus/plugin-content-docs/client";',
        'import { useState } from "react";',
        "export default function Wrapper(props) {",
        "  const { metadata } = useDoc();",
        "  const [hidden, setHidden] = useState(false);",
        '  if (hidden) return <p className="ferry-hidden">Banner hidden on {metadata.title}</p>;',
        "  return (",
        '    <div className="ferry-banner">',
        "      <DocVersionBanner {...props} />",
        '      <button type="button" className="ferry-hide" onClick={() => setHidden(true)}>Hide</button>',
        "    </div>",
        "  );",
        "}",
      ].join("\n"),
    );
  });
  ({ origin, browser } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("a swizzled DocVersionBanner in the browser", () => {
  it("hydrates, responds, and is the next doc's after a client-side move", async () => {
    const context = await browser.newContext();
    const { page, errors } = await openRecording(context, `${origin}/docs/1.0/intro`);
    await page.waitForSelector('[data-docsgen-theme="DocVersionBanner"][data-hydrated]');
    await page.waitForSelector("html[data-has-hydrated=true]");
    expect(await page.isVisible(".ferry-banner .theme-doc-version-banner")).toBe(true);
    await page.click(".ferry-hide");
    expect(await page.textContent(".ferry-hidden")).toMatch(/^Banner hidden on /);
    await page.evaluate(() => {
      (window as unknown as { movedWithoutLoad: boolean }).movedWithoutLoad = true;
    });
    await page.click(".pagination-nav__link--next");
    await page.waitForURL((url) => url.pathname !== "/docs/1.0/intro");
    await page.waitForSelector('[data-docsgen-theme="DocVersionBanner"][data-hydrated] .ferry-hide');
    await page.click(".ferry-hide");
    const title = await page.textContent("h1");
    expect(await page.textContent(".ferry-hidden")).toBe(`Banner hidden on ${title}`);
    expect(await page.evaluate(() => (window as unknown as { movedWithoutLoad?: boolean }).movedWithoutLoad)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
