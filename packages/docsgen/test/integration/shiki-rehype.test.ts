import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";
import { withPackages } from "../helpers/docusaurus-plugins.ts";

// Issue 52, point 2: a site that highlights its code with its own rehype plugin (@shikijs/rehype, with a theme
// and transformers) keeps that plugin's output, as Docusaurus shows it; the blocks it leaves (a language it
// was not given, no language) are docsgen's. Fixture: docusaurus-shiki.

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
/** The code blocks of a page, in order: each `<pre …>` opening tag. */
const pres = (html: string) => [...html.matchAll(/<pre[^>]*>/g)].map((m) => m[0]);

beforeAll(async () => {
  site = withPackages(copyFixture("docusaurus-shiki"), ["@shikijs/rehype", "@shikijs/transformers"]);
  result = await buildInProcess(site);
});

describe("a site's own Shiki rehype plugin", () => {
  it("builds without a warning about it", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/rehype|shiki|error/i);
  });

  it("keeps the plugin's theme and transformers on the blocks it highlighted, in docsgen's code block frame", () => {
    const html = read("docs/intro/index.html");
    const blocks = pres(html);
    expect(blocks).toHaveLength(6);
    // bash, js {2}, the ts diff and the js focus block: the plugin's theme.
    for (const pre of blocks.slice(0, 4)) expect(pre).toContain('class="shiki catppuccin-mocha');
    expect(blocks[2]).toContain("has-diff");
    expect(blocks[3]).toContain("has-focused");
    expect(html).toMatch(/<span class="line highlighted"><span style="color:#[0-9A-F]{6}">const/);
    expect(html).toContain('class="line diff remove"');
    expect(html).toContain('class="line diff add"');
    expect(html).toContain('class="line focused"');
    // The notation comments are the transformers' input, not the page's text.
    expect(html).not.toContain("[!code");
    // The copy button finds the block: the client looks for .theme-code-block … .codeBlockContent.
    expect(html).toContain(
      '<div class="theme-code-block"><div class="codeBlockContent"><pre class="shiki catppuccin-mocha"',
    );
  });

  it("leaves the blocks the plugin did not take to docsgen's highlighting", () => {
    const blocks = pres(read("docs/intro/index.html"));
    // python (not among the plugin's languages) and the block without a language.
    for (const pre of blocks.slice(4)) expect(pre).toContain('class="shiki docsgen"');
    expect(read("docs/intro/index.html")).toContain("plain text stays plain");
  });

  it("highlights blog posts with the blog's plugins too", () => {
    const html = read("blog/2026/03/02/release/index.html");
    expect(pres(html).every((pre) => pre.includes("catppuccin-mocha"))).toBe(true);
    expect(html).toContain('<span class="line highlighted">');
  });
});
