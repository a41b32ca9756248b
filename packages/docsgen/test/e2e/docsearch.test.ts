import { join } from "node:path";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 33, part 5: DocSearch on a Docusaurus site with `themeConfig.algolia` (fixture: docusaurus-docsearch),
// served by `docsgen serve` with the site's own CSP. Algolia's hosts are answered by the test (playwright's
// `route`) with a canned search response: nothing reaches the network. The chunk and stylesheet load on the
// first open only; the button, Ctrl+K and `/` open the dialog; the query carries Docusaurus's contextual
// facet filters; a hit links into the site and navigates without a page load.

let site: string;
let server: Running;
let browser: Browser;

beforeAll(async () => {
  site = copyFixture("docusaurus-docsearch");
  const r = docsgen(["build", site, "-q"]);
  expect(r.code, r.stderr).toBe(0);
  server = await startDocsgenServe(join(site, "build"), site);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A DocSearch record as the crawler writes it (hierarchy levels, an anchor, highlight results). */
function hit(url: string, lvl0: string, lvl1: string, lvl2: string | null, objectID: string) {
  const hierarchy = { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlight = (value: string | null) =>
    value === null ? undefined : { value, matchLevel: "full", matchedWords: ["setup"] };
  return {
    url,
    url_without_anchor: url.split("#")[0],
    anchor: url.split("#")[1] ?? null,
    type: lvl2 ? "lvl2" : "lvl1",
    content: null,
    hierarchy,
    objectID,
    _highlightResult: {
      hierarchy: { lvl0: highlight(lvl0), lvl1: highlight(lvl1), ...(lvl2 ? { lvl2: highlight(lvl2) } : {}) },
    },
    _snippetResult: {},
  };
}

/** What the test answers for every search query. */
const RESPONSE = {
  results: [
    {
      hits: [
        // Indexed under the site's old docs path: replaceSearchResultPathname maps it to /docs/.
        hit("https://lantern.example.com/docs-next/guides/install#setup", "Guides", "Install Lantern", "Setup", "a1"),
        // Matches externalUrlRegex: kept as the absolute URL.
        hit("https://blog.lantern.example.org/posts/setup", "Blog", "Setup stories", null, "b2"),
      ],
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: "setup",
      params: "",
      index: "lantern",
    },
  ],
};

interface Visit {
  page: Page;
  /** Every request the page made, in order. */
  requests: string[];
  /** The bodies of the search queries sent to Algolia. */
  queries: unknown[];
  violations: () => Promise<string[]>;
  consoleErrors: string[];
}

async function visit(path: string): Promise<Visit> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const queries: unknown[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (r: Request) => requests.push(r.url()));
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
  await page.route(/^https:\/\//, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (!/^lantern42-(dsn\.algolia\.net|[123]\.algolianet\.com)$/i.test(url.hostname)) return route.abort();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors, body: "" });
    if (url.pathname.endsWith("/queries")) queries.push(JSON.parse(request.postData() ?? "null"));
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: "application/json",
      body: JSON.stringify(RESPONSE),
    });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await page.goto(server.origin + path);
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: "attached" });
  return {
    page,
    requests,
    queries,
    consoleErrors,
    violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

const docsearchAssets = (requests: string[]) => requests.filter((u) => /DocSearchDialog-|docsearch-/.test(u));

/** Every string in a JSON value, flattened (the facet filters sit in a request's fields). */
function facetFiltersOf(body: unknown): unknown {
  const requests = (body as { requests?: Record<string, unknown>[] })?.requests ?? [];
  return requests.map((r) => r.facetFilters ?? new URLSearchParams(String(r.params ?? "")).get("facetFilters"));
}

describe("DocSearch on a Docusaurus site with themeConfig.algolia", () => {
  it("loads nothing of DocSearch until the button opens it; then its chunk and stylesheet, once", async () => {
    const v = await visit("/docs/intro");
    await v.page.waitForTimeout(300);
    expect(docsearchAssets(v.requests)).toEqual([]);
    expect(v.requests.filter((u) => /algolia/.test(u))).toEqual([]);
    await v.page.locator(".navbar__search").click();
    await v.page.locator(".DocSearch-Modal").waitFor();
    const loaded = docsearchAssets(v.requests).map((u) => new URL(u).pathname.replace(/-[A-Z0-9]+\./, "-HASH."));
    expect(loaded.sort()).toEqual(["/assets/chunks/DocSearchDialog-HASH.js", "/assets/css/docsearch-HASH.css"]);
    // The stylesheet applies: DocSearch's modal is a fixed layer over the page.
    expect(await v.page.locator(".DocSearch-Container").evaluate((e) => getComputedStyle(e).position)).toBe("fixed");
    expect(await v.page.evaluate(() => document.activeElement?.className)).toContain("DocSearch-Input");
    await v.page.keyboard.press("Escape");
    await v.page.locator(".DocSearch-Modal").waitFor({ state: "detached" });
    await v.page.locator(".navbar__search").click();
    await v.page.locator(".DocSearch-Modal").waitFor();
    expect(docsearchAssets(v.requests)).toHaveLength(2);
    expect(await v.violations()).toEqual([]);
    await v.page.close();
  });

  it("opens with Ctrl+K and with /", async () => {
    const v = await visit("/docs/guides/configure");
    await v.page.keyboard.press("Control+k");
    await v.page.locator(".DocSearch-Modal").waitFor();
    await v.page.keyboard.press("Escape");
    await v.page.locator(".DocSearch-Modal").waitFor({ state: "detached" });
    await v.page.keyboard.press("/");
    await v.page.locator(".DocSearch-Modal").waitFor();
    expect(await v.violations()).toEqual([]);
    await v.page.close();
  });

  it("sends the query with the contextual facet filters, shows the hits, and a hit navigates in the site", async () => {
    const v = await visit("/docs/reference/cli");
    await v.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await v.page.locator(".navbar__search").click();
    await v.page.locator(".DocSearch-Input").fill("setup");
    const first = v.page.locator(".DocSearch-Hit a").first();
    await first.waitFor();
    // Docusaurus's contextual filters (the locale, the default tag and the docs version's), then the config's.
    const sent = v.queries.flatMap(facetFiltersOf);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.at(-1)).toEqual([
      "language:en",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      "type:content",
    ]);
    const body = JSON.stringify(v.queries.at(-1));
    expect(body).toContain('"indexName":"lantern"');
    expect(body).toContain('"query":"setup"');
    // The index's URL made the site's (pathname replaced, base URL), the external one kept.
    const hrefs = await v.page.locator(".DocSearch-Hit a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/docs/guides/install#setup", "https://blog.lantern.example.org/posts/setup"]);
    await first.click();
    await v.page.waitForURL((url) => url.pathname === "/docs/guides/install" && url.hash === "#setup");
    await v.page.locator("h1", { hasText: "Install Lantern" }).waitFor();
    expect(await v.page.locator(".DocSearch-Modal").count()).toBe(0);
    // No page load: the window of the first page is still the one showing the second.
    expect(await v.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await v.violations()).toEqual([]);
    expect(v.consoleErrors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    await v.page.close();
  });

  it("Enter on the selected hit navigates in the site too", async () => {
    const v = await visit("/docs/intro");
    await v.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await v.page.keyboard.press("Control+k");
    await v.page.locator(".DocSearch-Input").fill("setup");
    await v.page.locator(".DocSearch-Hit a").first().waitFor();
    await v.page.keyboard.press("Enter");
    await v.page.waitForURL((url) => url.pathname === "/docs/guides/install");
    await v.page.locator("h1", { hasText: "Install Lantern" }).waitFor();
    expect(await v.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await v.violations()).toEqual([]);
    await v.page.close();
  });
});
