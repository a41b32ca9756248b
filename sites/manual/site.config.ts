// The docsgen manual: an English docsgen site, built by packages/docsgen/test/integration/manual.test.ts with
// 0 warnings. Serve it with `npx docsgen serve sites/manual` from the root. Three of its pages are generated:
// `npm run manual:generate`.
export default {
  title: "docsgen",
  tagline: "Markdown in, a fast static documentation site out",
  url: "http://127.0.0.1:3000",
  baseUrl: "/docsgen/",
  i18n: { defaultLocale: "en", locales: ["en"] },
  themeConfig: {
    navbar: {
      title: "docsgen",
      items: [
        { type: "docSidebar", sidebarId: "manual", label: "Manual" },
        { type: "doc", docId: "reference/configuration", label: "Configuration" },
        { type: "doc", docId: "reference/cli", label: "CLI" },
        { type: "doc", docId: "reference/diagnostics", label: "Diagnostics" },
        { type: "search", position: "right" },
      ],
    },
    footer: {
      copyright: "docsgen is licensed under Apache-2.0.",
    },
  },
};
