import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { BASE, type Running, startDocsgenServe, startNginx } from "../helpers/servers.ts";

// Issue 33, part 4: the config's gtag, CDN script and stylesheet, head tags and the content's video iframes
// (fixture: docusaurus-analytics) load under the site's own CSP, served by nginx with deploy/nginx.conf and by
// docsgen serve, with every third-party origin answered by the test (playwright's `route`): no
// `securitypolicyviolation`, no CSP console error, and each script ran. The site is built at the repository's
// nginx base URL (the config is otherwise as committed). The stylesheet's integrity is that of the body the
// test answers with.
let site: string;
let servers: { name: string; server: Running }[];
let browser: Browser;

beforeAll(async () => {
  site = copyFixture("docusaurus-analytics");
  const config = join(site, "docusaurus.config.js");
  // As a Docusaurus site moved under a base URL must: `scripts` paths are used as written.
  const moved = readFileSync(config, "utf8")
    .replace('baseUrl: "/"', `baseUrl: "${BASE}"`)
    .replace('"/js/local.js"', `"${BASE}js/local.js"`);
  writeFileSync(config, moved);
  const r = docsgen(["build", site, "-q"]);
  expect(r.code, r.stderr).toBe(0);
  const out = join(site, "build");
  servers = [
    { name: "nginx", server: await startNginx(out) },
    { name: "docsgen serve", server: await startDocsgenServe(out, site) },
  ];
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const s of servers ?? []) await s.server.stop();
});

/** What the third-party hosts answer: each script says it ran, gtag.js also sends a beacon (connect-src). */
const THIRD_PARTY: Record<string, { type: string; body: string }> = {
  "https://www.googletagmanager.com/gtag/js": {
    type: "text/javascript",
    body: `window.gtagLoaded = true;
fetch("https://region1.google-analytics.com/g/collect?v=2", { method: "POST", mode: "no-cors" })
  .then(() => { window.beaconSent = true; }, (e) => { window.beaconSent = String(e); });
new Image().src = "https://www.google-analytics.com/g/collect?v=2&img=1";`,
  },
  "https://cdn.example.net/widgets/feedback.js": { type: "text/javascript", body: "window.feedbackLoaded = true;" },
  "https://cdn.example.org/katex@0.16.11/dist/katex.min.css": {
    type: "text/css",
    body: ".katex { font-family: KaTeX_Main; }",
  },
  "https://www.video.example.com/embed/beacon-tour": { type: "text/html", body: "<p>tour video</p>" },
  "https://player.example.org/video/42": { type: "text/html", body: "<p>second player</p>" },
};

interface Visit {
  page: Page;
  violations: string[];
  consoleErrors: string[];
  /** Third-party URLs the browser asked for (each answered by the test, none reaching the network). */
  requested: string[];
}

async function visit(origin: string, path: string): Promise<Visit> {
  const page = await browser.newPage();
  const requested: string[] = [];
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  await page.route(/^https:\/\//, (route) => {
    const url = route.request().url();
    requested.push(url);
    const known = Object.entries(THIRD_PARTY).find(([prefix]) => url.startsWith(prefix));
    if (known) return route.fulfill({ status: 200, contentType: known[1].type, body: known[1].body });
    // Beacons and preconnects of the analytics hosts: an empty answer.
    if (/google-analytics\.com|googletagmanager\.com/.test(url)) return route.fulfill({ status: 204, body: "" });
    return route.abort();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await page.goto(origin + path, { waitUntil: "load" });
  await page.waitForFunction(() => (window as unknown as { beaconSent?: unknown }).beaconSent !== undefined);
  await page.waitForTimeout(300);
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, violations, consoleErrors, requested };
}

describe.each(["nginx", "docsgen serve"])("the analytics site served by %s", (name) => {
  const origin = () => (servers.find((s) => s.name === name) as { server: Running }).server.origin;

  it("runs gtag, the CDN, local and inline scripts, with no CSP violation", async () => {
    const v = await visit(origin(), `${BASE}docs/tour`);
    expect(v.violations).toEqual([]);
    expect(v.consoleErrors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    const ran = await v.page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { dataLayer?: unknown[] };
      return {
        gtag: w.gtagLoaded,
        beacon: w.beaconSent,
        feedback: w.feedbackLoaded,
        local: w.beaconLocal,
        inline: w.beaconReady,
        dataLayer: w.dataLayer?.length,
      };
    });
    // The bootstrap pushed `js` and one `config` per tracking id.
    expect(ran).toEqual({ gtag: true, beacon: true, feedback: true, local: true, inline: true, dataLayer: 3 });
    expect(v.requested.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-BEACON1"))).toBe(true);
    await v.page.close();
  });

  it("runs gtag and the config's scripts on the React home page (src/pages/index.tsx), with no CSP violation (issue 47)", async () => {
    const v = await visit(origin(), BASE);
    expect(await v.page.textContent("h1")).toBe("Beacon");
    expect(await v.page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').count()).toBe(1);
    expect(v.violations).toEqual([]);
    expect(v.consoleErrors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    const ran = await v.page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { dataLayer?: unknown[] };
      return { gtag: w.gtagLoaded, feedback: w.feedbackLoaded, local: w.beaconLocal, inline: w.beaconReady };
    });
    expect(ran).toEqual({ gtag: true, feedback: true, local: true, inline: true });
    await v.page.close();
  });

  it("applies the CDN stylesheet and loads both video iframes", async () => {
    const v = await visit(origin(), `${BASE}docs/tour`);
    const sheets = await v.page.evaluate(() => [...document.styleSheets].map((s) => s.href ?? ""));
    expect(sheets).toContain("https://cdn.example.org/katex@0.16.11/dist/katex.min.css");
    const frames = v.page.frames().map((f) => f.url());
    expect(frames).toContain("https://www.video.example.com/embed/beacon-tour");
    expect(frames).toContain("https://player.example.org/video/42");
    for (const url of ["https://www.video.example.com/embed/beacon-tour", "https://player.example.org/video/42"]) {
      const frame = v.page.frames().find((f) => f.url() === url);
      expect(await frame?.textContent("p")).toMatch(/tour video|second player/);
    }
    expect(v.violations).toEqual([]);
    await v.page.close();
  });

  it("a third-party origin the config does not name stays blocked (the policy is not opened wide)", async () => {
    const v = await visit(origin(), `${BASE}docs/tour`);
    const blocked = await v.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const s = document.createElement("script");
          s.src = "https://cdn.example.com/other.js";
          s.onload = () => resolve("loaded");
          s.onerror = () => resolve("blocked");
          document.head.append(s);
        }),
    );
    expect(blocked).toBe("blocked");
    await v.page.waitForTimeout(100);
    const violations = await v.page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations.join("\n")).toContain("script-src-elem https://cdn.example.com/other.js");
    await v.page.close();
  });
});
