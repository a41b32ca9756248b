import { fromBase } from "../../shared/locale-navbar.ts";
import type { NavbarDropdown, NavbarHtml, NavbarLink } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";

interface LocaleDropdownInput {
  config: ResolvedConfig;
  item: { className?: string; "aria-label"?: string; queryString?: string };
  position: "left" | "right";
  at: number;
  before: (NavbarLink | NavbarHtml)[];
  after: (NavbarLink | NavbarHtml)[];
}

/**
 * A localeDropdown item (Docusaurus's LocaleDropdownNavbarItem): the entries before, each locale, the entries
 * after, labelled with the locale read. Each locale's entry links its home here; every page links its own
 * counterparts (shared/locale-navbar.ts). `data-locale` marks the entries the client router leaves to the
 * browser: another locale is another app.
 */
export function localeDropdown(input: LocaleDropdownInput): {
  item: NavbarDropdown;
  place: { at: number; from: number; query?: string };
} {
  const { config, item, position, at } = input;
  const { locales } = config.i18n;
  const links: NavbarLink[] = locales.map((l) => ({
    label: l.label,
    href: l.name === config.locale.lang ? "/" : fromBase(config.baseUrl, l.baseUrl),
    position,
    external: false,
    attrs: { lang: l.htmlLang, "data-locale": l.name },
  }));
  const current = locales.find((l) => l.name === config.locale.lang) ?? locales[0];
  return {
    item: {
      type: "dropdown",
      label: current.label,
      position,
      items: [...input.before, ...links, ...input.after],
      ...(item.className ? { className: item.className } : {}),
      ...(item["aria-label"] ? { ariaLabel: item["aria-label"] } : {}),
    },
    place: { at, from: input.before.length, ...(item.queryString ? { query: item.queryString } : {}) },
  };
}
