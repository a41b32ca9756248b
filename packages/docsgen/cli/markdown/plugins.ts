/**
 * A config's remark and rehype plugins, run where Docusaurus runs them (its mdx-loader): the
 * `beforeDefaultRemarkPlugins` before docsgen's own transforms (admonitions, heading ids), the
 * `remarkPlugins` after them, and the rehype lists, in turn, on the hast after the page's raw HTML is parsed.
 * Each plugin is also `use`d by the parser, for the syntax it adds (remark-math's `$…$`). A site without
 * plugins never loads this module's work: `pluginsOf` is one property check.
 */
import { join } from "node:path";
import type { Root as HastRoot } from "hast";
import type { Root } from "mdast";
import { type Pluggable, type Processor, unified } from "unified";
import { lineOf } from "../config/locate.ts";
import {
  type LivePlugin,
  type LivePlugins,
  type PluginList,
  type PluginSection,
  rememberedPlugins,
  rememberPlugins,
  takePlugins,
} from "../config/markdown-plugins.ts";
import { loadTsModule, readText } from "../config/module/load.ts";
import { readDocusaurusConfig } from "../config/presets/expand.ts";
import { CONFIG_FILE } from "../config/read.ts";
import { configPath } from "../config/resolve.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, fail } from "../diagnostics/diagnostic.ts";
import { profiling, timed, timedAsync } from "../diagnostics/profile.ts";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { markdownParser, mdxParser } from "./parsers.ts";

/** One section's plugins, ready to run: parsers with their syntax, and a processor per stage. */
export interface SectionPlugins {
  markdown: Processor;
  mdx: Processor;
  /** `beforeDefaultRemarkPlugins`, then `remarkPlugins`, then both rehype lists, each when it has plugins. */
  before?: Processor;
  after?: Processor;
  rehype?: Processor;
}

type SitePlugins = Partial<Record<PluginSection, SectionPlugins>>;

/** The plugins of each config this process built with, ready: `loadPlugins` fills it, `pluginsOf` reads it. */
const ready = new Map<string, SitePlugins>();
const keyOf = (config: ResolvedConfig) =>
  `${join(config.siteDir, config.configFile)}\0${JSON.stringify(config.markdown.plugins)}`;

/**
 * Makes the config's plugins ready in this thread, before its pages parse. The thread that loaded the config
 * has the functions; a worker thread loads the config again for them (only sites with plugins pay for it).
 */
export async function loadPlugins(config: ResolvedConfig): Promise<void> {
  const specs = config.markdown.plugins;
  if (!specs || ready.has(keyOf(config))) return;
  const file = join(config.siteDir, config.configFile);
  let live = rememberedPlugins(file, specs);
  if (!live) {
    let code = "";
    const docusaurus = config.configFile !== CONFIG_FILE;
    const loaded = await loadTsModule(file, config.configFile, {
      callDefault: docusaurus,
      onMissingPackage: docusaurus ? () => {} : undefined,
      onCompiled: (text) => {
        code = text;
      },
    });
    const taken = takePlugins(docusaurus ? (await readDocusaurusConfig(loaded, file)).user : loaded, code);
    if (JSON.stringify(taken.specs) !== JSON.stringify(specs))
      fail({
        code: "config-load",
        message: "changed while the site was building: its markdown plugins are not those the build started with",
        file: config.configFile,
        hint: "Build again.",
      });
    live = taken.live;
    rememberPlugins(file, specs, live);
  }
  const site: SitePlugins = {};
  for (const [section, lists] of Object.entries(live) as [PluginSection, LivePlugins[PluginSection]][]) {
    if (lists) site[section] = sectionPlugins(config, lists);
  }
  ready.set(keyOf(config), site);
}

/** The plugins of a section, once `loadPlugins` made them ready; undefined for a site without. */
export function pluginsOf(config: ResolvedConfig, section: PluginSection): SectionPlugins | undefined {
  if (!config.markdown.plugins) return undefined;
  const site = ready.get(keyOf(config));
  if (!site) throw new Error("internal: a page parses before its site's markdown plugins are loaded");
  return site[section];
}

/** Builds (and freezes, so each plugin's attacher runs now: a bad option is reported at the config) a section's processors. */
function sectionPlugins(config: ResolvedConfig, lists: Partial<Record<PluginList, LivePlugin[]>>): SectionPlugins {
  const list = (name: PluginList) => (lists[name] ?? []).map((p) => located(config, p, name));
  const remark = [...list("beforeDefaultRemarkPlugins"), ...list("remarkPlugins")];
  const rehype = [...list("beforeDefaultRehypePlugins"), ...list("rehypePlugins")];
  const processor = (plugins: Pluggable[]) =>
    plugins.length > 0 ? (unified().use(plugins).freeze() as unknown as Processor) : undefined;
  return {
    markdown: markdownParser(remark),
    mdx: mdxParser(remark),
    before: processor(list("beforeDefaultRemarkPlugins")),
    after: processor(list("remarkPlugins")),
    rehype: processor(rehype),
  };
}

/** What a plugin's failure reads as: the plugin by name and where the config lists it, the page, the cause. */
function located(config: ResolvedConfig, plugin: LivePlugin, list: PluginList): Pluggable {
  const written = configPath(config, plugin.spec.at);
  const kind = /Rehype/i.test(list) ? "rehype" : "remark";
  const failure = (error: unknown, page: { data?: Record<string, unknown> } | undefined): BuildError => {
    if (error instanceof BuildError) return error;
    const e = error as { message?: string; line?: number; column?: number; place?: { line?: number } };
    const where = page?.data?.docsgenFile;
    return new BuildError(
      [
        {
          severity: "error",
          code: "markdown-plugin",
          message: `the ${kind} plugin ${plugin.spec.name} (${written}) failed${where ? "" : " while it was set up"}: ${e?.message ?? String(error)}`,
          file: typeof where === "string" ? where : config.configFile,
          line:
            typeof where === "string"
              ? (e?.line ?? e?.place?.line)
              : lineOf(readText(join(config.siteDir, config.configFile)), written),
          hint: where
            ? "The plugin threw on this page: check the page around that line, and the plugin's options in the config (DEBUG=docsgen prints its stack)."
            : "Check the plugin's options in the config (DEBUG=docsgen prints its stack).",
        },
      ],
      { cause: error },
    );
  };
  const attacher = function (this: Processor, ...options: unknown[]) {
    let transformer: unknown;
    try {
      transformer = plugin.attacher.apply(this, options);
    } catch (error) {
      throw failure(error, undefined);
    }
    if (typeof transformer !== "function") return transformer;
    const run = profiling() ? timedTransformer(transformer as Transformer) : (transformer as Transformer);
    // unified tells a callback transformer by its parameter count: the wrapper keeps it.
    if (run.length >= 3)
      return (tree: unknown, file: { data?: Record<string, unknown> }, next: (...args: unknown[]) => void) => {
        try {
          run(tree, file, (error?: unknown, ...rest: unknown[]) => next(error ? failure(error, file) : error, ...rest));
        } catch (error) {
          throw failure(error, file);
        }
      };
    return (tree: unknown, file: { data?: Record<string, unknown> }) => {
      try {
        const out = run(tree, file);
        return out instanceof Promise ? out.catch((error: unknown) => Promise.reject(failure(error, file))) : out;
      } catch (error) {
        throw failure(error, file);
      }
    };
  };
  Object.defineProperty(attacher, "name", { value: plugin.attacher.name });
  return [attacher, ...plugin.options] as Pluggable;
}

/**
 * A site plugin's transformer that adds its time to the `plugins` stage of the page's version (a profiled
 * build, diagnostics/profile.ts): until it returns, or until its promise settles. Same parameter count.
 */
function timedTransformer(run: Transformer): Transformer {
  const fileOf = (file: { path?: string }) => file.path ?? "";
  if (run.length >= 3)
    return (tree, file, next) => timed("plugins", fileOf(file as { path?: string }), () => run(tree, file, next));
  return (tree, file) =>
    timed("plugins", fileOf(file as { path?: string }), () => {
      const out = run(tree, file);
      return out instanceof Promise ? timedAsync("plugins", fileOf(file as { path?: string }), () => out) : out;
    });
}

type Transformer = (
  tree: unknown,
  file: { data?: Record<string, unknown> },
  next?: (...args: unknown[]) => void,
) => unknown;

/**
 * Runs a processor's transformers on a page's tree: the tree they leave (a transformer may return a new one)
 * and what they reported on the file, as `markdown-plugin` messages.
 */
export function runPlugins<T extends Root | HastRoot>(
  processor: Processor,
  tree: T,
  page: { absPath: string; file: string },
): Promise<{ tree: T; messages: PluginMessage[] }> {
  return new Promise((resolve, reject) => {
    const file = { path: page.absPath, data: { docsgenFile: page.file } };
    (processor as unknown as Runner).run(tree, file, (error, out, done) => {
      if (error) return reject(error);
      const messages = (done?.messages ?? []).map(
        (m): PluginMessage => ({
          reason: m.source ? `${m.source}: ${m.reason}` : m.reason,
          ruleId: "markdown-plugin",
          line: m.line,
          column: m.column,
          fatal: m.fatal,
        }),
      );
      resolve({ tree: (out ?? tree) as T, messages });
    });
  });
}

interface Runner {
  run(
    tree: unknown,
    file: unknown,
    done: (
      error: unknown,
      tree?: unknown,
      file?: {
        messages: {
          reason: string;
          source?: string | null;
          line?: number | null;
          column?: number | null;
          fatal?: boolean | null;
        }[];
      },
    ) => void,
  ): void;
}
