import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BIN, docsgen } from "../helpers/cli.ts";
import { docusaurusSite } from "../helpers/docusaurus-site.ts";
import { freePort, type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 33, part 3: the look of a Docusaurus site (fixture: docusaurus-site, its src/css/custom.css) as a
// visitor sees it: the brand's Infima variables drive docsgen's theme in light and dark, and the GitHub icon
// link is drawn by the site's `.header-github-link::before`. `serve --watch` picks up an edit of the CSS.

let origin: string;
let server: Running | undefined;
let browser: Browser;

beforeAll(async () => {
  // Built by the real CLI, as every browser test's site: this layer checks the product end to end.
  const site = docusaurusSite();
  const result = docsgen(["build", site]);
  expect(result.code, result.stderr).toBe(0);
  server = await startDocsgenServe(join(site, "build"), site);
  origin = server.origin;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The intro page in a colour mode, hydrated. */
async function open(mode: "light" | "dark"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((m) => localStorage.setItem("theme", m), mode);
  await page.goto(`${origin}/lantern/guide/intro`);
  await page.waitForSelector(".colorModeToggle:not([disabled])", { state: "attached" });
  expect(await page.getAttribute("html", "data-theme")).toBe(mode);
  return page;
}

const style = (page: Page, selector: string, property: string, pseudo?: string) =>
  page.$eval(selector, (el, [p, ps]) => getComputedStyle(el, ps ?? null).getPropertyValue(p as string), [
    property,
    pseudo,
  ] as const);

describe("the site's custom.css in Chromium", () => {
  it("light: links, navbar, footer, fonts and spacing take the site's Infima variables", async () => {
    const page = await open("light");
    expect(await style(page, ".markdown p a", "color")).toBe("rgb(194, 65, 12)");
    expect(await style(page, ".navbar", "background-color")).toBe("rgb(255, 247, 237)"); // from the imported package
    expect(await style(page, ".navbar", "height")).toBe("64px");
    expect(await style(page, ".footer", "background-color")).toBe("rgb(41, 37, 36)");
    expect(await style(page, "body", "font-family")).toMatch(/^"Lantern Sans", system-ui/);
    expect(await style(page, ".docMainContainer > .container", "padding-left")).toBe("20px");
    // Issue 48, point 5: the gap under the navbar stays (.padding-top--md), as in Docusaurus, where Infima's
    // .container comes before its spacing utilities.
    expect(await style(page, ".docMainContainer > .container", "padding-top")).toBe("16px");
    expect(await style(page, "html", "background-color")).toBe("rgb(255, 255, 255)");
    await page.close();
  });

  it("dark: the site's dark palette, and docsgen's dark background where the site sets none", async () => {
    const page = await open("dark");
    expect(await style(page, ".markdown p a", "color")).toBe("rgb(251, 146, 60)");
    expect(await style(page, ".navbar", "background-color")).toBe("rgb(28, 25, 23)");
    expect(await style(page, "html", "background-color")).toBe("rgb(27, 27, 29)");
    await page.close();
  });

  it("the GitHub icon link is drawn by the site's ::before, black in light and white in dark", async () => {
    for (const [mode, fill] of [
      ["light", "black"],
      ["dark", "white"],
    ] as const) {
      const page = await open(mode);
      const link = ".navbar__items--right .header-github-link";
      expect(await page.getAttribute(link, "aria-label")).toBe("GitHub repository");
      expect(await style(page, link, "background-image", "::before")).toContain(`fill='${fill}'`);
      expect(await style(page, link, "width", "::before")).toBe("24px");
      expect((await page.$eval(link, (a) => a.getBoundingClientRect().width)) > 24).toBe(true);
      await page.close();
    }
  });
});

describe("serve --watch", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGTERM");
  });

  it("rebuilds the stylesheet when custom.css changes, and the pages link the new one", async () => {
    const site = docusaurusSite();
    const port = await freePort();
    let output = "";
    child = spawn(process.execPath, [BIN, "serve", site, "--watch", "--port", String(port)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    const until = async (what: string, ok: () => Promise<boolean> | boolean) => {
      const deadline = Date.now() + 30_000;
      while (!(await ok())) {
        if (Date.now() > deadline) throw new Error(`${what}:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until("serve --watch did not start", () => output.includes("serving build at"));
    const served = async () => {
      const html = await (await fetch(`http://127.0.0.1:${port}/lantern/guide/intro`)).text();
      const href = html.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1] ?? "";
      return { href, css: await (await fetch(`http://127.0.0.1:${port}${href}`)).text() };
    };
    const before = await served();
    expect(before.css).toContain("#c2410c");
    const css = join(site, "src", "css", "custom.css");
    writeFileSync(
      css,
      readFileSync(css, "utf8").replace("--ifm-color-primary: #c2410c", "--ifm-color-primary: #0f766e"),
    );
    await until("the stylesheet was not rebuilt", async () => (await served()).css.includes("#0f766e"));
    expect((await served()).href).not.toBe(before.href);
  });
});
