import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveUrl } from "../../../cli/model/link-resolver.ts";

describe("link resolution", () => {
  it("keeps a malformed percent escape instead of crashing the build", () => {
    const config = {
      baseUrl: "/b/",
      siteDir: "/s",
      staticDir: "/s/static",
      docs: { dir: "/s/docs", routeBasePath: "docs" },
      locale: { overlays: [] },
    };
    const source = { absPath: "/s/docs/a.md", route: "/docs/a" } as Parameters<typeof resolveUrl>[1];
    const ctx = { config, routeOfFile: new Map() } as unknown as Parameters<typeof resolveUrl>[0];
    expect(resolveUrl(ctx, source, "/docs/%E0%A4%A#%zz", false)).toMatchObject({
      kind: "route",
      route: "/docs/%E0%A4%A",
      hash: "%zz",
    });
  });
});

// Issue 33, part 6: URLs resolve as Docusaurus resolves them, on a real folder.
describe("link resolution as in Docusaurus", () => {
  const site = mkdtempSync(join(tmpdir(), "docsgen-links-"));
  const outside = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
  for (const [rel, text] of [
    ["docs/guide/index.md", "# Guide"],
    ["docs/guide/setup.md", "# Setup"],
    ["docs/guide/spec.pdf", "%PDF"],
    ["docs/intro.md", "# Intro"],
    ["static/img/a.png", "png"],
    ["assets/logo.svg", "<svg/>"],
  ]) {
    mkdirSync(dirname(join(site, rel)), { recursive: true });
    writeFileSync(join(site, rel), text);
  }
  writeFileSync(join(outside, "secret.pdf"), "%PDF");
  symlinkSync(join(outside, "secret.pdf"), join(site, "docs/guide/leak.pdf"));
  const config = {
    baseUrl: "/base/",
    siteDir: site,
    staticDir: join(site, "static"),
    docs: { dir: join(site, "docs"), routeBasePath: "docs" },
    locale: { overlays: [] },
  };
  const ctx = {
    config,
    routeOfFile: new Map([
      [join(site, "docs/guide/index.md"), "/docs/guide"],
      [join(site, "docs/guide/setup.md"), "/docs/guide/setup"],
      [join(site, "docs/intro.md"), "/docs/intro"],
    ]),
  } as unknown as Parameters<typeof resolveUrl>[0];
  const index = { absPath: join(site, "docs/guide/index.md"), route: "/docs/guide", kind: "doc", frontMatter: {} };
  const setup = {
    absPath: join(site, "docs/guide/setup.md"),
    route: "/docs/guide/setup",
    kind: "doc",
    frontMatter: {},
  };
  const at = (source: typeof index, url: string, image = false) => resolveUrl(ctx, source, url, image);

  it("does not add the base URL to a path that carries it", () => {
    expect(at(setup, "/base/docs/intro#x")).toMatchObject({ route: "/docs/intro", href: "/base/docs/intro#x" });
    expect(at(setup, "/base")).toMatchObject({ route: "/", href: "/base/" });
    expect(at(setup, "/docs/intro")).toMatchObject({ route: "/docs/intro", href: "/base/docs/intro" });
    expect(at(setup, "/base/img/a.png", true)).toEqual({ kind: "static", href: "/base/img/a.png" });
  });

  it("resolves relative URLs of an index doc from its folder (its URL ends in / in Docusaurus)", () => {
    expect(at(index, "./setup")).toMatchObject({ route: "/docs/guide/setup" });
    expect(at(index, "../intro")).toMatchObject({ route: "/docs/intro" });
    expect(at(setup, "./intro")).toMatchObject({ route: "/docs/guide/intro" });
    expect(at({ ...index, frontMatter: { slug: "/guide-home" } }, "./setup")).toMatchObject({ route: "/docs/setup" });
    expect(at({ ...setup, frontMatter: { slug: "setup/" } }, "./more")).toMatchObject({
      route: "/docs/guide/setup/more",
    });
  });

  it("reads @site/ paths from the site folder: docs, files and images", () => {
    expect(at(setup, "@site/docs/intro.md#top")).toMatchObject({ kind: "route", href: "/base/docs/intro#top" });
    expect(at(setup, "@site/assets/logo.svg", true)).toEqual({ kind: "asset", absPath: join(site, "assets/logo.svg") });
    expect(at(setup, "@site/assets/logo.svg")).toEqual({ kind: "asset", absPath: join(site, "assets/logo.svg") });
    expect(at(setup, "@site/assets/none.pdf")).toMatchObject({ kind: "missing" });
    const outOfSite = `@site/../${basename(outside)}/secret.pdf`;
    expect(at(setup, outOfSite)).toEqual({ kind: "outside", target: outOfSite });
    expect(at(setup, outOfSite, true)).toEqual({ kind: "outside", target: outOfSite });
  });

  it("publishes a file linked next to the doc, never one outside the site", () => {
    expect(at(setup, "./spec.pdf")).toEqual({ kind: "asset", absPath: join(site, "docs/guide/spec.pdf") });
    expect(at(setup, "./leak.pdf")).toEqual({ kind: "outside", target: "./leak.pdf" });
    expect(at(setup, "./page.html")).toMatchObject({ kind: "route", route: "/docs/guide/page.html" });
  });

  it("takes pathname:// as Docusaurus's escape hatch: not resolved, a link under the base URL", () => {
    expect(at(setup, "pathname:///files/x.pdf")).toEqual({ kind: "external", href: "/base/files/x.pdf" });
    expect(at(setup, "pathname:///img/x.png", true)).toEqual({ kind: "external", href: "/img/x.png" });
  });
});

// Real-sites survey (capacitor-docs): `/cordova/x.md` in versioned_docs/version-v2 is that version's file, as
// Docusaurus resolves an absolute markdown link against the version's content folder. docsgen looked in the
// current docs: 93 false broken links, and links silently sent to the current version's page.
describe("absolute markdown links in an older version", () => {
  const site = "/s";
  const config = {
    baseUrl: "/",
    siteDir: site,
    staticDir: "/s/static",
    docs: {
      dir: "/s/docs",
      routeBasePath: "docs",
      versions: [
        { dir: "/s/docs", routeBasePath: "docs/next" },
        { dir: "/s/versioned_docs/version-v2", routeBasePath: "docs/v2" },
      ],
    },
    locale: { overlays: [] },
  };
  const ctx = {
    config,
    routeOfFile: new Map([
      ["/s/docs/apis/toast.md", "/docs/next/apis/toast"],
      ["/s/versioned_docs/version-v2/apis/toast.md", "/docs/v2/apis/toast"],
      ["/s/versioned_docs/version-v2/cordova/plugins.md", "/docs/v2/cordova/plugins"],
    ]),
  } as unknown as Parameters<typeof resolveUrl>[0];
  const old = { absPath: "/s/versioned_docs/version-v2/plugins/official.md", route: "/docs/v2/plugins/official" };
  const current = { absPath: "/s/docs/plugins/official.md", route: "/docs/next/plugins/official" };

  it("resolve within the source's version", () => {
    expect(resolveUrl(ctx, old, "/cordova/plugins.md", false)).toMatchObject({ route: "/docs/v2/cordova/plugins" });
    expect(resolveUrl(ctx, old, "/apis/toast.md", false)).toMatchObject({ route: "/docs/v2/apis/toast" });
    expect(resolveUrl(ctx, current, "/apis/toast.md", false)).toMatchObject({ route: "/docs/next/apis/toast" });
    expect(resolveUrl(ctx, current, "/cordova/plugins.md", false)).toMatchObject({ kind: "missing" });
  });
});
