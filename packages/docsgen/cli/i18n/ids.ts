import type { AdmonitionKind, ServerStrings, UiStrings } from "../../shared/strings.ts";

/**
 * The translation id of every string, as `i18n/<locale>/code.json` names it: Docusaurus's own id
 * (docusaurus-theme-translations' catalogue, theme-search-algolia's for search) wherever Docusaurus has
 * the same string, `docsgen.…` for the rest. A code.json written for a Docusaurus site thus applies as is.
 */
export const UI_IDS: Record<keyof UiStrings, string> = {
  skipToMainContent: "theme.common.skipToMainContent",
  navAriaLabel: "theme.NavBar.navAriaLabel",
  toggleSidebarButtonAriaLabel: "theme.docs.sidebar.toggleSidebarButtonAriaLabel",
  closeSidebarButtonAriaLabel: "theme.docs.sidebar.closeSidebarButtonAriaLabel",
  backToMainMenu: "theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel",
  docsSidebarAriaLabel: "theme.docs.sidebar.navAriaLabel",
  expandCategoryAriaLabel: "theme.DocSidebarItem.expandCategoryAriaLabel",
  collapseCategoryAriaLabel: "theme.DocSidebarItem.collapseCategoryAriaLabel",
  paginatorAriaLabel: "theme.docs.paginator.navAriaLabel",
  previous: "theme.docs.paginator.previous",
  next: "theme.docs.paginator.next",
  breadcrumbsAriaLabel: "theme.docs.breadcrumbs.navAriaLabel",
  breadcrumbsHome: "theme.docs.breadcrumbs.home",
  tocCollapsible: "theme.TOCCollapsible.toggleButtonLabel",
  editThisPage: "theme.common.editThisPage",
  copy: "theme.CodeBlock.copy",
  copyButtonAriaLabel: "theme.CodeBlock.copyButtonAriaLabel",
  copied: "theme.CodeBlock.copied",
  colorToggleAriaLabel: "theme.colorToggle.ariaLabel",
  colorModeLight: "theme.colorToggle.ariaLabel.mode.light",
  colorModeDark: "theme.colorToggle.ariaLabel.mode.dark",
  colorModeSystem: "theme.colorToggle.ariaLabel.mode.system",
  announcementClose: "theme.AnnouncementBar.closeButtonAriaLabel",
  externalLink: "theme.IconExternalLink.ariaLabel",
  crashTitle: "theme.ErrorPageContent.title",
  tryAgain: "theme.ErrorPageContent.tryAgain",
  notFoundTitle: "theme.NotFound.title",
  notFoundP1: "theme.NotFound.p1",
  notFoundP2: "theme.NotFound.p2",
  draftTitle: "theme.contentVisibility.draftBanner.title",
  draftMessage: "theme.contentVisibility.draftBanner.message",
  unlistedTitle: "theme.contentVisibility.unlistedBanner.title",
  unlistedMessage: "theme.contentVisibility.unlistedBanner.message",
  chunkErrorRetry: "docsgen.chunkError.retry",
  blogSidebarAriaLabel: "theme.blog.sidebar.navAriaLabel",
  readMore: "theme.blog.post.readMore",
  readMoreLabel: "theme.blog.post.readMoreLabel",
  tagsListLabel: "theme.tags.tagsListLabel",
  searchButton: "docsgen.search.button",
  searchPlaceholder: "theme.SearchBar.label",
  searchInputLabel: "theme.SearchModal.searchBox.placeholderText",
  searchNoResults: "docsgen.search.noResults",
  searchLoading: "docsgen.search.loading",
  searchClose: "docsgen.search.close",
};

export const SERVER_IDS: Record<Exclude<keyof ServerStrings, "admonition">, string> = {
  headingLinkTitle: "theme.common.headingLinkTitle",
  categoryItems: "theme.docs.DocCard.categoryDescription.plurals",
  blogListPaginatorAriaLabel: "theme.blog.paginator.navAriaLabel",
  blogPostPaginatorAriaLabel: "theme.blog.post.paginator.navAriaLabel",
  blogNewerEntries: "theme.blog.paginator.newerEntries",
  blogOlderEntries: "theme.blog.paginator.olderEntries",
  blogNewerPost: "theme.blog.post.paginator.newerPost",
  blogOlderPost: "theme.blog.post.paginator.olderPost",
  blogArchive: "theme.blog.archive.title",
  readingTime: "theme.blog.post.readingTime.plurals",
  blogPostCount: "theme.blog.post.plurals",
  blogTagTitle: "theme.blog.tagTitle",
  docsTagTitle: "theme.docs.tagDocListPageTitle",
  docsTaggedCount: "theme.docs.tagDocListPageTitle.nDocsTagged",
  tagsPageLink: "theme.tags.tagsPageLink",
  tagsPageTitle: "theme.tags.tagsPageTitle",
  blogAuthorsTitle: "theme.blog.authorsList.pageTitle",
  blogAuthorsViewAll: "theme.blog.authorsList.viewAll",
  blogAuthorTitle: "theme.blog.author.pageTitle",
  blogAuthorNoPosts: "theme.blog.author.noPosts",
  blogTitle: "docsgen.blog.title",
  blogDescription: "docsgen.blog.description",
  blogSidebarTitle: "docsgen.blog.sidebarTitle",
  baseUrlBannerTitle: "docsgen.baseUrlBanner.title",
  baseUrlBannerConfigured: "docsgen.baseUrlBanner.configured",
  baseUrlBannerDefault: "docsgen.baseUrlBanner.defaultValue",
  baseUrlBannerSuggestion: "docsgen.baseUrlBanner.suggestion",
  rebuildFailed: "docsgen.serve.rebuildFailed",
  versionBadge: "theme.docs.versionBadge.label",
  unreleasedVersion: "theme.docs.versions.unreleasedVersionLabel",
  unmaintainedVersion: "theme.docs.versions.unmaintainedVersionLabel",
  latestVersionSuggestion: "theme.docs.versions.latestVersionSuggestionLabel",
  latestVersionLink: "theme.docs.versions.latestVersionLinkLabel",
  lastUpdatedAtBy: "theme.lastUpdated.lastUpdatedAtBy",
  lastUpdatedAtDate: "theme.lastUpdated.atDate",
  lastUpdatedByUser: "theme.lastUpdated.byUser",
};

/** Docusaurus has ids for six kinds; it titles the other three with the keyword itself. */
export const ADMONITION_IDS: Record<AdmonitionKind, string> = {
  note: "theme.admonition.note",
  tip: "theme.admonition.tip",
  info: "theme.admonition.info",
  warning: "theme.admonition.warning",
  caution: "theme.admonition.caution",
  danger: "theme.admonition.danger",
  important: "docsgen.admonition.important",
  success: "docsgen.admonition.success",
  secondary: "docsgen.admonition.secondary",
};

/** Older Docusaurus ids of the same strings (code.json files written by Docusaurus 2 use them). */
export const ID_ALIASES: Record<string, string> = {
  "theme.docs.DocCard.categoryDescription": "theme.docs.DocCard.categoryDescription.plurals",
};

/**
 * Docusaurus theme ids for interface docsgen does not have (versions, the sidebar
 * collapse button, …). A code.json written by `docusaurus write-translations` lists them all: they are
 * accepted without a warning, and change nothing.
 */
export const UNUSED_DOCUSAURUS_IDS: ReadonlySet<string> = new Set([
  "theme.BackToTopButton.buttonAriaLabel",
  "theme.CodeBlock.wordWrapToggle",
  "theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel",
  "theme.blog.archive.description",
  "theme.docs.breadcrumbs.home.text",
  "theme.docs.sidebar.collapseButtonAriaLabel",
  "theme.docs.sidebar.collapseButtonTitle",
  "theme.docs.sidebar.expandButtonAriaLabel",
  "theme.docs.sidebar.expandButtonTitle",
  "theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel",
  "theme.navbar.mobileDropdown.collapseButton.expandAriaLabel",
  "theme.navbar.mobileLanguageDropdown.label",
  "theme.navbar.mobileVersionsDropdown.label",
]);
