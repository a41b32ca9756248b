/**
 * A wrapped blog's posts, read once. The blog plugin's stand-in (plugins/docusaurus/blog-plugin.ts) must read
 * and parse the posts when the site's plugin calls its `loadContent`, before the build; the build then takes
 * those posts instead of reading them again (pipeline/blogs.ts), unless what parsing reads of the config
 * changed between the two (a plugin's theme folder, a post the site's code imports).
 *
 * The posts are kept by their blog's settings object (the `blog` the stand-in puts into the build's config):
 * they hold syntax trees and pending highlighting, which the config, plain data copied to worker threads,
 * cannot. A WeakMap, so a run whose build never takes them lets them go with its config.
 */
import { sep } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { CodeRequest } from "../highlight/protocol.ts";
import type { Highlighting } from "../highlight/service.ts";
import { themeOverrides } from "../theme/overrides.ts";
import type { LoadedBlog } from "./posts.ts";

/**
 * Highlighting that waits for the build's: the stand-in parses before the build's highlight thread exists.
 * Each post's blocks are sent once it is given one (`attach`), so code is highlighted once, by the build.
 */
export interface DeferredHighlighting extends Highlighting {
  attach(highlighting: Highlighting): void;
}

export function deferredHighlighting(): DeferredHighlighting {
  const waiting: { blocks: CodeRequest[]; resolve: (html: string[]) => void; reject: (e: unknown) => void }[] = [];
  let target: Highlighting | undefined;
  return {
    highlight(blocks) {
      if (blocks.length === 0) return Promise.resolve([]);
      if (target) return target.highlight(blocks);
      return new Promise((resolve, reject) => waiting.push({ blocks, resolve, reject }));
    },
    attach(highlighting) {
      target = highlighting;
      for (const w of waiting.splice(0)) highlighting.highlight(w.blocks).then(w.resolve, w.reject);
    },
    connect() {
      throw new Error("internal: the blog plugin's stand-in hands out no highlighting ports");
    },
    close: () => Promise.resolve(),
  };
}

interface Kept {
  loaded: LoadedBlog;
  highlighting: DeferredHighlighting;
  /** What parsing read of the stand-in's config (parseInputs). */
  inputs: string;
}

const kept = new WeakMap<ResolvedConfig["blog"], Kept>();

/** Keeps what the stand-in loaded with `config`, for the build of the blog of the settings `blog`. */
export function keepLoaded(
  blog: ResolvedConfig["blog"],
  config: ResolvedConfig,
  loaded: LoadedBlog,
  highlighting: DeferredHighlighting,
): void {
  kept.set(blog, { loaded, highlighting, inputs: parseInputs(config, loaded) });
}

/**
 * The posts the stand-in loaded for this blog, once, their code sent to the build's `highlighting`; undefined
 * for a blog of the config, or when the build's config parses them otherwise (then they are read again).
 */
export function takeLoaded(config: ResolvedConfig, highlighting: Highlighting): LoadedBlog | undefined {
  const found = kept.get(config.blog);
  if (!found) return undefined;
  kept.delete(config.blog);
  if (found.inputs !== parseInputs(config, found.loaded)) return undefined;
  found.highlighting.attach(highlighting);
  return found.loaded;
}

/**
 * What reading and parsing a blog's posts takes from the config besides the blog's own settings and what
 * every run has alike: which translations overlay its folder, the site's theme components (an MDX post that
 * imports one is compiled with the site's code), and which of its posts the site's code imports.
 */
function parseInputs(config: ResolvedConfig, loaded: LoadedBlog): string {
  const dir = config.blog.dir;
  const related = (a: string, b: string) => a === b || a.startsWith(b + sep);
  const overlays = config.locale.overlays.filter(([from]) => related(from, dir) || related(dir, from));
  const files = new Set(loaded.posts.map((p) => p.file));
  return JSON.stringify([
    overlays,
    [...(themeOverrides(config.siteDir, config.themeDirs) ?? [])].sort(),
    (config.markdownImports ?? []).filter((f) => files.has(f)),
  ]);
}
