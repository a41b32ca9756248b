import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pictureLabel } from "../../../../sites/scw/src/components/blocks/BlockPicture.tsx";
import type { Palette } from "../../../../sites/scw/src/components/blocks/model.ts";
import { blockPictureFile } from "../../../../sites/scw/src/components/blocks/svg-file.ts";
import { pagePictures, pagesWithPictures } from "../content/scw/page-pictures.ts";
import { launchChromium } from "../helpers/browser.ts";
import { BASE } from "../helpers/servers.ts";

// Issue 35, item 5, on a page: the pages draw blocks with the site's BlockPicture component
// (MDX with the site's components, issue 34), from the palettes the library's output gives
// (src/components/blocks/palettes/, checked against the library by test/content/scw/block-pictures.test.ts).
// Here: the page's pictures are exactly those palettes drawn, they follow the colour mode, carry their text,
// and the page hydrates without an error.

/** The pages with pictures, and the pictures each shows, in order, as their MDX writes them. */
const PAGES: [string, { palette: Palette; keys?: string[] }[]][] = pagesWithPictures().map((file) => [
  file.replace(/\.mdx?$/, ""),
  pagePictures(file).map(({ palette, keys }) => ({ palette, keys })),
]);

it("the pages with pictures are found, each with the pictures its text refers to", () => {
  expect(Object.fromEntries(PAGES.map(([path, shown]) => [path, shown.length]))).toEqual({
    "docs/tutorial/fast-start/use-scw": 5,
    "docs/example/advanced-list-operations": 4,
    "docs/example/promise": 2,
    "docs/tutorial/guides/functions-as-first-class-citizens": 3,
    "docs/tutorial/guides/multiline-block": 3,
    "docs/api/types/color/index": 1,
  });
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(inject("servers"))("the tutorial's block pictures ($name)", ({ origin }) => {
  it.each(PAGES)(
    "%s: the library's palettes drawn, in light and dark, with their text; the page hydrates",
    async (path, shown) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(`${origin}${BASE}${path}`);
      await page.waitForSelector("[data-hydrated]");
      const pictures = await page.$$eval("svg.scw-blocks", (svgs) =>
        svgs.map((svg) => ({ html: svg.outerHTML, label: svg.getAttribute("aria-label") })),
      );
      expect(pictures).toHaveLength(shown.length);
      // The picture file's markup as the browser serializes it (a quote in text is written bare, not &quot;),
      // the file's line breaks between elements aside.
      const files = await page.evaluate(
        (svgs) =>
          svgs.map((svg) => {
            const template = document.createElement("template");
            template.innerHTML = svg;
            return template.content.firstElementChild?.outerHTML;
          }),
        shown.map((props) => blockPictureFile(props).replaceAll(">\n<", "><").trim()),
      );
      shown.forEach((props, i) => {
        expect(pictures[i].html.replaceAll("<!-- -->", "")).toBe(files[i]);
        expect(pictures[i].label).toBe(pictureLabel(props.palette, props.keys));
      });
      const boxFill = () =>
        page.$eval("svg.scw-blocks .scw-block-box", (box) => getComputedStyle(box).getPropertyValue("fill"));
      const light = await boxFill();
      await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
      expect(await boxFill()).toBe("rgb(42, 46, 53)");
      expect(light).not.toBe("rgb(42, 46, 53)");
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
