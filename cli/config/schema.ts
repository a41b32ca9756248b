/**
 * The config schema: one description drives validation, unknown-key suggestions and the error messages.
 * Kept deliberately small: a handful of shape kinds is all a site config needs.
 */
export type Shape =
  | { kind: "string" }
  | { kind: "number" }
  | { kind: "boolean" }
  | { kind: "enum"; values: readonly string[] }
  | { kind: "array"; of: Shape }
  | { kind: "record"; of: Shape }
  | { kind: "object"; fields: Record<string, Shape>; required?: readonly string[] }
  | { kind: "union"; of: readonly Shape[] };

const str: Shape = { kind: "string" };
const num: Shape = { kind: "number" };
const bool: Shape = { kind: "boolean" };
const severity: Shape = { kind: "enum", values: ["ignore", "log", "warn", "throw"] };
const obj = (fields: Record<string, Shape>, required: readonly string[] = []): Shape => ({
  kind: "object",
  fields,
  required,
});
const link = obj({ label: str, href: str, to: str }, ["label"]);

export const CONFIG_SHAPE: Shape = obj(
  {
    title: str,
    tagline: str,
    url: str,
    baseUrl: str,
    favicon: str,
    version: str,
    titleDelimiter: str,
    i18n: obj(
      {
        defaultLocale: str,
        locales: { kind: "array", of: str },
        localeConfigs: {
          kind: "record",
          of: obj({ label: str, direction: { kind: "enum", values: ["ltr", "rtl"] }, htmlLang: str }),
        },
      },
      ["defaultLocale", "locales"],
    ),
    onBrokenLinks: severity,
    onBrokenAnchors: severity,
    onDuplicateRoutes: severity,
    onBrokenMarkdownLinks: severity,
    onBrokenMarkdownImages: severity,
    docs: obj({ path: str, routeBasePath: str, sidebarPath: str, editUrl: str, versionLabel: str }),
    pages: obj({ path: str }),
    blog: obj({
      path: str,
      routeBasePath: str,
      postsPerPage: num,
      blogSidebarCount: { kind: "union", of: [num, { kind: "enum", values: ["ALL"] }] },
      blogSidebarTitle: str,
      blogTitle: str,
      blogDescription: str,
      showReadingTime: bool,
      feedOptions: obj({
        type: { kind: "array", of: { kind: "enum", values: ["rss", "atom"] } },
        title: str,
        description: str,
        copyright: str,
        limit: num,
      }),
    }),
    staticDir: str,
    themeConfig: obj(
      {
        navbar: obj(
          {
            title: str,
            logo: obj({ alt: str, src: str }, ["alt", "src"]),
            items: {
              kind: "array",
              of: obj({
                type: str,
                sidebarId: str,
                label: str,
                href: str,
                to: str,
                position: { kind: "enum", values: ["left", "right"] },
              }),
            },
          },
          ["title", "items"],
        ),
        footer: obj({
          links: { kind: "array", of: obj({ title: str, items: { kind: "array", of: link } }, ["title", "items"]) },
          copyright: str,
        }),
        colorMode: obj({
          defaultMode: { kind: "enum", values: ["light", "dark"] },
          disableSwitch: bool,
          respectPrefersColorScheme: bool,
        }),
        announcementBar: obj({ id: str, content: str, isCloseable: bool, backgroundColor: str, textColor: str }, [
          "id",
          "content",
        ]),
        tableOfContents: obj({ minHeadingLevel: num, maxHeadingLevel: num }),
        image: str,
      },
      ["navbar"],
    ),
  },
  ["title", "url", "themeConfig"],
);
