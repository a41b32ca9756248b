import type { ComponentType } from "react";
import type { PageModel } from "../../shared/page-model.ts";
import { customItemPart, isPagePart, NAVBAR_TYPES } from "../../shared/page-parts.ts";
import type { SiteData, ThemeShell } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import { SHELL_ASSET } from "../theme/shell.ts";
import { runContained } from "./failure.ts";
import { siteContext } from "./render.ts";
import type { SiteCode } from "./site-code.ts";

type Component = ComponentType<Record<string, unknown>>;

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
  const render = (file: string, what: string, Part: Component, props?: Record<string, unknown>) => {
    const where = { siteDir: config.siteDir, file: `src/theme/${file}`, while: what, bundle: code.bundle };
    return runContained(where, () => code.server.renderShell(Part, value, config.locale.strings.ui, props));
  };
  for (const [name, Part] of Object.entries(parts)) {
    // A doc's parts render with each doc (doc-parts.ts); the item types are not a part (below).
    if (isPagePart(name) || name === NAVBAR_TYPES) continue;
    html[name] = render(name, `the site's ${name} rendered`, Part as Component);
  }
  const types = parts[NAVBAR_TYPES] as unknown as Record<string, Component | undefined> | undefined;
  if (types) Object.assign(html, customItems(state.site, types, render));
  return { html, js: config.baseUrl + asset.js, ...(asset.css ? { css: config.baseUrl + asset.css } : {}) };
}

/**
 * Each `custom-*` item of the navbar (model/navbar-custom.ts) drawn by its component in the site's
 * ComponentTypes: in the bar, then in the drawer's menu with `mobile` (and an `onClick` the browser makes close
 * the drawer), as Docusaurus's NavbarItem renders it in both. A type the map lacks fails the build, as
 * Docusaurus's NavbarItem throws for it.
 */
function customItems(
  site: SiteData,
  types: Record<string, Component | undefined>,
  render: (file: string, what: string, Part: Component, props?: Record<string, unknown>) => string,
): Record<string, string> {
  const html: Record<string, string> = {};
  site.navbar.items.forEach((item, i) => {
    if (item.type !== "custom") return;
    const Part = types[item.name];
    const what = `the site's navbar item of type "${item.name}" rendered`;
    if (typeof Part !== "function" && (typeof Part !== "object" || Part === null))
      throw new BuildError([
        {
          severity: "error",
          code: "site-render",
          message: `the site's ${NAVBAR_TYPES} has no component for the navbar item type "${item.name}"`,
          file: `src/theme/${NAVBAR_TYPES}`,
          hint: `Add "${item.name}" to the object it exports, as Docusaurus requires, or remove the item.`,
        },
      ]);
    html[customItemPart(i, false)] = render(NAVBAR_TYPES, what, Part as Component, item.props);
    const mobile = { mobile: true, ...item.props, onClick: () => undefined };
    html[customItemPart(i, true)] = render(NAVBAR_TYPES, `${what} in the drawer`, Part as Component, mobile);
  });
  return html;
}
