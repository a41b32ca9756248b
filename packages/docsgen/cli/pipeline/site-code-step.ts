import type { BuildSession } from "../cache/context.ts";
import { scriptModules } from "../client-modules/paths.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { type Logger, step } from "../diagnostics/log.ts";
import { type SitePluginsRun, siteCodeOptions } from "../plugins/docusaurus/lifecycle.ts";
import type { SiteState } from "../plugins/site.ts";
import { bundleSiteCode } from "../react/bundle.ts";
import { siteContext } from "../react/render.ts";
import type { SiteCode } from "../react/site-code.ts";
import { usesThemeConfigStyles } from "../theme/config-styles.ts";
import { replacedShell } from "../theme/shell.ts";

/**
 * The build's step that compiles the site's code: its React pages, the MDX that uses its components, the parts
 * of the shell its `src/theme` or theme packages replace, its client modules that are scripts, what its plugins'
 * `configureWebpack` set. Only sites with some pay for compiling their code (and only they run it: see the manual).
 */
export async function siteCodeStep(props: {
  config: ResolvedConfig;
  log: Logger;
  state: SiteState;
  session: BuildSession;
  /** The site's own Docusaurus plugins, run (plugins/docusaurus/lifecycle.ts). */
  own?: SitePluginsRun;
  /** The client's diagrams chunk, for a site that draws diagrams: its React pages load it for theirs. */
  chunk?: string;
}): Promise<{ siteCode?: SiteCode; shell: string[] }> {
  const { config, log, state, session, own, chunk } = props;
  const shell = replacedShell(config.siteDir, config.themeDirs);
  const scripts = scriptModules(config.clientModules);
  const empty = state.reactPages.length + state.mdxPages.length + shell.length + scripts.length === 0;
  if (empty) return { shell };
  const siteCode = await step(log, "bundle site code", async () =>
    (session.bundleSiteCode ?? bundleSiteCode)({
      siteDir: config.siteDir,
      ...(config.rootDir ? { rootDir: config.rootDir } : {}),
      baseUrl: config.baseUrl,
      pages: state.reactPages,
      mdx: await Promise.all(
        state.mdxPages.map(async (p) => ({
          file: p.file,
          absPath: p.absPath,
          code: await p.module,
          ...(p.excerpt ? { excerpt: true } : {}),
        })),
      ),
      mdxLists: state.mdxLists,
      mdxContext: JSON.stringify(siteContext(config)),
      strings: config.locale.strings.ui,
      minify: true,
      ...(config.themeDirs ? { themeDirs: config.themeDirs } : {}),
      ...(shell.length > 0 ? { shell } : {}),
      ...(scripts.length > 0 ? { clientModules: scripts } : {}),
      ...(chunk ? { mermaidChunk: config.baseUrl + chunk } : {}),
      ...(usesThemeConfigStyles(config) ? { themeConfig: true as const } : {}),
      ...(own ? siteCodeOptions(own) : {}),
    }),
  );
  return { siteCode, shell };
}
