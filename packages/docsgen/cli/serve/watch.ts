import { type ChildProcess, fork } from "node:child_process";
import { statSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import type { Readable } from "node:stream";
import chokidar from "chokidar";
import { outOfMemoryReports } from "../config/module/supervised.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { type Logger, report } from "../diagnostics/log.ts";
import { rootDirOf } from "../paths/contain.ts";
import { siteThemeDir } from "../theme/components.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { LiveReload } from "./live-reload.ts";
import type { WorkerReply, WorkerRequest } from "./watch-worker.ts";

export interface WatchSession {
  live: LiveReload;
  /** Resolves after the first build (successful or not). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * The generator's own sources, when it runs from them (a checkout: the bin bundles them afresh when they
 * change). An installed copy under node_modules does not change while it runs, so nothing is watched there.
 */
export function generatorSources(packageRoot = PACKAGE_ROOT): string[] {
  if (/[\\/]node_modules[\\/]/.test(packageRoot)) return [];
  return ["cli", "templates", "client", "shared"].map((d) => join(packageRoot, d));
}

/**
 * Generator or config changes (the translation files of `i18n/` included: the interface text, the labels)
 * restart the build worker, so new code is loaded; content edits, translated pages too, do not.
 */
function needsFreshWorker(file: string, config: ResolvedConfig, generator: string[]): boolean {
  return (
    file === join(config.siteDir, config.configFile) ||
    (file.startsWith(join(config.siteDir, "i18n") + sep) && file.endsWith(".json")) ||
    generator.some((dir) => file.startsWith(dir + sep))
  );
}

/**
 * An authors map or a blog tags file added or removed (the blog's, or a translation's): the client bundle's App
 * and its blog extras depend on whether there is one (threads/threads.ts clientOptions, blog/extras.ts), and a
 * watch session bundles its client once.
 */
function authorsMapCameOrWent(file: string, event: string, config: ResolvedConfig): boolean {
  if (event !== "add" && event !== "unlink") return false;
  // Every blog's: the default one's and each other instance's (config/blog-instances.ts).
  const blogs = [config.blog, ...(config.blogInstances ?? []).map((i) => i.blog)];
  const known = blogs.flatMap((blog) => [blog.authorsMap, blog.tags && join(blog.dir, blog.tags.file)]);
  return known.some(
    (known) =>
      known !== undefined &&
      basename(file) === basename(known) &&
      (file === known || file.startsWith(join(config.siteDir, "i18n") + sep)),
  );
}

/**
 * A file of the site's `src/theme` added or removed (its `MDXComponents` among them): which pages are built
 * with the site's components, what MDX's provider gives them and which theme components the site overrides
 * come from them, looked for once per process (react/mdx-components.ts, theme/overrides.ts).
 */
function themeFileCameOrWent(file: string, event: string, config: ResolvedConfig): boolean {
  return (event === "add" || event === "unlink") && file.startsWith(siteThemeDir(config.siteDir) + sep);
}

/** A change the build worker cannot take in: a new one is started, which builds the site afresh. */
export function needsRestart(change: { file: string; event: string }, config: ResolvedConfig, generator: string[]) {
  const { file, event } = change;
  return (
    needsFreshWorker(file, config, generator) ||
    authorsMapCameOrWent(file, event, config) ||
    themeFileCameOrWent(file, event, config)
  );
}

/**
 * The site's stylesheets and the folders they sit in (where the files they `@import` and the fonts they
 * name usually are); a stylesheet in the site folder itself is watched alone. A change rebuilds, and the
 * build bundles the stylesheet again (cache/memory-context.ts).
 */
function styleSources(config: ResolvedConfig): string[] {
  // The client modules too (a package's are not watched: node_modules is ignored).
  const files = [...config.customCss, ...(config.clientModules ?? [])];
  return files.map((file) => (dirname(file) === config.siteDir ? file : dirname(file)));
}

/**
 * chokidar reports a change to a file at most once in 50 ms and drops the rest (its own throttle), so a
 * second save soon after the first (a formatter after the editor, a fix right after an error) would go
 * unseen. Each reported file is looked at again once that window has passed, and rebuilt if it changed.
 */
const LOOK_AGAIN_MS = 80;

/** What a file is now, for telling whether it changed (`missing` when it is gone). */
function stamp(file: string): string {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}:${s.ino}`;
  } catch {
    return "missing";
  }
}

/**
 * Watch mode: chokidar reports changes, a build worker process rebuilds (incrementally for markdown),
 * open pages reload through server-sent events or show the located error until the file is fixed.
 */
export function startWatching(config: ResolvedConfig, outDirOption: string, log: Logger): WatchSession {
  const live = new LiveReload(config.locale.strings.server.rebuildFailed);
  let worker: ChildProcess | undefined;
  /** When the first change not yet built was seen (a build covers every change before it starts). */
  let pending: { since: number } | undefined;
  let running = false;
  let closed = false;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((r) => {
    resolveReady = r;
  });

  const env = { ...process.env };
  const reports = new WeakMap<ChildProcess, () => string | undefined>();
  const spawnWorker = () => {
    worker?.kill();
    const child = fork(
      join(PACKAGE_ROOT, "bin", "docsgen.js"),
      // The root last: the worker resolves the config as this process did (`--root`, or the site folder).
      ["__watch-worker", config.siteDir, outDirOption, config.locale.lang, rootDirOf(config)],
      {
        // fd 3: what the worker reports should it run out of memory in the site's code (supervised.ts).
        stdio: ["ignore", "inherit", "inherit", "pipe", "ipc"],
        env: { ...env, DOCSGEN_SUPERVISED: "1" },
      },
    );
    reports.set(child, outOfMemoryReports(child.stdio[3] as Readable));
    worker = child;
    return new Promise<void>((resolve) => child.once("message", () => resolve()));
  };

  const run = async () => {
    if (running || !pending) return;
    running = true;
    const { since } = pending;
    pending = undefined;
    const request: WorkerRequest = { type: "build" };
    const current = worker;
    const reply = await new Promise<WorkerReply>((resolve) => {
      if (!current) return;
      // A worker that dies during a build (killed, out of memory) never replies: say so, start another.
      // ("close": its fd 3 has been read to the end.)
      const died = (code: number | null, signal: string | null) =>
        resolve({
          type: "failed",
          ms: 0,
          message:
            (signal === "SIGABRT" ? reports.get(current)?.() : undefined) ??
            `docsgen: the build process stopped (${signal ?? `exit code ${code}`})`,
        });
      current.once("close", died);
      current.once("message", (m: WorkerReply) => {
        current.off("close", died);
        resolve(m);
      });
      current.send(request);
    });
    if (current && (current.exitCode !== null || current.signalCode !== null) && !closed && current === worker) {
      // The new worker rebuilds once it is ready; an injected crash (tests) happens once, so it runs to the end.
      delete env.DOCSGEN_CRASH_AT;
      void spawnWorker().then(schedule);
    }
    const total = Math.round(performance.now() - since);
    if (reply.type === "built") {
      // The site's plugins' files and getPathsToWatch: known once a build has run them.
      const more = (reply.watch ?? []).filter((p) => !pluginPaths.has(p));
      for (const p of more) pluginPaths.add(p);
      if (more.length > 0) watcher.add(more);
      const wasFailed = live.failed !== undefined;
      live.failed = undefined;
      // Pages are served with the generation of the last build that changed any page: a build that
      // changed none (a second event for the same save) must not make a page that just reloaded reload
      // again when it connects.
      if (reply.routes.length > 0) live.generation++;
      report(log, reply.diagnostics);
      const what =
        reply.routes.length === 0
          ? "no pages changed"
          : reply.routes.length > 5
            ? `${reply.routes.length} pages`
            : reply.routes.join(", ");
      log.info(`docsgen: rebuilt ${what} in ${reply.ms} ms (${total} ms after the change)`);
      const paths = reply.routes.map((r) => config.baseUrl + r.slice(1));
      live.send(wasFailed ? "recovered" : "reload", { paths });
    } else {
      live.failed = reply.message;
      log.error(reply.message);
      log.error("docsgen: build failed; still serving the last good pages");
      live.send("failed", { message: reply.message, headline: live.headline });
    }
    running = false;
    resolveReady();
    if (pending) void run();
  };

  const schedule = () => {
    pending ??= { since: performance.now() };
    // A short debounce merges the burst of events one editor save produces.
    setTimeout(() => void run(), 5);
  };

  const generator = generatorSources();
  const pluginPaths = new Set<string>();
  const watcher = chokidar.watch(
    [
      config.docs.dir,
      config.pagesDir,
      ...(config.pagesInstances ?? []).map((p) => p.dir),
      config.staticDir,
      ...(config.docs.sidebarFile ? [config.docs.sidebarFile] : []),
      // A versioned site: every version's folder, versions.json and the versioned sidebars.
      ...(config.docs.versions
        ? [
            ...config.docs.versions.map((v) => v.dir),
            join(config.siteDir, "versions.json"),
            join(config.siteDir, "versioned_sidebars"),
          ]
        : []),
      // The other docs instances: their folders, versions and sidebars files (config/docs-instances.ts).
      ...(config.docsInstances ?? []).flatMap(({ id, docs }) => [
        docs.dir,
        ...(docs.sidebarFile ? [docs.sidebarFile] : []),
        ...(docs.versions ?? []).map((v) => v.dir),
        join(config.siteDir, `${id}_versions.json`),
        join(config.siteDir, `${id}_versioned_sidebars`),
      ]),
      join(config.siteDir, config.configFile),
      join(config.siteDir, "i18n"),
      ...styleSources(config),
      // React pages' components and styles (cli/react/): a change compiles the site's code again.
      join(config.siteDir, "src"),
      ...generator,
    ],
    { ignoreInitial: true, ignored: (p) => p.startsWith(config.outDir) || /node_modules/.test(p) },
  );
  const changed = (file: string, event = "change") => {
    if (closed) return;
    if (needsRestart({ file, event }, config, generator)) {
      void spawnWorker().then(schedule);
    } else schedule();
    const seen = stamp(file);
    setTimeout(() => {
      if (stamp(file) !== seen) changed(file);
    }, LOOK_AGAIN_MS).unref();
  };
  watcher.on("all", (event, file) => changed(file, event));

  void spawnWorker().then(schedule);
  return {
    live,
    ready,
    close: async () => {
      closed = true;
      await watcher.close();
      worker?.kill();
      live.close();
    },
  };
}
