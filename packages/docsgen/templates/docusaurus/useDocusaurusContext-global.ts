import { useSiteContext } from "./context.ts";
import useDocusaurusContext from "./useDocusaurusContext.ts";

/**
 * `@docusaurus/useDocusaurusContext` on a site whose plugins set global data (cli/react/page-entries.ts
 * aliases it): the context with their `globalData`. Apart from the module every other site gets, whose
 * scripts then stay byte for byte as they were.
 */
export default function useDocusaurusContextWithGlobalData() {
  return { ...useDocusaurusContext(), globalData: useSiteContext().globalData ?? {} };
}
