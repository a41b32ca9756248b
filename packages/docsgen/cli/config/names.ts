/**
 * Names in the config that become paths or URLs, checked where the config is read (read.ts), each problem a
 * located `config-invalid` error: the site's `url` and `baseUrl` (canonical links, the sitemap, every link),
 * locale names (each other locale is built into a folder of that name), the docs' version names and paths
 * (routes), and client redirects' `from` and `to` (pages and nginx rules). What Docusaurus accepts for real
 * sites passes; what could leave the output, split a header or open an attribute does not.
 */
import { OUTPUT_FOLDERS } from "../paths/reserved.ts";
import type { ConfigProblem } from "./validate.ts";

/**
 * A locale name: a BCP 47 tag as sites write them (`en`, `zh-Hans`, `pt-BR`, `es-419`, `en_US`): letters and
 * digits in parts joined by `-` or `_`. Docusaurus takes any string, and builds a locale into `<out>/<name>`;
 * only names that name one folder, in plain characters, are safe there.
 */
const LOCALE = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/** Why `name` cannot be a locale's name, or undefined when it can. */
export function localeNameProblem(name: string): string | undefined {
  if (LOCALE.test(name)) return undefined;
  return "is not a locale name: letters and digits, in parts joined by - or _ (en, zh-Hans, pt-BR)";
}

/**
 * Why `name` cannot be a docs version's name: Docusaurus's own rules (its `validateVersionName`), since the
 * name is a folder (`versioned_docs/version-<name>`) and, by default, a route segment.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name.trim() === "") return "is empty";
  if (/[/\\]/.test(name)) return "holds a slash (/) or backslash (\\)";
  if (name === "." || name === "..") return 'is "." or ".."';
  if (name.length > 32) return "is longer than 32 characters";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[<>:"|?*\u0000-\u001f\u007f]/.test(name))
    return 'holds a character a file name cannot (< > : " | ? * or a control)';
  return undefined;
}

/**
 * Docusaurus's `isValidPathname`: a path that starts with `/` and that a URL parser keeps as written (so no
 * `.` or `..` segment, no control character, no `//host`), or only percent-encodes.
 */
export function isValidPathname(path: string): boolean {
  if (!path.startsWith("/")) return false;
  try {
    const parsed = new URL(path, "https://domain.com").pathname;
    return parsed === path || parsed === encodeURI(path);
  } catch {
    return false;
  }
}

/** A base URL's characters: URL path characters, with no quote, space, `$`, `?` or `#`. */
const BASE_URL = /^[\p{L}\p{N}._~!&()*+,=:@%/-]*$/u;

/** Why `baseUrl` cannot be a base URL (written with or without its outer slashes), or undefined. */
export function baseUrlProblem(baseUrl: string): string | undefined {
  const path = `/${baseUrl}/`.replace(/\/{2,}/g, "/");
  if (!BASE_URL.test(baseUrl) || !isValidPathname(path))
    return "is not a path of plain URL characters (such as /docs/): no . or .. segment, quote, space, control character, ? or #";
  return undefined;
}

/**
 * Why `url` cannot be the site's URL, or undefined: it must be an http(s) URL (Docusaurus requires a URL;
 * canonical links, Open Graph tags and the sitemap start with it), with nothing an attribute or XML would end at.
 */
export function siteUrlProblem(url: string): string | undefined {
  const bad = "is not an http(s) URL such as https://example.com";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!/^https?:\/\//i.test(url) || /[\s"'<>`\\\u0000-\u001f\u007f]/.test(url)) return bad;
  try {
    return new URL(url).hostname === "" ? bad : undefined;
  } catch {
    return bad;
  }
}

interface NamesConfig {
  url?: unknown;
  baseUrl?: unknown;
  i18n?: { defaultLocale?: unknown; locales?: unknown; localeConfigs?: Record<string, Record<string, unknown>> };
  docs?: {
    routeBasePath?: unknown;
    lastVersion?: unknown;
    onlyIncludeVersions?: unknown;
    versions?: Record<string, { path?: unknown }>;
  };
  blog?: { routeBasePath?: unknown; authorsBasePath?: unknown };
  clientRedirects?: { redirects?: { from?: unknown; to?: unknown }[] };
}

/** Every problem of the config's names, once the schema says their types are right. */
export function nameProblems(user: unknown): ConfigProblem[] {
  const config = (user ?? {}) as NamesConfig;
  const problems: ConfigProblem[] = [];
  const check = (value: unknown, path: string, rule: (v: string) => string | undefined, hint: string) => {
    const problem = typeof value === "string" ? rule(value) : undefined;
    if (problem) problems.push({ path, message: `(${JSON.stringify(value)}) ${problem}`, hint });
  };
  check(config.url, "url", siteUrlProblem, "Write the scheme and host the site is served from: https://example.com.");
  check(config.baseUrl, "baseUrl", baseUrlProblem, "Write the path the site is served under, such as /docs/.");
  // Route bases: every page of the docs or the blog is written below them.
  const routeHint = "Write the route's segments, such as docs or guide/api (no . or .. segment).";
  check(config.docs?.routeBasePath, "docs.routeBasePath", baseUrlProblem, routeHint);
  check(config.blog?.routeBasePath, "blog.routeBasePath", baseUrlProblem, routeHint);
  check(config.blog?.authorsBasePath, "blog.authorsBasePath", baseUrlProblem, routeHint);
  localeProblems(config, problems, check);
  const versionHint = "Name versions as Docusaurus does: 1.0, 2.x, v3 (no slash, no . or .., at most 32 characters).";
  const docs = config.docs;
  for (const name of Object.keys(docs?.versions ?? {})) {
    check(name, `docs.versions.${name}`, versionNameProblem, versionHint);
    const segment = docs?.versions?.[name]?.path;
    check(segment, `docs.versions.${name}.path`, (p) => baseUrlProblem(p), "Write a route segment such as next.");
  }
  check(docs?.lastVersion, "docs.lastVersion", versionNameProblem, versionHint);
  const only: unknown[] = Array.isArray(docs?.onlyIncludeVersions) ? docs.onlyIncludeVersions : [];
  for (const [i, v] of only.entries()) check(v, `docs.onlyIncludeVersions[${i}]`, versionNameProblem, versionHint);
  config.clientRedirects?.redirects?.forEach((r, i) => {
    const at = `clientRedirects.redirects[${i}]`;
    const path = (p: string) => (isValidPathname(p) ? undefined : "is not a site path (as Docusaurus requires)");
    const hint =
      "Write a path that starts with / such as /docs/old-page, without . or .. segments or control characters.";
    const froms = Array.isArray(r.from) ? r.from : [r.from];
    for (const [j, from] of froms.entries())
      check(from, Array.isArray(r.from) ? `${at}.from[${j}]` : `${at}.from`, path, hint);
    // `to` may also be an http(s) URL; plugins/redirects/redirects.ts checks those before they reach a page or a rule.
    if (typeof r.to === "string" && !/^https?:\/\//.test(r.to)) check(r.to, `${at}.to`, path, hint);
  });
  return problems;
}

/**
 * Locale names: each must be a name (above); one other than the default is a folder of the output, so it must
 * not be one of docsgen's own (`assets`, `search`) nor the first segment of the docs' or blog's routes.
 */
function localeProblems(
  config: NamesConfig,
  problems: ConfigProblem[],
  check: (value: unknown, path: string, rule: (v: string) => string | undefined, hint: string) => void,
): void {
  const i18n = config.i18n;
  if (!i18n) return;
  const hint = "Name locales by their language tag: en, fr, zh-Hans, pt-BR.";
  check(i18n.defaultLocale, "i18n.defaultLocale", localeNameProblem, hint);
  const first = (v: unknown, fallback: string) => (typeof v === "string" ? v : fallback).split("/").find(Boolean);
  const taken = new Set(
    [...OUTPUT_FOLDERS, first(config.docs?.routeBasePath, "docs"), first(config.blog?.routeBasePath, "blog")]
      .filter((n): n is string => n !== undefined)
      .map((n) => n.toLowerCase()),
  );
  if (!Array.isArray(i18n.locales)) return;
  i18n.locales.forEach((name, i) => {
    check(name, `i18n.locales[${i}]`, localeNameProblem, hint);
    if (typeof name === "string" && name !== i18n.defaultLocale && taken.has(name.toLowerCase()))
      problems.push({
        path: `i18n.locales[${i}]`,
        message: `(${JSON.stringify(name)}) names a folder of the output the build writes itself: the locale would be built into it`,
        hint: `Name the locale by its language tag; ${[...taken].join(", ")} are taken.`,
      });
  });
  for (const [name, options] of Object.entries(i18n.localeConfigs ?? {})) {
    const at = `i18n.localeConfigs.${name}`;
    check(options?.path, `${at}.path`, localeNameProblem, "Name the translations' folder under i18n/ like a locale.");
    check(options?.baseUrl, `${at}.baseUrl`, baseUrlProblem, "Write the path the locale is served under: /fr/.");
    check(options?.htmlLang, `${at}.htmlLang`, localeNameProblem, hint);
  }
}
