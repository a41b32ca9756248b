import { join } from "node:path";
import type { Plugin } from "esbuild";
import { clientModulesEntries, clientModulesLines } from "../client-modules/script.ts";
import { PACKAGE_ROOT } from "../version.ts";
import type { SiteCodeOptions } from "./site-code.ts";

/** What wraps a site plugin's route component to hand it its props (templates/docusaurus/route-props.tsx). */
export const ROUTE_PROPS = JSON.stringify(join(PACKAGE_ROOT, "templates/docusaurus/route-props.tsx"));

/**
 * On a site whose plugins set global data, `@docusaurus/useDocusaurusContext` with it (after siteModules,
 * whose aliases it overrides; sites without keep the module, and scripts, they had).
 */
export const globalDataContext: Plugin = {
  name: "docsgen-global-data",
  setup(b) {
    b.initialOptions.alias = {
      ...b.initialOptions.alias,
      "@docusaurus/useDocusaurusContext": join(PACKAGE_ROOT, "templates/docusaurus/useDocusaurusContext-global.ts"),
    };
  },
};

/**
 * The browser entry of each React page: `docsgen-page:<file>` imports the page and hydrates it;
 * `docsgen-route:<file>`, a site plugin's route, hydrates its component wrapped to receive its props. The
 * site's client modules are imported first, as Docusaurus loads them before the page, and their lifecycles
 * run for the page (client/client-modules.ts): a React page is a page load of its own.
 */
export function pageEntries(options: Pick<SiteCodeOptions, "siteDir" | "clientModules">): Plugin {
  const hydrate = JSON.stringify(join(PACKAGE_ROOT, "client/react-page.tsx"));
  const modules = options.clientModules ?? [];
  const clientModules = modules.length > 0 ? `${clientModulesLines(modules).join("\n")}\n` : "";
  const entry = (page: string, wrap: boolean) =>
    wrap
      ? `${clientModules}import C from ${page};\nimport { withRouteProps } from ${ROUTE_PROPS};\nimport { hydratePage } from ${hydrate};\nhydratePage(withRouteProps(C));`
      : `${clientModules}import Page from ${page};\nimport { hydratePage } from ${hydrate};\nhydratePage(Page);`;
  return {
    name: "docsgen-page-entries",
    setup(b) {
      b.onResolve({ filter: /^docsgen-(page|route):/ }, (args) => ({
        path: args.path.slice(args.path.indexOf(":") + 1),
        namespace: args.path.slice(0, args.path.indexOf(":")),
      }));
      for (const namespace of ["docsgen-page", "docsgen-route"])
        b.onLoad({ filter: /.*/, namespace }, (args) => ({
          contents: entry(JSON.stringify(args.path), namespace === "docsgen-route"),
          resolveDir: options.siteDir,
          loader: "js",
        }));
      // The other pages' script of the client modules is a browser entry too (client-modules/script.ts).
      if (modules.length > 0) void clientModulesEntries(modules).setup(b);
    },
  };
}
