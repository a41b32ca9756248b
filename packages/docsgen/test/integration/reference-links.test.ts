import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 15, part 5: reference-style links resolve and are checked exactly like inline links, and a `.md`
// path is looked up from the file, then from the docs folder (fixture: reference-links).
let out: string;
let stdout: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
/** The content's anchors as `text → href`. */
const anchors = (html: string) =>
  [...(html.match(/<article[\s\S]*<\/article>/)?.[0] ?? "").matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );

beforeAll(async () => {
  const site = copyFixture("reference-links");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  stdout = r.stdout + r.stderr;
});

describe("reference-style links (issue 15, part 5)", () => {
  it("rewrites full, collapsed and shortcut references to their routes, anchors kept", () => {
    const links = anchors(read("docs/guide/install/index.html"));
    expect(links).toContain("the Podman page → /refs/docs/tools/podman");
    // Labels match case-insensitively; the title is kept.
    expect(read("docs/guide/install/index.html")).toMatch(
      /<a href="\/refs\/docs\/tools\/docker#running" title="Docker">Docker<\/a>/,
    );
    expect(links).toContain("setup → /refs/docs/guide/setup");
    expect(links).toContain("Rootless → /refs/docs/tools/podman#rootless-mode");
    expect(anchors(read("docs/intro/index.html"))).toContain("Podman → /refs/docs/tools/podman#rootless-mode");
  });

  it("copies an image reference's file like an inline image", () => {
    expect(read("docs/guide/install/index.html")).toMatch(
      /<img src="\/refs\/assets\/images\/flow-[0-9a-f]{8}\.svg" alt="The install flow"\/>/,
    );
  });

  it("leaves an undefined label as text, as CommonMark does", () => {
    expect(read("docs/guide/install/index.html")).toContain("[not defined][nowhere]");
  });

  it("reports a broken reference at its definition, and no other link", () => {
    expect(stdout).toMatch(/, 2 warnings$/m);
    expect(stdout).toContain('docs/guide/install.md:18:1: warning [markdown-link-broken] markdown link "./removed.md"');
  });

  it("checks anchors of reference links like inline ones", () => {
    expect(stdout).toMatch(/docs\/guide\/setup\.md:7:1: warning \[[a-z-]+\] .*#no-such-section/);
    expect(stdout).not.toContain("rootless-mode");
  });
});

describe(".md lookup (issue 15, part 5)", () => {
  it("resolves a relative path from the docs folder when it is not next to the file", () => {
    expect(anchors(read("docs/guide/setup/index.html"))).toContain("the tools folder → /refs/docs/tools/podman");
  });

  it("resolves an absolute path from the docs folder in a definition", () => {
    expect(anchors(read("docs/guide/setup/index.html"))).toContain("the introduction → /refs/docs/intro");
  });
});
