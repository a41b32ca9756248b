import { useSiteContext } from "./context.ts";

/** `@docusaurus/useDocusaurusContext`: the site's config (the fields docsgen knows) and its one locale. */
export default function useDocusaurusContext() {
  const { siteConfig, site, i18n } = useSiteContext();
  return {
    siteConfig,
    siteMetadata: { docusaurusVersion: "3", pluginVersions: {}, siteVersion: site.version },
    globalData: {},
    i18n: i18n ?? { currentLocale: "default", defaultLocale: "default", locales: ["default"], localeConfigs: {} },
  };
}
