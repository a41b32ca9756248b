import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import type { CliResult } from "../helpers/cli.ts";
import { MANUAL } from "../helpers/cli.ts";

// The manual's sidebars reference (issue 48, point 7): its example, taken from the page as a reader copies
// it, builds, and each thing the page says of it is so.

const PAGE = readFileSync(join(MANUAL, "docs/reference/sidebars.md"), "utf8");

/** The code block of the page titled `title`. */
function block(title: string): string {
  const found = new RegExp(`\`\`\`\\w+ title="${title}"\\n([\\s\\S]*?)\\n\`\`\``).exec(PAGE);
  if (!found) throw new Error(`the page has no block titled ${title}`);
  return found[1];
}

const DOCS: Record<string, string> = {
  "intro.md": "# Introduction\n\nStart here.\n",
  "getting-started/install.md": "# Install\n\nInstall it.\n",
  "getting-started/first-page.md": "# First page\n\nWrite one.\n",
  "guides/01-alerts.md": "---\ndescription: Rules and thresholds.\n---\n\n# Alerts\n\nText.\n",
  "guides/02-tuning.md": "# Tuning\n\nText.\n",
  "reference/index.md": "# Reference\n\nEverything.\n",
  "reference/config.md": "# Config\n\nKeys.\n",
  "reference/cli.md": "# CLI\n\nCommands.\n",
};

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
/** The sidebar's HTML on a page. */
const sidebarOf = (html: string) => /<nav[^>]*class="[^"]*menu[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "sidebars-ref-"));
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(site, rel)), { recursive: true });
    writeFileSync(join(site, rel), text);
  };
  write(
    "site.config.ts",
    'export default { title: "Lamp", url: "https://lamp.test", baseUrl: "/", i18n: { defaultLocale: "en", locales: ["en"] } };\n',
  );
  write("pages/index.md", "---\nlayout: home\n---\n\n# Lamp\n");
  write("sidebars.ts", block("sidebars.ts"));
  write("docs/guides/_category_.json", block("docs/guides/_category_.json"));
  for (const [rel, text] of Object.entries(DOCS)) write(join("docs", rel), text);
  result = await buildInProcess(site, { cache: false });
});

describe("the sidebars reference's example", () => {
  it("builds without a warning", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("warning");
  });

  it("has the three categories, Getting started open, Reference linked to its doc, the link out in a new tab", () => {
    const sidebar = sidebarOf(read("docs/intro/index.html"));
    for (const label of ["Getting started", "Guides", "Reference", "Changelog"]) expect(sidebar).toContain(label);
    expect(sidebar).toMatch(/href="\/docs\/reference"/);
    expect(sidebar).toMatch(/href="https:\/\/example\.com\/changelog"[^>]*target="_blank"/);
    // Open: its items are in the page; the others are collapsed (their items left out of the HTML).
    expect(sidebar).toContain('href="/docs/getting-started/install"');
    expect(sidebar).not.toContain('href="/docs/reference/config"');
    expect(sidebar.match(/menu__list-item--collapsed/g)).toHaveLength(2);
  });

  it("gives Guides a generated index page at /docs/category/guides, a card for each doc of the folder, in order", () => {
    const html = read("docs/category/guides/index.html");
    expect(html).toContain("Every guide, one card each.");
    const alerts = html.indexOf('href="/docs/guides/alerts"');
    const tuning = html.indexOf('href="/docs/guides/tuning"');
    expect(alerts).toBeGreaterThan(0);
    expect(tuning).toBeGreaterThan(alerts);
  });
});
