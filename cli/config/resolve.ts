import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { findKeyLine, loadTsModule, readText } from "./load.ts";
import { CONFIG_SHAPE } from "./schema.ts";
import type { NavbarItem, ReportingSeverity, ThemeConfig, UserConfig } from "./types.ts";
import { validate } from "./validate.ts";

export const CONFIG_FILE = "site.config.ts";

/** The config with defaults filled and folders made absolute; frozen and passed explicitly everywhere. */
export interface ResolvedConfig {
  siteDir: string;
  outDir: string;
  title: string;
  tagline: string;
  url: string;
  /** Always starts and ends with `/`. */
  baseUrl: string;
  favicon?: string;
  version: string;
  titleDelimiter: string;
  locale: { lang: string; htmlLang: string; direction: "ltr" | "rtl" };
  checks: Record<
    "onBrokenLinks" | "onBrokenAnchors" | "onDuplicateRoutes" | "onBrokenMarkdownLinks" | "onBrokenMarkdownImages",
    ReportingSeverity
  >;
  docs: { dir: string; routeBasePath: string; sidebarFile: string; editUrl?: string; versionLabel: string };
  pagesDir: string;
  blog: {
    dir: string;
    routeBasePath: string;
    postsPerPage: number;
    sidebarCount: number;
    sidebarTitle: string;
    title: string;
    description: string;
    showReadingTime: boolean;
    feed: { types: ("rss" | "atom")[]; title: string; description: string; copyright: string; limit: number };
  };
  staticDir: string;
  themeConfig: ThemeConfig & {
    colorMode: Required<NonNullable<ThemeConfig["colorMode"]>>;
    tableOfContents: Required<NonNullable<ThemeConfig["tableOfContents"]>>;
  };
  /** Production builds leave drafts out; `serve --watch` keeps them. */
  includeDrafts: boolean;
}

export interface ResolveOptions {
  siteDir: string;
  outDir?: string;
  includeDrafts?: boolean;
}

/** Loads, validates and resolves `site.config.ts`. Throws a located BuildError listing every problem. */
export async function resolveConfig(options: ResolveOptions): Promise<ResolvedConfig> {
  const siteDir = resolve(options.siteDir);
  const file = join(siteDir, CONFIG_FILE);
  if (!existsSync(file)) {
    throw new BuildError([
      {
        severity: "error",
        code: "config-load",
        message: `no ${CONFIG_FILE} in ${siteDir}`,
        hint: "Run docsgen in the site folder, or pass it: docsgen build path/to/site.",
      },
    ]);
  }
  const user = await loadTsModule(file, CONFIG_FILE);
  const source = readText(file);
  const problems = validate(user, CONFIG_SHAPE);
  const config = user as UserConfig;
  if (problems.length === 0) problems.push(...checkNavbar(config.themeConfig.navbar.items));
  if (problems.length > 0) {
    throw new BuildError(
      problems.map(
        (p): Diagnostic => ({
          severity: "error",
          code: "config-invalid",
          message: `${p.path} ${p.message}`,
          file: CONFIG_FILE,
          line: findKeyLine(
            source,
            p.path
              .replace(/\[\d+\]/g, "")
              .split(".")
              .pop() ?? "",
          ),
          hint: p.hint,
        }),
      ),
    );
  }
  return freeze(config, siteDir, options);
}

/** A navbar item of unknown type cannot be rendered: fail naming the item (spec §8). */
function checkNavbar(items: NavbarItem[]) {
  return items.flatMap((item, i) => {
    const type = item.type ?? "link";
    if (type !== "docSidebar" && type !== "link") {
      return [
        {
          path: `themeConfig.navbar.items[${i}]`,
          message: `(${JSON.stringify(item)}) has unknown type "${type}"`,
          hint: 'A navbar item is { type: "docSidebar", sidebarId, label } or { label, href | to }.',
        },
      ];
    }
    if (type === "docSidebar" && !("sidebarId" in item && item.sidebarId)) {
      return [{ path: `themeConfig.navbar.items[${i}]`, message: `("${item.label}") needs a sidebarId` }];
    }
    return [];
  });
}

function freeze(config: UserConfig, siteDir: string, options: ResolveOptions): ResolvedConfig {
  const abs = (p: string) => (isAbsolute(p) ? p : join(siteDir, p));
  const lang = config.i18n?.defaultLocale ?? "zh-CN";
  const localeConfig = config.i18n?.localeConfigs?.[lang] ?? {};
  let baseUrl = config.baseUrl ?? "/";
  if (!baseUrl.startsWith("/")) baseUrl = `/${baseUrl}`;
  if (!baseUrl.endsWith("/")) baseUrl = `${baseUrl}/`;
  const resolved: ResolvedConfig = {
    siteDir,
    outDir: abs(options.outDir ?? "build"),
    title: config.title,
    tagline: config.tagline ?? "",
    url: config.url.replace(/\/+$/, ""),
    baseUrl,
    favicon: config.favicon,
    version: config.version ?? "0.0.0",
    titleDelimiter: config.titleDelimiter ?? "|",
    locale: { lang, htmlLang: localeConfig.htmlLang ?? lang, direction: localeConfig.direction ?? "ltr" },
    checks: {
      onBrokenLinks: config.onBrokenLinks ?? "warn",
      onBrokenAnchors: config.onBrokenAnchors ?? "warn",
      onDuplicateRoutes: config.onDuplicateRoutes ?? "warn",
      onBrokenMarkdownLinks: config.onBrokenMarkdownLinks ?? "warn",
      onBrokenMarkdownImages: config.onBrokenMarkdownImages ?? "throw",
    },
    docs: {
      dir: abs(config.docs?.path ?? "docs"),
      routeBasePath: (config.docs?.routeBasePath ?? "docs").replace(/^\/+|\/+$/g, ""),
      sidebarFile: abs(config.docs?.sidebarPath ?? "sidebars.ts"),
      editUrl: config.docs?.editUrl,
      versionLabel: config.docs?.versionLabel ?? "Next",
    },
    pagesDir: abs(config.pages?.path ?? "pages"),
    blog: {
      dir: abs(config.blog?.path ?? "blog"),
      routeBasePath: (config.blog?.routeBasePath ?? "blog").replace(/^\/+|\/+$/g, ""),
      postsPerPage: config.blog?.postsPerPage ?? 10,
      sidebarCount:
        config.blog?.blogSidebarCount === "ALL" ? Number.POSITIVE_INFINITY : (config.blog?.blogSidebarCount ?? 5),
      sidebarTitle: config.blog?.blogSidebarTitle ?? "最近博文",
      title: config.blog?.blogTitle ?? "博客",
      description: config.blog?.blogDescription ?? "博客",
      showReadingTime: config.blog?.showReadingTime ?? true,
      feed: {
        types: config.blog?.feedOptions?.type ?? ["rss", "atom"],
        title: config.blog?.feedOptions?.title ?? `${config.title} Blog`,
        description: config.blog?.feedOptions?.description ?? `${config.title} Blog`,
        copyright: config.blog?.feedOptions?.copyright ?? "",
        limit: config.blog?.feedOptions?.limit ?? 20,
      },
    },
    staticDir: abs(config.staticDir ?? "static"),
    themeConfig: {
      ...config.themeConfig,
      colorMode: {
        defaultMode: config.themeConfig.colorMode?.defaultMode ?? "light",
        disableSwitch: config.themeConfig.colorMode?.disableSwitch ?? false,
        respectPrefersColorScheme: config.themeConfig.colorMode?.respectPrefersColorScheme ?? false,
      },
      tableOfContents: {
        minHeadingLevel: config.themeConfig.tableOfContents?.minHeadingLevel ?? 2,
        maxHeadingLevel: config.themeConfig.tableOfContents?.maxHeadingLevel ?? 3,
      },
    },
    includeDrafts: options.includeDrafts ?? false,
  };
  return Object.freeze(resolved);
}
