import type { PageModel } from "../../shared/page-model.ts";
import { firstLoadWeight } from "../assets/client-bundle.ts";
import { diagramsChunkOf } from "../assets/mermaid-bundle.ts";
import { coldContext } from "../cache/cold-context.ts";
import type { BuildContext } from "../cache/context.ts";
import { clientModulesScript } from "../client-modules/script.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { withMarkdownImports } from "../content/markdown-imports.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { type Logger, report, step } from "../diagnostics/log.ts";
import { profileFile, SITE_WIDE, timedAsync } from "../diagnostics/profile.ts";
import { takeProfile, writeProfile } from "../diagnostics/profile-file.ts";
import { runSitePlugins } from "../plugins/docusaurus/lifecycle.ts";
import { postBuildInto } from "../plugins/docusaurus/post-build.ts";
import { sitePlugins } from "../plugins/site-plugins.ts";
import { renderDocParts } from "../react/doc-parts.ts";
import { themeShellOf } from "../react/theme-shell.ts";
import { recoverOutput } from "../write/output.ts";
import { docsearchSources, openedSources } from "../write/security-headers.ts";
import { copyStatic, listStatic } from "../write/static-files.ts";
import { renderAll } from "./render-all.ts";
import { siteCodeStep } from "./site-code-step.ts";
import { loadSiteState } from "./site-state.ts";

export interface BuildResult {
  pages: PageModel[];
  diagnostics: Diagnostic[];
  seconds: number;
  assets: { js: string; css: string };
  /**
   * First-load JS (entry + static imports) and CSS of every page, raw and gzip bytes. Computed on request:
   * gzip at level 9 would come at the very end of the build, and only `--verbose` prints it.
   */
  weight: () => ReturnType<typeof firstLoadWeight>;
  /** The output-relative paths that changed or went, sorted, when the output was synced. */
  changed?: string[];
  /** Files and folders the site's plugins ask watch mode to rebuild on (plugins/docusaurus/lifecycle.ts). */
  watchPaths?: string[];
}

/**
 * The whole build, in order. What it may remember of earlier builds (nothing, memory, disk) is the
 * context's business (cli/cache/context.ts), and so is how the output goes live:
 * 1. discover, read markdown, parse blog, parse markdown, load sidebars, check links (site-state.ts);
 * 2. bundle client, and the site's own code when it has React pages (cli/react/);
 * 3. render pages and markdown twins, with the search index (render-all.ts);
 * 4. site-wide files (sitemap, feeds, llms.txt, headers), write files, copy static files;
 * 5. the output goes live (swapped whole, or synced).
 */
export async function build(
  siteConfig: ResolvedConfig,
  log: Logger,
  context: BuildContext = coldContext(),
  /** Awaited before the output goes live: the locales of a site go live together, or none (locales.ts). */
  ready?: () => Promise<void>,
): Promise<BuildResult> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  // The site's own Docusaurus plugins first: their routes, tags and global data are the build's input.
  const own = siteConfig.sitePlugins && (await step(log, "site plugins", () => runSitePlugins(siteConfig)));
  const config = withMarkdownImports(own ? own.config : siteConfig);
  // Before anything reads the output: a build killed while changing it is finished or undone.
  for (const repair of recoverOutput(config.outDir)) log.error(`docsgen: ${config.outDir}: ${repair}`);
  const session = context.begin(config, log);
  try {
    const plugins = sitePlugins(config);
    const state = await loadSiteState(config, log, {
      highlighting: session.highlighting,
      ...session.load,
      allContentLoaded: (routes) => plugins.flatMap((p) => p.allContentLoaded?.({ routes }) ?? []),
      ...(own ? { pluginRoutes: own.routes } : {}),
    });
    state.diagnostics.push(...(own?.diagnostics ?? []));
    const client = await step(log, "bundle client", () => session.client);
    state.diagnostics.push(...(client.warnings ?? []));
    const chunk = diagramsChunkOf(client.files);
    const { siteCode, shell } = await siteCodeStep({ config, log, state, session, own, chunk });
    state.diagnostics.push(...(siteCode?.warnings ?? []));
    const themeShell = shell.length > 0 ? themeShellOf(config, state, siteCode) : undefined;
    if (themeShell) state.site = { ...state.site, themeShell };
    // The doc parts the site replaces (DocItem/Footer), rendered into each doc's model before its page renders.
    if (themeShell) renderDocParts(config, state, siteCode);
    const clientModules = clientModulesScript(config, siteCode);
    if (clientModules) state.site = { ...state.site, clientModules };
    const output = await session.output(client);
    let changed: string[] | undefined;
    let rendered: Awaited<ReturnType<typeof renderAll>>;
    const pool = session.renderPool();
    try {
      rendered = await step(log, "render pages and markdown twins", () =>
        renderAll({ config, log, state, client, output, pool, siteCode, plugins }),
      );
      const { env, models, feedItems, files } = rendered;
      await step(log, "site-wide files", () => {
        const scriptHashes = [...env.policy.scriptHashes, ...plugins.flatMap((p) => p.scriptHashes?.() ?? [])];
        const policy = { ...env.policy, scriptHashes };
        for (const plugin of plugins)
          for (const [rel, contents] of plugin.postBuild?.({ state, models, feedItems, policy }) ?? [])
            files.set(rel, contents);
      });
      await step(log, "write files", () => timedAsync("write", SITE_WIDE, () => output.files.writeAll(files)));
      await step(log, "copy static files", () => {
        const statics = listStatic(config);
        state.diagnostics.push(...statics.findings);
        return copyStatic(config, statics.files, output.files, state.diagnostics);
      });
      const routes = rendered.models.map((m) => m.route);
      if (own) await step(log, "site plugins' postBuild", () => postBuildInto(own, config, output.files, routes));
      if (ready) {
        await session.release();
        await ready();
      }
      changed = await output.finish();
    } catch (error) {
      // The build's own error is the one to show: a staged folder left behind is removed by the next command
      // (recoverOutput, once this process is gone).
      await output.files.discard().catch(() => undefined);
      // What the site's code warned of may be why a page failed (a component imported as undefined).
      if (error instanceof BuildError && siteCode?.warnings.length) error.diagnostics.push(...siteCode.warnings);
      throw error;
    }
    report(log, state.diagnostics);
    for (const line of openedSources(config.injected?.sources ?? {}, state.frames)) log.info(line);
    if (config.docsearch) log.info(docsearchSources(config.docsearch.sources));
    if (log.level === "verbose") for (const line of session.summary()) log.info(line);
    if (profileFile) {
      const cpu = process.cpuUsage(cpuStart);
      const run = { wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
      writeProfile(profileFile, takeProfile({ ...run, threads: pool?.threads ?? 0 }));
    }
    return {
      pages: rendered.models,
      diagnostics: state.diagnostics,
      seconds: (performance.now() - start) / 1000,
      assets: { js: client.js, css: client.css },
      weight: () => firstLoadWeight(client),
      changed,
      ...(own ? { watchPaths: own.pathsToWatch } : {}),
    };
  } finally {
    await session.close();
  }
}
