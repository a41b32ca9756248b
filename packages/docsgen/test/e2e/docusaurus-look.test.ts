import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedFixture, serveFixture } from "../helpers/browser.ts";

/*
 * Issue 48, point 5: a site migrating from Docusaurus keeps its look. The fixture is the classic template's
 * shape (its custom.css, a React home page of Infima's hero and grid, a doc with admonitions, code and a
 * table, a generated category index, a dark footer); each expected value below is what Docusaurus 3.10
 * computes for the same markup at 1280×800, measured in Chromium on create-docusaurus's classic template
 * built by `docusaurus build` (px, and rgb as getComputedStyle writes it).
 */

let site: ServedFixture;
beforeAll(async () => {
  site = await serveFixture("docusaurus-look");
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

type Mode = "light" | "dark";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, mode: Mode, viewport = DESKTOP): Promise<Page> {
  const page = await site.browser.newPage({ viewport, colorScheme: mode });
  await page.addInitScript((m) => localStorage.setItem("theme", m), mode);
  await page.goto(`${site.origin}${path}`);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
  return page;
}

/** Computed properties of the first element matching `selector`, with its box's width and height. */
function measure(page: Page, selector: string, props: string[]): Promise<Record<string, string>> {
  return page.$eval(
    selector,
    (el, names) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        ...Object.fromEntries(names.map((n) => [n, style.getPropertyValue(n)])),
        width: `${Math.round(box.width)}px`,
        height: `${Math.round(box.height)}px`,
      };
    },
    props,
  );
}

/** What Docusaurus computes: a selector's properties in both modes (`dark` lists only what differs). */
interface Expected {
  selector: string;
  light: Record<string, string>;
  dark?: Record<string, string>;
}

const DOC: Expected[] = [
  { selector: ".markdown h1", light: { "font-size": "48px", "line-height": "60px", "margin-bottom": "25px" } },
  {
    selector: ".markdown h2",
    light: { "font-size": "32px", "line-height": "40px", "margin-top": "40px", "margin-bottom": "20px" },
  },
  {
    selector: ".markdown h3",
    light: { "font-size": "24px", "line-height": "30px", "margin-top": "30px", "margin-bottom": "20px" },
  },
  { selector: ".markdown > p", light: { "margin-top": "0px", "margin-bottom": "20px" } },
  { selector: ".markdown > ul", light: { "padding-left": "32px", "margin-bottom": "20px" } },
  {
    selector: ".markdown > p code",
    light: {
      "background-color": "rgb(246, 247, 248)",
      "border-top-width": "1px",
      "border-top-color": "rgba(0, 0, 0, 0.1)",
      "border-radius": "6.4px",
      padding: "1.6px",
    },
    dark: { "background-color": "rgba(255, 255, 255, 0.1)" },
  },
  {
    selector: ".markdown td",
    light: { padding: "12px", "border-top-color": "rgb(218, 221, 225)" },
    dark: { "border-top-color": "rgb(96, 103, 112)" },
  },
  // Admonitions: the kind's contrast colours (text and background), Infima's shadow, 1em apart.
  {
    selector: ".theme-admonition-note",
    light: {
      color: "rgb(71, 71, 72)",
      "background-color": "rgb(253, 253, 254)",
      "box-shadow": "rgba(0, 0, 0, 0.1) 0px 1px 2px 0px",
      "margin-bottom": "16px",
      height: "90px",
    },
    dark: { color: "rgb(253, 253, 254)", "background-color": "rgb(71, 71, 72)" },
  },
  {
    selector: ".theme-admonition-tip",
    light: { color: "rgb(0, 49, 0)", "background-color": "rgb(230, 246, 230)" },
    dark: { color: "rgb(230, 246, 230)", "background-color": "rgb(0, 49, 0)" },
  },
  {
    selector: ".theme-admonition-info",
    light: { color: "rgb(25, 60, 71)", "background-color": "rgb(238, 249, 253)" },
    dark: { color: "rgb(238, 249, 253)", "background-color": "rgb(25, 60, 71)" },
  },
  {
    selector: ".theme-admonition-warning",
    light: { color: "rgb(77, 56, 0)", "background-color": "rgb(255, 248, 230)" },
    dark: { color: "rgb(255, 248, 230)", "background-color": "rgb(77, 56, 0)" },
  },
  {
    selector: ".theme-admonition-danger",
    light: { color: "rgb(75, 17, 19)", "background-color": "rgb(255, 235, 236)" },
    dark: { color: "rgb(255, 235, 236)", "background-color": "rgb(75, 17, 19)" },
  },
  { selector: ".theme-admonition svg", light: { width: "22px", height: "22px" } },
  // Code blocks: the site's --ifm-code-font-size (95%), Infima's 1.45 line height, the title as the code.
  { selector: ".theme-code-block pre", light: { "font-size": "15.2px", "line-height": "22.04px" } },
  {
    selector: ".codeBlockTitle",
    light: { "font-size": "15.2px", "padding-top": "12px", "padding-left": "16px", height: "50px" },
  },
  { selector: ".table-of-contents__link", light: { display: "block", height: "21px" } },
  {
    selector: ".menu__link:not(.menu__link--active)",
    light: { color: "rgb(96, 103, 112)" },
    dark: { color: "rgb(218, 221, 225)" },
  },
  { selector: ".theme-edit-this-page", light: { "font-size": "16px", width: "135px" } },
  { selector: ".pagination-nav__sublabel", light: { "font-size": "14px", "font-weight": "500" } },
  {
    selector: ".pagination-nav__link",
    light: { "border-top-color": "rgb(218, 221, 225)" },
    dark: { "border-top-color": "rgb(96, 103, 112)" },
  },
  // The dark footer: body-sized links at a line height of 2, in Infima's secondary grey.
  { selector: ".footer", light: { padding: "32px", "font-size": "16px" } },
  {
    selector: ".footer__title",
    light: { "margin-bottom": "16px", "line-height": "20px", color: "rgb(255, 255, 255)" },
  },
  { selector: ".footer__link-item", light: { "line-height": "32px", color: "rgb(235, 237, 240)" } },
  { selector: ".footer__items", light: { "margin-bottom": "0px" } },
];

const HOME: Expected[] = [
  { selector: ".hero__title", light: { "line-height": "60px" }, dark: { color: "rgb(0, 0, 0)" } },
  { selector: ".hero__subtitle", light: { "margin-bottom": "20px" } },
  {
    selector: ".hero .button--lg",
    light: { "font-size": "18.9px", "padding-top": "8.1px", "padding-left": "32.4px", "margin-left": "0px" },
  },
  // Infima's element base: a React page's headings and paragraphs space as on Docusaurus.
  { selector: ".features h3", light: { "font-size": "20px", "line-height": "25px", "margin-bottom": "16px" } },
  { selector: ".features p", light: { "margin-bottom": "20px" } },
];

const CATEGORY: Expected[] = [
  { selector: "header h1.title", light: { "font-size": "48px", "line-height": "60px" } },
  {
    selector: ".cardContainer",
    light: { padding: "32px", "border-radius": "12.8px", color: "rgb(68, 73, 80)" },
    dark: { "border-top-color": "rgb(68, 73, 80)", "background-color": "rgb(36, 37, 38)", color: "rgb(235, 237, 240)" },
  },
  { selector: ".cardContainer h2", light: { "font-size": "24px" } },
  { selector: ".pagination-nav", light: { "margin-top": "16px" } },
];

// The blog: Docusaurus's title size, its sidebar in the text's colour, authors two a row beside 3.6rem photos.
const POST: Expected[] = [
  { selector: ".blogPostTitle", light: { "font-size": "48px", "line-height": "60px", "margin-bottom": "16px" } },
  { selector: ".blogSidebarTitle", light: { "font-size": "20px", "margin-bottom": "16px" } },
  { selector: ".blogSidebarYear", light: { "font-size": "20px", "line-height": "25px" } },
  {
    selector: ".blogSidebarItem a:not(.blogSidebarItemLink--active)",
    light: { "font-size": "14.4px", display: "block", color: "rgb(28, 30, 33)" },
    dark: { color: "rgb(227, 227, 227)" },
  },
  {
    selector: ".blogSidebarItemLink--active",
    light: { "font-weight": "400", color: "rgb(46, 133, 85)" },
    dark: { color: "rgb(37, 194, 160)" },
  },
  { selector: ".blogAuthors .avatar", light: { width: "316px" } },
  { selector: ".blogAuthors .avatar__photo", light: { width: "58px", height: "58px" } },
  { selector: ".blogAuthors .avatar__name", light: { "font-weight": "700", "line-height": "20px" } },
];

const LIST: Expected[] = [
  { selector: ".blogPostItem", light: { "margin-bottom": "80px" } },
  {
    selector: ".blogPostTitle a",
    light: { "font-size": "48px", color: "rgb(46, 133, 85)" },
    dark: { color: "rgb(37, 194, 160)" },
  },
  // No visible title on the blog's own list, as in Docusaurus; the h1 is kept for screen readers.
  { selector: "main > header:first-child", light: { width: "1px", height: "1px" } },
];

// At 390×844: Infima's phone headings (≤ 576px), the footer's columns stacked, halves that wrap.
const DOC_PHONE: Expected[] = [
  { selector: ".markdown h1", light: { "font-size": "32px", "line-height": "40px" } },
  { selector: ".markdown h2", light: { "font-size": "24px" } },
  { selector: ".markdown h3", light: { "font-size": "20px" } },
  { selector: ".tocCollapsibleButton", light: { "font-size": "16px", "line-height": "normal" } },
  { selector: ".pagination-nav__link", light: { width: "171px" } },
  { selector: ".footer", light: { padding: "32px 0px" } },
  { selector: ".footer__col", light: { width: "390px", "margin-bottom": "48px" } },
  { selector: ".footer__link-item", light: { display: "block" } },
];

const HOME_PHONE: Expected[] = [
  { selector: ".hero__title", light: { "font-size": "48px" } },
  // Infima's buttons do not wrap: the template's long label stays one line.
  { selector: ".hero .button--lg", light: { height: "47px", "white-space": "nowrap" } },
];

const POST_PHONE: Expected[] = [
  { selector: ".blogPostTitle", light: { "font-size": "32px" } },
  { selector: ".blogAuthors .avatar", light: { width: "358px", height: "58px" } },
];

const PAGES: [string, string, { width: number; height: number }, Expected[]][] = [
  ["a doc with admonitions, code and a table", "/docs/guide/look", DESKTOP, DOC],
  ["the React home page", "/", DESKTOP, HOME],
  ["a generated category index", "/docs/category/guide", DESKTOP, CATEGORY],
  ["a blog post", "/blog/2025/03/01/spring-tides", DESKTOP, POST],
  ["the blog's list", "/blog", DESKTOP, LIST],
  ["a doc on a phone", "/docs/guide/look", PHONE, DOC_PHONE],
  ["the React home page on a phone", "/", PHONE, HOME_PHONE],
  ["a blog post on a phone", "/blog/2025/03/01/spring-tides", PHONE, POST_PHONE],
];

describe("a site built from create-docusaurus's classic template looks as Docusaurus draws it", () => {
  for (const [name, path, viewport, expectations] of PAGES) {
    for (const mode of ["light", "dark"] as const) {
      it(`${name}, ${mode}`, async () => {
        const page = await open(path, mode, viewport);
        const failures: string[] = [];
        for (const { selector, light, dark } of expectations) {
          const want = { ...light, ...(mode === "dark" ? dark : {}) };
          const got = await measure(page, selector, Object.keys(want));
          for (const [prop, value] of Object.entries(want))
            if (got[prop] !== value) failures.push(`${selector} ${prop}: ${got[prop]}, Docusaurus ${value}`);
        }
        await page.close();
        expect(failures).toEqual([]);
      });
    }
  }

  it("the tags list spaces its letters as Docusaurus: tags 24px under the letter, a rule, the next letter 49px below", async () => {
    const page = await open("/blog/tags", "light");
    await page.$eval("main > article", (a) => a.after(a.cloneNode(true)));
    const gaps = await page.$$eval("main > article", ([first, next]) => {
      const tag = (first.querySelector("ul a") as Element).getBoundingClientRect();
      const letter = (first.querySelector("h2") as Element).getBoundingClientRect();
      const following = (next.querySelector("h2") as Element).getBoundingClientRect();
      return [Math.round(tag.top - letter.bottom), Math.round(following.top - tag.bottom)];
    });
    expect(gaps).toEqual([24, 49]);
    await page.close();
  });

  it("a highlighted line of code spans the block, as in Docusaurus", async () => {
    const page = await open("/docs/guide/look", "light");
    const [line, block] = await page.$eval(".theme-code-block-highlighted-line", (el) => [
      el.getBoundingClientRect().width,
      (el.closest(".theme-code-block") as Element).getBoundingClientRect().width,
    ]);
    expect(Math.round(line)).toBe(Math.round(block));
    await page.close();
  });

  it("a generated category index is three quarters of the column wide, as in Docusaurus", async () => {
    const page = await open("/docs/category/guide", "light");
    const [col, row] = await page.$eval(".docItemCol", (el) => [
      el.getBoundingClientRect().width,
      (el.parentElement as Element).getBoundingClientRect().width,
    ]);
    expect(col / row).toBeCloseTo(0.75, 2);
    await page.close();
  });
});
