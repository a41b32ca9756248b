import type { SidebarNode } from "../../shared/sidebar.ts";
import type { FooterItem, NavbarHtml, NavbarItem, NavbarLink, SiteData } from "../../shared/site-data.ts";
import type { VersionedNavbarItem } from "../../shared/site-versions.ts";
import { isExternal, withBase } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { isCustomNavbarItem } from "../config/schema/navbar.ts";
import type { NavbarItem as ConfigNavbarItem } from "../config/types.ts";
import type { DocSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isScriptUrl } from "../markdown/raw-html.ts";
import { customNavbarItem } from "./navbar-custom.ts";
import { docsEntry, type NavbarDocs } from "./navbar-docs.ts";
import { localeDropdown } from "./navbar-locales.ts";
import { docsVariants, type NavbarVersions, versionDropdown, versionLink } from "./navbar-versions.ts";

/** A link target written in the config, kept with its config path so the link check can locate it. */
export interface ConfigLink {
  /** Dotted path in `site.config.ts`, e.g. `themeConfig.footer.links[1].items[0].to`. */
  path: string;
  target: string;
}

export interface NavbarInput {
  config: ResolvedConfig;
  sidebars: Record<string, SidebarNode[]>;
  docsById: ReadonlyMap<string, DocSource>;
  /** Doc id → id of the sidebar holding it. */
  docSidebar: ReadonlyMap<string, string>;
  /** The line of a config path in `site.config.ts` (see config/locate.ts). */
  lineOf: (path: string) => number | undefined;
  /** The docs versions (one for a site without versions), for the version items. */
  versions?: NavbarVersions;
  /** The other docs instances' docs and sidebars, by id: the items with their `docsPluginId`. */
  instances?: Record<string, NavbarDocs>;
}

export interface ResolvedNavbar {
  items: NavbarItem[];
  footerLinks: SiteData["footer"]["links"];
  /** Internal targets of the navbar and footer, for the link check. */
  links: ConfigLink[];
  problems: Diagnostic[];
  /** The items that follow the version read (versioned sites). */
  versioned: VersionedNavbarItem[];
  /** The locale dropdowns: their places, for the links of each page (shared/locale-navbar.ts). */
  locales: { at: number; from: number; query?: string }[];
}

type ConfigEntry =
  | Exclude<ConfigNavbarItem, { type: "dropdown" | "search" | "docsVersionDropdown" | "localeDropdown" }>
  | Extract<ConfigNavbarItem, { type: "dropdown" }>["items"][number];
type LinkLike = { href?: string; to?: string; html?: unknown; label?: string } & Record<string, unknown>;

/** Resolves the navbar items and footer links of the config: targets, labels, what each one is active on. */
export function resolveNavbar(input: NavbarInput): ResolvedNavbar {
  const out: ResolvedNavbar = { items: [], footerLinks: [], links: [], problems: [], versioned: [], locales: [] };
  const { versions } = input;
  const error = (path: string, message: string, hint?: string) =>
    out.problems.push({
      severity: "error",
      code: "navbar-item",
      message,
      file: input.config.configFile,
      line: input.lineOf(path),
      hint,
    });

  /** A link, doc, docSidebar or html entry; undefined (with a located error) when it cannot be built. */
  /** `at`: the item's place in the navbar (where the client finds it), for the items that follow the version. */
  const entry = (item: ConfigEntry, path: string, at?: number[]): NavbarLink | NavbarHtml | undefined => {
    const position = "position" in item && item.position === "right" ? "right" : "left";
    const pluginId = "docsPluginId" in item && item.docsPluginId !== "default" ? item.docsPluginId : undefined;
    const docs = pluginId === undefined ? input : input.instances?.[pluginId];
    if (pluginId !== undefined && !docs) {
      unknownInstance(`${path}.docsPluginId`, pluginId);
      return undefined;
    }
    if (!docs) return undefined;
    if (item.type === "docsVersion") {
      // Another instance's: its last version's label and main doc (the client follows the default's only).
      const own = pluginId === undefined ? versions : docs.versions;
      if (!own) return undefined;
      const { link, versioned } = versionLink({ versions: own, item, position, at: at ?? [] });
      if (versioned && at) out.versioned.push(versioned);
      return item["aria-label"] ? { ...link, attrs: { "aria-label": item["aria-label"] } } : link;
    }
    if (at && pluginId === undefined && (item.type === "docSidebar" || item.type === "doc")) {
      const variants = docsVariants(versions, item, at);
      if (variants) out.versioned.push(variants);
    }
    // Key order is that of the page data the site has always had: label, href, position, external, ….
    const extras = {
      ...(item.className ? { className: item.className } : {}),
      ...(item["aria-label"] ? { attrs: { "aria-label": item["aria-label"] } } : {}),
    };
    if (item.type === "html") return { type: "html", value: item.value, position, ...extras };
    if (item.type === "docSidebar" || item.type === "doc")
      return docsEntry({ item, docs, pluginId, path, position, extras, error });
    const link = linkOf(item, path);
    if (!link) return undefined;
    const { label, href, external, ...rest } = link;
    return {
      label,
      href,
      position,
      external,
      ...rest,
      ...activeRegex(input.config.baseUrl, item),
    };
  };

  /** The parts of a link item the navbar and the footer share; records its internal target. */
  const linkOf = (item: LinkLike, path: string): FooterItem | undefined => {
    // A link without a label is valid (Docusaurus's GitHub icon link: `className` and `aria-label` only);
    // one without a target is not.
    if (item.href === undefined && item.to === undefined && typeof item.html !== "string") {
      error(
        path,
        "link item has neither `to` nor `href`",
        "Give it `to` (a page of the site) or `href` (a URL), as Docusaurus requires.",
      );
      return undefined;
    }
    const key = item.href !== undefined ? "href" : "to";
    // A footer item with `html` is that HTML, not a link (Docusaurus).
    if (typeof item.html === "string") return { label: item.label ?? "", href: "", external: false, html: item.html };
    const target = item.href ?? item.to ?? "/";
    if (isScriptUrl(target)) {
      // A click would run it; React would swap it for a URL that throws. The item is left out.
      out.problems.push({
        severity: "warning",
        code: "html-unsafe",
        message: `link "${item.label}" has a javascript: URL; it is left out`,
        file: input.config.configFile,
        line: input.lineOf(`${path}.${key}`) ?? input.lineOf(path),
        hint: "Link to a page or an http(s) URL.",
      });
      return undefined;
    }
    const external = isExternal(target);
    // Docusaurus leaves an `href` like `files/a.pdf` relative to the page it is on unless
    // `prependBaseUrlToHref` is set; docsgen always resolves it under the base URL, so it says so.
    if (item.href !== undefined && !external && !/^[/#?]/.test(item.href) && item.prependBaseUrlToHref !== true)
      out.problems.push({
        severity: "warning",
        code: "navbar-item",
        message: `link "${item.label ?? item.href}" has the relative href "${item.href}": docsgen links it under the base URL (as Docusaurus does only with \`prependBaseUrlToHref: true\`), not relative to each page`,
        file: input.config.configFile,
        line: input.lineOf(`${path}.href`) ?? input.lineOf(path),
        hint: `Write "/${item.href}", or set \`prependBaseUrlToHref: true\`, to say so.`,
      });
    if (!external) out.links.push({ path: item[key] === undefined ? path : `${path}.${key}`, target });
    const attrs = Object.fromEntries(
      (["target", "rel", "aria-label"] as const).flatMap((k) => (typeof item[k] === "string" ? [[k, item[k]]] : [])),
    );
    return {
      label: item.label ?? "",
      href: target,
      external,
      ...(typeof item.className === "string" ? { className: item.className } : {}),
      ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
    };
  };

  /** The entries a version or locale dropdown lists before or after its own. */
  const around = (
    item: Record<"dropdownItemsBefore" | "dropdownItemsAfter", ConfigEntry[]>,
    key: "dropdownItemsBefore" | "dropdownItemsAfter",
    path: string,
  ) =>
    item[key].flatMap((child, j) =>
      custom(child, `${path}.${key}[${j}]`) ? [] : (entry(child, `${path}.${key}[${j}]`) ?? []),
    );

  /** Whether `item` is a `custom-*` item: then drawn by the site's component in the bar, else warned of. */
  const custom = (item: object, path: string, bar = false) => {
    if (!isCustomNavbarItem(item as Record<string, unknown>)) return false;
    const common = { config: input.config, path, line: input.lineOf(path), problems: out.problems };
    const drawn = customNavbarItem({ ...common, item: item as Record<string, unknown>, inDropdown: !bar });
    if (drawn) out.items.push(drawn);
    return true;
  };

  const unknownInstance = (path: string, id: string) =>
    error(
      path,
      `navbar item names the docs instance "${id}", which does not exist`,
      `The docs instances are ${["default", ...Object.keys(input.instances ?? {})].join(", ")}.`,
    );

  const { navbar, footer } = input.config.themeConfig;
  navbar.items.forEach((item, i) => {
    const path = `themeConfig.navbar.items[${i}]`;
    if (custom(item, path, true)) return;
    if (item.type === "search") {
      out.items.push({
        type: "search",
        position: item.position,
        ...(item.className ? { className: item.className } : {}),
      });
    } else if (item.type === "localeDropdown" && input.config.i18n.locales.length < 2) {
      out.problems.push({
        severity: "warning",
        code: "config-ignored",
        message: `${path} is left out: the site has one locale (i18n.locales), so the locale dropdown has no other to link`,
        file: input.config.configFile,
        line: input.lineOf(path),
        hint: "List the site's locales in i18n.locales, or remove the item.",
      });
    } else if (item.type === "localeDropdown") {
      const before = around(item, "dropdownItemsBefore", path);
      const after = around(item, "dropdownItemsAfter", path);
      const at = out.items.length;
      const resolved = localeDropdown({ config: input.config, item, position: item.position, at, before, after });
      out.locales.push(resolved.place);
      out.items.push(resolved.item);
    } else if (item.type === "docsVersionDropdown") {
      // Another instance's lists its versions, each linking its main doc (the client follows the default's only).
      const pluginId = item.docsPluginId !== "default" ? item.docsPluginId : undefined;
      const own = pluginId === undefined ? versions : input.instances?.[pluginId]?.versions;
      if (!own) {
        if (pluginId !== undefined) unknownInstance(`${path}.docsPluginId`, pluginId);
        return;
      }
      // Their links stay those of the last version: entries around the versions are rarely docs.
      const before = around(item, "dropdownItemsBefore", path);
      const after = around(item, "dropdownItemsAfter", path);
      const at: [number] = [out.items.length];
      const resolved = versionDropdown({ versions: own, item, position: item.position, at, before, after });
      if (resolved.versioned) out.versioned.push(resolved.versioned);
      out.items.push(resolved.item);
    } else if (item.type === "dropdown") {
      const at = out.items.length;
      const items: (NavbarLink | NavbarHtml)[] = [];
      item.items.forEach((child, j) => {
        const where = `${path}.items[${j}]`;
        const resolved = custom(child, where) ? undefined : entry(child, where, [at, items.length]);
        if (resolved) items.push(resolved);
      });
      out.items.push({
        type: "dropdown",
        label: item.label ?? "",
        position: item.position,
        items,
        ...(item.className ? { className: item.className } : {}),
        ...(item["aria-label"] ? { ariaLabel: item["aria-label"] } : {}),
      });
    } else {
      const resolved = entry(item, path, [out.items.length]);
      if (resolved) out.items.push(resolved);
    }
  });
  (footer?.links ?? []).forEach((column, i) => {
    const path = `themeConfig.footer.links[${i}]`;
    if (!("items" in column)) {
      // Docusaurus's simple footer: links without columns, gathered in one row.
      const link = linkOf(column, path);
      const last = out.footerLinks.at(-1);
      if (last?.simple) last.items.push(...(link ? [link] : []));
      else out.footerLinks.push({ title: "", simple: true, items: link ? [link] : [] });
      return;
    }
    const items = column.items.flatMap((item, j) => linkOf(item, `${path}.items[${j}]`) ?? []);
    out.footerLinks.push({
      title: column.title ?? "",
      ...(column.className ? { className: column.className } : {}),
      items,
    });
  });
  return out;
}

/** `activeBaseRegex`, or `activeBasePath` as one (a prefix of the URL path, base URL included, as Docusaurus). */
function activeRegex(baseUrl: string, item: { activeBasePath?: string; activeBaseRegex?: string }) {
  if (item.activeBaseRegex) return { activeBaseRegex: item.activeBaseRegex };
  if (!item.activeBasePath) return {};
  const prefix = withBase(baseUrl, item.activeBasePath);
  return { activeBaseRegex: `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}` };
}
