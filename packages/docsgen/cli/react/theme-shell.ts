import type { PageModel } from "../../shared/page-model.ts";
import { isPagePart } from "../../shared/page-parts.ts";
import type { SiteData, ThemeShell } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { SHELL_ASSET } from "../theme/shell.ts";
import { runContained } from "./failure.ts";
import { siteContext } from "./render.ts";
import type { SiteCode } from "./site-code.ts";

/**
 * The shell parts the site replaces, rendered once for the build from its code (the server bundle), with the
 * script that hydrates them: what every page docsgen's App renders shows in their place. The context is the
 * site's home page's (a footer reads the config, not the page). A component that throws fails the build,
 * located in the site's source (react/failure.ts). Undefined when the site replaces none.
 */
export function themeShellOf(
  config: ResolvedConfig,
  state: { site: SiteData; renderables: ReadonlyMap<string, { model: PageModel }> },
  code: SiteCode | undefined,
): ThemeShell | undefined {
  const parts = code?.server.shell;
  const asset = code?.assets.get(SHELL_ASSET);
  if (!code || !parts || !asset) return undefined;
  const page = state.renderables.get("/")?.model ?? [...state.renderables.values()][0]?.model;
  if (!page) return undefined;
  const value = { site: state.site, page, ...siteContext(config) };
  const html: Record<string, string> = {};
  for (const [name, Part] of Object.entries(parts)) {
    if (isPagePart(name)) continue; // rendered with each doc (doc-parts.ts)
    const where = {
      siteDir: config.siteDir,
      file: `src/theme/${name}`,
      while: `the site's ${name} rendered`,
      bundle: code.bundle,
    };
    html[name] = runContained(where, () => code.server.renderShell(Part, value, config.locale.strings.ui));
  }
  return { html, js: config.baseUrl + asset.js, ...(asset.css ? { css: config.baseUrl + asset.css } : {}) };
}
