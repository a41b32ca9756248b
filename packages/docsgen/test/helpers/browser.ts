import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { copyFixture, docsgen } from "./cli.ts";
import { startDocsgenServe } from "./servers.ts";

/** Debian's Chromium, driven by playwright-core (no browser download exists here). */
export function launchChromium(): Promise<Browser> {
  const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!executablePath) throw new Error("chromium is not installed (apt-get install chromium); .ci/run installs it");
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/** A page opened and hydrated, with what it reported: console errors, failed requests, page errors, scripts. */
export interface OpenedPage {
  page: Page;
  errors: string[];
  /** Paths of the scripts it requested. */
  scripts: string[];
}

/**
 * Opens `url` in a new page of `context` and waits for hydration, recording console errors (hydration
 * mismatches are reported there), responses of 400 and above, page errors and the scripts requested.
 */
export async function openRecording(context: BrowserContext, url: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on("console", (m) => {
    // A failed request is recorded with its URL below.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
  return { page, errors, scripts };
}

/** A fixture built by the CLI and served by `docsgen serve`, with a browser to open it. */
export interface ServedFixture {
  origin: string;
  browser: Browser;
  stop(): Promise<void>;
}

/** Builds a copy of the fixture `name` (changed first by `prepare`), serves it with `docsgen serve` and launches Chromium. */
export async function serveFixture(name: string, prepare?: (site: string) => void): Promise<ServedFixture> {
  const site = copyFixture(name);
  prepare?.(site);
  const built = docsgen(["build", site, "-q"]);
  if (built.code !== 0) throw new Error(`the ${name} fixture did not build:\n${built.stderr}`);
  const server = await startDocsgenServe(join(site, "build"), site);
  const browser = await launchChromium();
  return {
    origin: server.origin,
    browser,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
