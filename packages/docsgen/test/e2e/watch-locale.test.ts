import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { BIN, copyFixture } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";

// Issue 37: `docsgen serve --watch --locale en` builds and serves one locale of a translated site at its base
// URL, as `docusaurus start --locale en`; an edit to a translation, or to a page it falls back to, reloads.
let site: string;
let origin: string;
let child: ChildProcess;
let output = "";
let browser: Browser;

const edit = (rel: string, fn: (s: string) => string) =>
  writeFileSync(join(site, rel), fn(readFileSync(join(site, rel), "utf8")));

beforeAll(async () => {
  site = copyFixture("translated-site");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [BIN, "serve", site, "--watch", "--locale", "en", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (d: Buffer) => {
    output += d;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const deadline = Date.now() + 30_000;
  while (!output.includes("serving build at")) {
    if (Date.now() > deadline) throw new Error(`serve --watch did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  child?.kill("SIGTERM");
});

describe("docsgen serve --watch --locale en", () => {
  it("serves the locale at its base URL, and reloads on an edit to a translation and to a page it falls back to", async () => {
    expect(output).toContain(`serving build at ${origin}/kite/en/`);
    const page = await browser.newPage();
    await page.goto(`${origin}/kite/en/docs/intro`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.getAttribute("html", "lang")).toBe("en-US");
    edit("i18n/en/docusaurus-plugin-content-docs/current/intro.md", (t) =>
      t.replace("Kite is a small task queue", "Kite is a tiny task queue"),
    );
    await page.waitForFunction(() => document.body.textContent?.includes("Kite is a tiny task queue"), null, {
      timeout: 15_000,
    });
    await page.goto(`${origin}/kite/en/docs/guides/config`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    edit("docs/guides/config.md", (t) => t.replace("默认为 1", "默认为 2"));
    await page.waitForFunction(() => document.body.textContent?.includes("默认为 2"), null, { timeout: 15_000 });
    await page.close();
  });
});
