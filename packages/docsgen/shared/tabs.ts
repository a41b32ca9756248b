/**
 * The markup contract of tabs (`@theme/Tabs` in MDX) between the build, which renders them with the
 * default tab selected (cli/markdown/mdx/tabs.ts), and the browser, which makes them interactive
 * (client/tabs.ts). Class names are Docusaurus's (Infima), so custom CSS written for it applies.
 */
export const TABS_CLASS = "tabs-container";
export const TAB_CLASS = "tabs__item";
export const TAB_ACTIVE_CLASS = "tabs__item--active";
/** On the container: the `groupId`, whose choice is shared by every group on the page and remembered. */
export const GROUP_ATTRIBUTE = "data-group-id";
/** On the container: the query-string key whose value selects a tab (`?os=mac`). */
export const QUERY_ATTRIBUTE = "data-query-string";
/** On each tab: its value. */
export const VALUE_ATTRIBUTE = "data-value";

/** The localStorage key of a group's choice: Docusaurus's, so a choice made there carries over. */
export function storageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** `queryString`: `true` means the groupId is the key; a string is the key itself. */
export function queryKey(queryString: string | true, groupId: string | undefined): string | undefined {
  return queryString === true ? groupId : queryString;
}
