import type { UserConfig } from "docsgen";

const repo = "https://github.com/S-LIGHTNING/slightning-coco-widget";

const config: UserConfig = {
  title: "SLIGHTNING CoCo 控件框架",
  tagline: "工程化 CoCo 自定义控件开发的一些尝试",
  url: "https://s-lightning.github.io",
  baseUrl: "/slightning-coco-widget/",
  favicon: "img/logo.svg",
  version: "2.10.0",
  i18n: {
    defaultLocale: "zh-CN",
    locales: ["zh-CN"],
    localeConfigs: { "zh-CN": { htmlLang: "zh-CN", direction: "ltr" } },
  },
  // Spec §5: links, anchors, routes and markdown links warn; a broken markdown image fails the build.
  onBrokenLinks: "warn",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  onBrokenMarkdownLinks: "warn",
  onBrokenMarkdownImages: "throw",
  docs: {
    sidebarPath: "sidebars.ts",
    editUrl: `${repo}/edit/main/文档/`,
  },
  themeConfig: {
    image: "img/logo.svg",
    colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: "SCW 文档",
      logo: { alt: "Logo", src: "img/logo.svg" },
      items: [
        { type: "docSidebar", sidebarId: "introductionSidebar", label: "介绍", position: "left" },
        { type: "docSidebar", sidebarId: "tutorialSidebar", label: "教程", position: "left" },
        { type: "docSidebar", sidebarId: "exampleSidebar", label: "示例", position: "left" },
        { type: "docSidebar", sidebarId: "APISidebar", label: "API", position: "left" },
        { type: "docSidebar", sidebarId: "errorSidebar", label: "错误处理", position: "left" },
        { href: repo, label: "GitHub", position: "right" },
      ],
    },
    footer: {
      links: [
        {
          title: "文档",
          items: [
            { label: "介绍", to: "/docs/introduction/overview" },
            { label: "快速开始", to: "/docs/tutorial/fast-start" },
            { label: "API", to: "/docs/api/types" },
          ],
        },
        {
          title: "源码",
          items: [
            { label: "GitHub", href: repo },
            { label: "Gitee 镜像", href: "https://gitee.com/slightning/slightning-coco-widget" },
          ],
        },
        {
          title: "作者",
          items: [{ label: "SLIGHTNING", href: "https://s-lightning.github.io/" }],
        },
      ],
      copyright: "SCW 由 SLIGHTNING 开发，代码以 Apache-2.0 许可发布，文档以 CC BY-NC 4.0 许可发布。文档版本 2.10.0。",
    },
  },
};

export default config;
