/**
 * `@docusaurus/plugin-content-blog` as a site plugin's code imports it (`require(…).default`, `import`): a
 * plugin factory of Docusaurus's shape, for a site whose blog is its own plugin wrapping the blog plugin
 * (featured posts, category pages, filtered posts). `default(context, options)` returns `{ name,
 * loadContent, contentLoaded, getPathsToWatch }`: `loadContent` reads the posts with the options the wrapper
 * passes and gives them in Docusaurus's shape (blog/docusaurus-content.ts); `contentLoaded({ content })`
 * records the posts the content still has, in its order, with what the wrapper changed of their metadata
 * (blog/wrapper-edits.ts), and the build makes the blog of those, as it makes the classic preset's (the `blog`
 * of the config the site's plugins return, lifecycle.ts), from the posts read here (blog/preloaded.ts).
 */

import { join } from "node:path";
import { docusaurusBlogContent, postId } from "../../blog/docusaurus-content.ts";
import { loadPosts } from "../../blog/posts.ts";
import { deferredHighlighting, keepLoaded } from "../../blog/preloaded.ts";
import { type WrappedPost, wrapperEdits } from "../../blog/wrapper-edits.ts";
import { freezeBlog } from "../../config/blog-instances.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { blogSchema } from "../../config/schema/blog.ts";
import type { BlogConfig } from "../../config/types.ts";
import { applyDefaults, validate } from "../../config/validate.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { readMessages, translationFile } from "../../i18n/translations.ts";
import { type PluginPlace, pluginDiagnostic } from "./call.ts";
import { standInValidateOptions } from "./content-stand-ins.ts";

/** A blog a wrapping plugin built: its id, its settings for the locale, the posts its content kept. */
export interface PluginBlog {
  id: string;
  blog: ResolvedConfig["blog"];
  place: PluginPlace;
}

/** What the stand-in gathers for the build; one per run of the site's plugins. */
export interface BlogHost {
  /** The module a plugin's import of `@docusaurus/plugin-content-blog` gives, for the plugin at `place`. */
  module(place: PluginPlace): unknown;
  blogs: PluginBlog[];
  diagnostics: Diagnostic[];
}

export function blogHost(config: ResolvedConfig): BlogHost {
  const blogs: PluginBlog[] = [];
  const diagnostics: Diagnostic[] = [];
  const warn = (place: PluginPlace, message: string, hint: string) =>
    diagnostics.push(pluginDiagnostic(config, place, { severity: "warning", message, hint }));
  const factory = (place: PluginPlace) => (_context: unknown, given: unknown) => {
    const { id: rawId, ...options } = (typeof given === "object" && given !== null ? given : {}) as Record<
      string,
      unknown
    >;
    const id = typeof rawId === "string" && rawId !== "" ? rawId : "default";
    const blog = resolveBlog(config, { place, id, options }, diagnostics);
    // The posts as the build would read them, translations included: the build takes them (blog/preloaded.ts).
    const overlay = blogOverlay(config, id, blog.dir);
    const locale = overlay ? { locale: { ...config.locale, overlays: [...config.locale.overlays, overlay] } } : {};
    const own: ResolvedConfig = { ...config, blog, ...locale };
    // Code blocks are highlighted once, by the build's highlighting, when the build takes the posts.
    const highlighting = deferredHighlighting();
    let loaded: Awaited<ReturnType<typeof loadPosts>> | undefined;
    // Each post's metadata as given, copied before the wrapper sees it: what it changes is read against it.
    const before = new Map<string, { metadata: Record<string, unknown>; body: string }>();
    return {
      name: "docusaurus-plugin-content-blog",
      options: { id, ...options },
      async loadContent() {
        loaded = await loadPosts(own, highlighting);
        const content = docusaurusBlogContent(own, loaded.posts, loaded.authors);
        const bodies = new Map(loaded.posts.map((p) => [postId(own, p), p.body]));
        for (const { id, metadata } of content.blogPosts as { id: string; metadata: Record<string, unknown> }[])
          before.set(id, { metadata: structuredClone(metadata), body: bodies.get(id) ?? "" });
        return content;
      },
      async contentLoaded({ content }: { content?: { blogPosts?: unknown } }) {
        const known = new Set(before.keys());
        const given = Array.isArray(content?.blogPosts) ? content.blogPosts : undefined;
        if (!given) {
          warn(
            place,
            "gives the blog plugin's contentLoaded a content without a `blogPosts` array: its blog is built with every post",
            "Pass on the content the blog plugin's loadContent returned, with `blogPosts` filtered or reordered.",
          );
        }
        const ids = (given ?? [...known].map((id) => ({ id }))).map((p) => (p as { id?: unknown })?.id);
        const unknown = ids.filter((i) => typeof i !== "string" || !known.has(i));
        if (unknown.length > 0)
          warn(
            place,
            `gives the blog plugin posts it did not load (${unknown.map((i) => JSON.stringify(i)).join(", ")}): they are not built`,
            "docsgen builds the posts of the blog's folder; a post the plugin makes up needs a file there.",
          );
        const selected = [...new Set(ids.filter((i): i is string => typeof i === "string" && known.has(i)))];
        const changed = wrapperEdits(own, wrappedPosts(given ?? [], selected, before));
        for (const finding of changed.findings) diagnostics.push(pluginDiagnostic(config, place, finding));
        const edits = Object.keys(changed.edits).length > 0 ? { edits: changed.edits } : {};
        const made = { ...blog, selected, ...edits };
        if (loaded) keepLoaded(made, own, loaded, highlighting);
        blogs.push({ id, place, blog: made });
      },
      getPathsToWatch: () => [blog.dir],
    };
  };
  return {
    blogs,
    diagnostics,
    // The factory itself, with `default` and `__esModule`: `require(…).default` finds it, and so does an ES
    // module's default import, which Node gives the whole CommonJS module and Docusaurus's loader its default.
    module: (place) =>
      Object.assign(factory(place), {
        __esModule: true,
        default: factory(place),
        // A wrapping plugin's validateOptions calls it (content-stand-ins.ts); `default` reads the options.
        validateOptions: standInValidateOptions,
      }),
  };
}

/** The first post object of each kept id, with the stand-in's metadata of it (blog/wrapper-edits.ts). */
function wrappedPosts(
  given: readonly unknown[],
  selected: readonly string[],
  before: ReadonlyMap<string, { metadata: Record<string, unknown>; body: string }>,
): WrappedPost[] {
  const first = new Map<string, Record<string, unknown>>();
  for (const post of given)
    if (typeof post === "object" && post !== null) {
      const { id } = post as { id?: unknown };
      if (typeof id === "string" && !first.has(id)) first.set(id, post as Record<string, unknown>);
    }
  return selected.flatMap((id) => {
    const was = before.get(id);
    const post = first.get(id);
    return was && post ? [{ id, before: was.metadata, body: was.body, given: post }] : [];
  });
}

const MARKDOWN_PLUGIN_KEYS = [
  "beforeDefaultRemarkPlugins",
  "remarkPlugins",
  "beforeDefaultRehypePlugins",
  "rehypePlugins",
];

/** The options a wrapper passes, validated and defaulted as the config's `blog` is, frozen for the locale. */
function resolveBlog(
  config: ResolvedConfig,
  blog: { place: PluginPlace; id: string; options: Record<string, unknown> },
  diagnostics: Diagnostic[],
): ResolvedConfig["blog"] {
  const { place, id, options } = blog;
  // The markdown plugins docsgen runs are read with the config (config/markdown-plugins.ts), not from here.
  for (const key of MARKDOWN_PLUGIN_KEYS.filter((k) => Array.isArray(options[k]) && options[k].length > 0))
    diagnostics.push(
      pluginDiagnostic(config, place, {
        severity: "warning",
        code: "config-ignored",
        message: `passes the blog plugin ${key}, which docsgen does not run from a site plugin: the posts are built without them`,
        hint: "Posts that need the plugin's syntax render it as plain markdown; the manual's Site plugins page says more.",
      }),
    );
  const problems = validate(options, blogSchema);
  for (const p of problems)
    diagnostics.push(
      pluginDiagnostic(config, place, {
        severity: p.warning ? "warning" : "error",
        code: p.warning ? "config-ignored" : "config-invalid",
        message: `passes the blog plugin the option ${p.path}, which ${p.message}`,
        hint: p.hint ?? "Give the blog plugin the options the classic preset's `blog` takes.",
      }),
    );
  if (problems.some((p) => !p.warning)) throw new BuildError(diagnostics.filter((d) => d.severity === "error"));
  const locale = config.i18n.locales.find((l) => l.name === config.locale.lang);
  const messages = locale
    ? readMessages(
        config.siteDir,
        translationFile(locale.dir, "blog", undefined, id === "default" ? undefined : id),
        [],
      )
    : {};
  return freezeBlog(applyDefaults(options, blogSchema) as BlogConfig, {
    siteDir: config.siteDir,
    title: config.title,
    strings: config.locale.strings.server,
    messages,
    enabled: true,
  });
}

/**
 * The translations folder over a plugin's blog in a translated locale (`i18n/<locale>/docusaurus-plugin-content-
 * blog[-<id>]`), when the locale's overlays have none for its folder: the stand-in reads the posts through it
 * (blog-plugin.ts), and so does the build.
 */
export function blogOverlay(config: ResolvedConfig, id: string, dir: string): [string, string] | undefined {
  const locale = config.i18n.locales.find((l) => l.name === config.locale.lang);
  if (!locale || config.locale.overlays.length === 0 || config.locale.overlays.some(([from]) => from === dir))
    return undefined;
  return [dir, join(locale.dir, `docusaurus-plugin-content-blog${id === "default" ? "" : `-${id}`}`)];
}
