/**
 * Every piece of interface text, in Simplified Chinese (behaviours.md §19, zh-Hans catalogue).
 * Shared by the server render and the browser client. Site-specific labels come from the config instead.
 */
export const STRINGS = {
  skipToMainContent: "跳到主要内容",
  navAriaLabel: "主导航",
  toggleSidebarButtonAriaLabel: "切换导航栏",
  closeSidebarButtonAriaLabel: "关闭导航栏",
  backToMainMenu: "← 回到主菜单",
  docsSidebarAriaLabel: "文档侧边栏",
  collapseSidebar: "收起侧边栏",
  expandSidebar: "展开侧边栏",
  expandCategoryAriaLabel: (label: string) => `展开侧边栏分类 '${label}'`,
  collapseCategoryAriaLabel: (label: string) => `折叠侧边栏分类 '${label}'`,
  // ENH (§19 note): the 3.9.2 catalogue says 文件选项卡 here, a mistranslation of "Docs pages".
  paginatorAriaLabel: "文档分页导航",
  previous: "上一页",
  next: "下一页",
  breadcrumbsAriaLabel: "页面路径",
  breadcrumbsHome: "主页面",
  tocCollapsible: "本页总览",
  headingLinkTitle: (heading: string) => `${heading}的直接链接`,
  editThisPage: "编辑此页",
  copy: "复制",
  copyButtonAriaLabel: "复制代码到剪贴板",
  copied: "复制成功",
  wordWrapToggle: "切换自动换行",
  colorToggleAriaLabel: (mode: string) => `切换浅色/暗黑模式（当前为${mode}）`,
  colorModeLight: "浅色模式",
  colorModeDark: "暗黑模式",
  colorModeSystem: "跟随系统",
  announcementClose: "关闭",
  backToTop: "回到顶部",
  externalLink: "（在新标签页中打开）",
  crashTitle: "页面已崩溃。",
  tryAgain: "重试",
  notFoundTitle: "找不到页面",
  notFoundP1: "我们找不到您要找的页面。",
  notFoundP2: "请联系原始链接来源网站的所有者，并告知他们链接已损坏。",
  versionBadge: (label: string) => `版本：${label}`,
  categoryItems: (count: number) => `${count} 个项目`,
  draftTitle: "草稿页",
  draftMessage: "此页面是草稿，仅在开发环境中可见，不会包含在正式版本中。",
  unlistedTitle: "未列出页",
  unlistedMessage: "此页面未列出。搜索引擎不会索引它，只有拥有直接链接的用户才能访问。",
  // ENH (behaviours §6.1): the lazy-chunk error box is translated too.
  chunkErrorRetry: "重试",
  blogSidebarAriaLabel: "最近博文导航",
  blogListPaginatorAriaLabel: "博文列表分页导航",
  blogPostPaginatorAriaLabel: "博文分页导航",
  blogNewerEntries: "较新的博文",
  blogOlderEntries: "较旧的博文",
  blogNewerPost: "较新一篇",
  blogOlderPost: "较旧一篇",
  blogArchive: "历史博文",
  readMore: "阅读更多",
  readMoreLabel: (title: string) => `阅读 ${title} 的全文`,
  readingTime: (minutes: number) => `阅读需 ${minutes} 分钟`,
  blogTagTitle: (count: number, tag: string) => `${count} 篇博文 含有标签「${tag}」`,
  tagsListLabel: "标签：",
  tagsPageLink: "查看所有标签",
  tagsPageTitle: "标签",
  searchButton: "搜索文档（Ctrl+K）",
  searchPlaceholder: "搜索",
  searchInputLabel: "搜索文档",
  searchNoResults: (q: string) => `没有找到与“${q}”相关的结果`,
  searchLoading: "正在加载搜索索引……",
  searchClose: "关闭搜索",
} as const;

/** The Docusaurus 3 admonition keywords (its default `admonitions.keywords`). */
export type AdmonitionKind =
  | "note"
  | "tip"
  | "info"
  | "warning"
  | "caution"
  | "danger"
  | "important"
  | "success"
  | "secondary";

/**
 * Default admonition titles. The first six are Docusaurus's zh-Hans translations (`theme.admonition.*`).
 * Docusaurus has no translation ids for `important`, `success` and `secondary`: it renders them as info,
 * tip and note boxes with the untranslated English words as titles; these are their Chinese equivalents.
 */
export const ADMONITION_TITLES: Record<AdmonitionKind, string> = {
  note: "备注",
  tip: "提示",
  info: "信息",
  warning: "注意",
  caution: "警告",
  danger: "危险",
  important: "重要",
  success: "成功",
  secondary: "次要",
};
