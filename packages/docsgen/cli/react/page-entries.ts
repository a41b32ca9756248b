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

/** What puts a React page inside the site's `src/theme/Root` (templates/docusaurus/site-root.tsx). */
export const SITE_ROOT = JSON.stringify(join(PACKAGE_ROOT, "templates/docusaurus/site-root.tsx"));

/** Whether the site replaces `Root` (theme/shell.ts): its React pages render inside it, on both sides. */
export function hasSiteRoot(options: Pick<SiteCodeOptions, "shell">): boolean {
  return options.shell?.includes("Root") ?? false;
}

/**
 * The browser entry of each React page: `docsgen-page:<file>` imports the page and hydrates it;
 * `docsgen-route:<file>`, a site plugin's route, hydrates its component wrapped to receive its props. The
 * site's client modules are imported first, as Docusaurus loads them before the page, and their lifecycles
 * run for the page (client/client-modules.ts): a React page is a page load of its own. A site with its own
 * Root has the page inside it, as the server renders it (bundle.ts).
 */
export function pageEntries(options: Pick<SiteCodeOptions, "siteDir" | "clientModules" | "shell">): Plugin {
  const hydrate = JSON.stringify(join(PACKAGE_ROOT, "client/react-page.tsx"));
  const modules = options.clientModules ?? [];
  const clientModules = modules.length > 0 ? `${clientModulesLines(modules).join("\n")}\n` : "";
  const root = hasSiteRoot(options);
  const rooted = (page: string) => (root ? `withSiteRoot(${page})` : page);
  const rootImport = root ? `import { withSiteRoot } from ${SITE_ROOT};\n` : "";
  const entry = (page: string, wrap: boolean) =>
    wrap
      ? `${clientModules}${rootImport}import C from ${page};\nimport { withRouteProps } from ${ROUTE_PROPS};\nimport { hydratePage } from ${hydrate};\nhydratePage(${rooted("withRouteProps(C)")});`
      : `${clientModules}${rootImport}import Page from ${page};\nimport { hydratePage } from ${hydrate};\nhydratePage(${rooted("Page")});`;
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

/**
 * The server entry's lines for the React pages: each page's component (a site plugin's route wrapped to
 * receive its props), inside the site's own Root when it has one, as its browser entry hydrates it; then
 * `pages`, file → component.
 */
export function serverPageLines(options: Pick<SiteCodeOptions, "pages" | "shell">): string[] {
  const lines = options.pages.map((p, i) =>
    p.props
      ? `import C${i} from ${JSON.stringify(p.absPath)};\nconst P${i} = withRouteProps(C${i});`
      : `import P${i} from ${JSON.stringify(p.absPath)};`,
  );
  if (options.pages.some((p) => p.props)) lines.unshift(`import { withRouteProps } from ${ROUTE_PROPS};`);
  const root = hasSiteRoot(options) && options.pages.length > 0;
  if (root)
    lines.push(
      `import { withSiteRoot } from ${SITE_ROOT};`,
      ...options.pages.map((_, i) => `const R${i} = withSiteRoot(P${i});`),
    );
  const name = (i: number) => `${root ? "R" : "P"}${i}`;
  lines.push(
    `export const pages = {${options.pages.map((p, i) => `${JSON.stringify(p.file)}: ${name(i)}`).join(", ")}};`,
  );
  return lines;
}
