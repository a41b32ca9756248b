import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openRecording } from "../helpers/browser.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { type Running, startDocsgenServe } from "../helpers/servers.ts";

// Issue 50: style={{…}} on elements of a site's pages, as Docusaurus renders it (a React style object): in a
// .md file read as markdown (written as CSS by the build), in MDX rendered by docsgen, and in MDX with the
// site's code (rendered and hydrated by React). The policy docsgen serves (style-src 'self' 'unsafe-inline')
// must let each apply: measured in Chromium, with no policy violation reported.

let server: Running | undefined;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  const site = copyFixture("react-site");
  const box = 'style={{textAlign: "center", borderLeftWidth: 7, borderLeftStyle: "solid", "--accent": "rgb(1, 2, 3)"}}';
  writeFileSync(join(site, "docs/styled.md"), `# Styled\n\n<div id="box" ${box}>\n\nCentered.\n\n</div>\n`);
  writeFileSync(join(site, "docs/styled-static.mdx"), `# Styled\n\n<div id="box" ${box}>Centered.</div>\n`);
  writeFileSync(
    join(site, "docs/styled-code.mdx"),
    `import Pill from "@site/src/components/Pill";\n\n# Styled\n\n<Pill tone="success">new</Pill>\n\n<div id="box" ${box}>Centered.</div>\n`,
  );
  const built = docsgen(["build", site, "-q"]);
  expect(built.code, built.stderr).toBe(0);
  server = await startDocsgenServe(join(site, "build"), site);
  browser = await launchChromium();
  context = await browser.newContext();
  // Violations of the page's policy, as the browser reports them.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sample}`));
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("inline style={{…}} in Chromium, under the site's content security policy", () => {
  it.each([
    ["a .md file's raw HTML", "/beacon/docs/styled"],
    ["MDX docsgen renders", "/beacon/docs/styled-static"],
    ["MDX with the site's code, hydrated", "/beacon/docs/styled-code"],
  ])("%s: the style applies", async (_, path) => {
    const { page, errors } = await openRecording(context, `${server?.origin}${path}`);
    const policy = await page.evaluate(async () => (await fetch(location.href)).headers.get("content-security-policy"));
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    const computed = await page.$eval("#box", (el) => {
      const style = getComputedStyle(el);
      return [style.textAlign, style.borderLeftWidth, style.getPropertyValue("--accent")];
    });
    expect(computed).toEqual(["center", "7px", "rgb(1, 2, 3)"]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
