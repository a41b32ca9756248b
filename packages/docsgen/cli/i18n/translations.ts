import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { ThemeConfig } from "../config/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { parseCodeJson } from "./code-json.ts";

/** Messages by translation id, from one of Docusaurus's translation files (empty when it has none). */
export type Messages = Record<string, string>;

/** A translation file of the locale's folder, in code.json's format; an absent file has no messages. */
export function readMessages(siteDir: string, file: string, findings: Diagnostic[]): Messages {
  if (!existsSync(file)) return {};
  const rel = relativePath(siteDir, file);
  const { entries, malformed } = parseCodeJson(readFileSync(file, "utf8"), rel);
  for (const { id, line } of malformed)
    findings.push({
      severity: "warning",
      code: "i18n",
      message: `"${id}" has no message; the default text is kept`,
      file: rel,
      line,
      hint: `Write "${id}": {"message": "…"}.`,
    });
  return Object.fromEntries([...entries].map(([id, e]) => [id, e.message]));
}

/**
 * The navbar and footer as a locale shows them: Docusaurus's `docusaurus-theme-classic/navbar.json`
 * (`title`, `logo.alt`, `item.label.<label>` for items and dropdown entries) and `footer.json`
 * (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`).
 */
export function translateTheme(themeConfig: ThemeConfig, navbar: Messages, footer: Messages): ThemeConfig {
  if (Object.keys(navbar).length === 0 && Object.keys(footer).length === 0) return themeConfig;
  const label = <T extends { label?: string }>(item: T, messages: Messages, prefix: string): T =>
    item.label !== undefined && messages[`${prefix}${item.label}`] !== undefined
      ? { ...item, label: messages[`${prefix}${item.label}`] }
      : item;
  const nav = themeConfig.navbar;
  const items = nav.items.map((item) => {
    const own = label(item as { label?: string }, navbar, "item.label.") as typeof item;
    return "items" in own && Array.isArray(own.items)
      ? { ...own, items: own.items.map((e) => label(e as { label?: string }, navbar, "item.label.") as typeof e) }
      : own;
  });
  const translatedNavbar = {
    ...nav,
    ...(nav.title !== undefined && navbar.title !== undefined ? { title: navbar.title } : {}),
    ...(nav.logo && navbar["logo.alt"] !== undefined ? { logo: { ...nav.logo, alt: navbar["logo.alt"] } } : {}),
    items,
  } as ThemeConfig["navbar"];
  const foot = themeConfig.footer;
  const translatedFooter = foot && {
    ...foot,
    ...(foot.copyright !== undefined && footer.copyright !== undefined ? { copyright: footer.copyright } : {}),
    ...(foot.logo && footer["logo.alt"] !== undefined ? { logo: { ...foot.logo, alt: footer["logo.alt"] } } : {}),
    links: (foot.links ?? []).map((column) =>
      "items" in column
        ? {
            ...column,
            ...(column.title !== undefined && footer[`link.title.${column.title}`] !== undefined
              ? { title: footer[`link.title.${column.title}`] }
              : {}),
            items: column.items.map((i) => label(i, footer, "link.item.label.")),
          }
        : label(column, footer, "link.item.label."),
    ),
  };
  return { ...themeConfig, navbar: translatedNavbar, ...(foot ? { footer: translatedFooter } : {}) } as ThemeConfig;
}

/** A locale's translation files, by Docusaurus's layout under `i18n/<locale>/`. */
export function translationFile(
  localeDir: string,
  plugin: "navbar" | "footer" | "blog" | "docs",
  version = "current",
  pluginId?: string,
) {
  if (plugin === "navbar" || plugin === "footer") return join(localeDir, "docusaurus-theme-classic", `${plugin}.json`);
  if (plugin === "blog")
    return join(localeDir, `docusaurus-plugin-content-blog${pluginId ? `-${pluginId}` : ""}`, "options.json");
  return join(
    localeDir,
    docsPluginFolder(pluginId),
    version === "current" ? "current.json" : `version-${version}.json`,
  );
}

/**
 * A docs version's sidebars as a locale labels them (`current.json`, `version-<name>.json`): Docusaurus's ids
 * `sidebar.<sidebar>.category.<label>` (and its generated index's `.link.generated-index.title` and
 * `.description`), `sidebar.<sidebar>.link.<label>` and `sidebar.<sidebar>.doc.<label>`. In place.
 */
export function translateSidebars(
  sidebars: Record<string, SidebarNode[]>,
  indexes: { route: string; title: string; description?: string; sidebarId: string }[],
  messages: Messages,
): void {
  if (Object.keys(messages).length === 0) return;
  for (const [name, items] of Object.entries(sidebars)) {
    const visit = (nodes: SidebarNode[]) =>
      nodes.forEach((node, i) => {
        if (node.type === "html") return;
        const key = `sidebar.${name}.${node.type}.${node.label}`;
        if (node.type === "category") {
          const index = node.href ? indexes.find((x) => x.route === node.href && x.sidebarId === name) : undefined;
          if (index) {
            const title = messages[`${key}.link.generated-index.title`];
            index.title = title ?? (index.title === node.label ? (messages[key] ?? index.title) : index.title);
            index.description = messages[`${key}.link.generated-index.description`] ?? index.description;
          }
          visit(node.items);
        }
        if (messages[key] !== undefined) nodes[i] = { ...nodes[i], label: messages[key] } as SidebarNode;
      });
    visit(items);
  }
}

/** A docs instance's translations folder: `docusaurus-plugin-content-docs`, with `-<id>` for another instance. */
export function docsPluginFolder(pluginId: string | undefined): string {
  return pluginId === undefined ? "docusaurus-plugin-content-docs" : `docusaurus-plugin-content-docs-${pluginId}`;
}
