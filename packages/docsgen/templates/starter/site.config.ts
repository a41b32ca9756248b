import type { UserConfig } from "docsgen";

// Every key is in docsgen's configuration reference; a mistake stops the build at its line.
export default {
  title: "My Docs",
  tagline: "Documentation built with docsgen",
  // Where the site is published: canonical URLs, the sitemap. On GitHub Pages, "https://<user>.github.io"
  // with baseUrl "/<repository>/" (docs/guides/deploy.md).
  url: "https://docs.example.com",
  baseUrl: "/",
  i18n: { defaultLocale: "en", locales: ["en"] },
  themeConfig: {
    navbar: {
      title: "My Docs",
      items: [{ type: "docSidebar", sidebarId: "docs", label: "Docs" }],
    },
    footer: {
      links: [
        {
          title: "Docs",
          items: [
            { label: "Introduction", to: "/docs/intro" },
            { label: "Guides", to: "/docs/category/guides" },
          ],
        },
        {
          title: "More",
          items: [{ label: "Deploying", to: "/docs/guides/deploy" }],
        },
      ],
      copyright: "Built with docsgen.",
    },
  },
} satisfies UserConfig;
