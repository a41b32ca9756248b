import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BlogPost, LoadedBlog } from "../../../cli/blog/posts.ts";
import { deferredHighlighting, keepLoaded, takeLoaded } from "../../../cli/blog/preloaded.ts";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";
import type { CodeRequest } from "../../../cli/highlight/protocol.ts";
import type { Highlighting } from "../../../cli/highlight/service.ts";

// Issue 50, point 1: a wrapped blog's posts are read once, by the blog plugin's stand-in, and the build takes
// them; their code is highlighted by the build's highlighting, once.

const siteDir = mkdtempSync(join(tmpdir(), "docsgen-preloaded-"));

/** What takeLoaded reads of a config: the blog's folder and settings, overlays, theme folders, imports. */
function configOf(extra: Partial<ResolvedConfig> = {}): ResolvedConfig {
  const blog = { dir: join(siteDir, "blog") } as ResolvedConfig["blog"];
  return { siteDir, blog, locale: { overlays: [] }, ...extra } as unknown as ResolvedConfig;
}

const loadedBlog = (): LoadedBlog => ({
  posts: [{ file: "blog/a.md" }, { file: "blog/b.md" }] as BlogPost[],
  authors: new Map(),
  findings: [],
});

/** Highlighting that answers each block with its code, counting the blocks it was sent. */
function counting(): Highlighting & { sent: CodeRequest[] } {
  const sent: CodeRequest[] = [];
  return {
    sent,
    highlight: (blocks) => {
      sent.push(...blocks);
      return Promise.resolve(blocks.map((b) => `<pre>${b.code}</pre>`));
    },
    connect: () => {
      throw new Error("unused");
    },
    close: () => Promise.resolve(),
  };
}

const block = (code: string) => ({ code, lang: "js" }) as unknown as CodeRequest;

describe("a wrapped blog's posts, read once", () => {
  it("holds the stand-in's code blocks until the build's highlighting is attached, then sends each once", async () => {
    const deferred = deferredHighlighting();
    let answered: string[] | undefined;
    const pending = deferred.highlight([block("a")]).then((html) => {
      answered = html;
    });
    await Promise.resolve();
    expect(answered).toBeUndefined();
    expect(await deferred.highlight([])).toEqual([]);
    const build = counting();
    deferred.attach(build);
    await pending;
    expect(answered).toEqual(["<pre>a</pre>"]);
    expect(await deferred.highlight([block("b")])).toEqual(["<pre>b</pre>"]);
    expect(build.sent.map((b) => b.code)).toEqual(["a", "b"]);
  });

  it("gives the build the posts the stand-in loaded, once, and attaches the build's highlighting", async () => {
    const config = configOf();
    const loaded = loadedBlog();
    const deferred = deferredHighlighting();
    const code = deferred.highlight([block("x")]);
    keepLoaded(config.blog, config, loaded, deferred);
    const build = counting();
    expect(takeLoaded({ ...config }, build)).toBe(loaded);
    expect(await code).toEqual(["<pre>x</pre>"]);
    expect(takeLoaded(config, build)).toBeUndefined();
  });

  it("lets the build read them again when its config parses them otherwise", () => {
    const stale = (change: Partial<ResolvedConfig>) => {
      const config = configOf();
      keepLoaded(config.blog, config, loadedBlog(), deferredHighlighting());
      return takeLoaded({ ...config, ...change }, counting());
    };
    // The site's code imports a post (it is then compiled as a component), or a translation overlays the folder.
    expect(stale({ markdownImports: ["blog/b.md"] })).toBeUndefined();
    const overlays = [[join(siteDir, "blog"), join(siteDir, "i18n/fr/docusaurus-plugin-content-blog")]];
    expect(stale({ locale: { overlays } } as unknown as Partial<ResolvedConfig>)).toBeUndefined();
    // What does not change how posts parse keeps them: an import of a doc, another folder's overlay.
    expect(stale({ markdownImports: ["docs/x.md"] })).toBeDefined();
    const docs = [[join(siteDir, "docs"), join(siteDir, "i18n/fr/docusaurus-plugin-content-docs/current")]];
    expect(stale({ locale: { overlays: docs } } as unknown as Partial<ResolvedConfig>)).toBeDefined();
  });
});
