import type { PluginDefinition } from "../plugin.ts";
import { planRedirects, REDIRECT_SCRIPT_HASH, type Redirect, redirectFiles } from "./redirects.ts";

const NAME = "docusaurus-plugin-client-redirects";

/**
 * `@docusaurus/plugin-client-redirects` (redirects.ts): planned against the routes once they are known, so a
 * bad redirect is reported with every other finding, and written once the pages are.
 */
export const redirectsPlugin: PluginDefinition = {
  name: NAME,
  create: (config) => {
    if (!config.clientRedirects) return undefined;
    let planned: Redirect[] = [];
    return {
      name: NAME,
      id: "default",
      allContentLoaded: ({ routes }) => {
        const plan = planRedirects(config, routes);
        planned = plan.redirects;
        return plan.findings;
      },
      // The redirect pages' one script, allowed only on sites that have them.
      scriptHashes: () => (planned.length > 0 ? [REDIRECT_SCRIPT_HASH] : []),
      postBuild: () => redirectFiles(config, planned),
    };
  },
};
