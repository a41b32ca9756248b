import { join } from "node:path";
import type { Plugin } from "esbuild";
import { isPagePart, PAGE_PARTS } from "../../shared/page-parts.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { siteThemeDir, themeComponents } from "./components.ts";

/**
 * The parts of docsgen's page shell a site may replace on every page, by their Docusaurus names: docsgen's
 * App leaves their place to the HTML the site's component renders (server side, from the site's code), and a
 * script of the site's code hydrates it (client/theme-shell.tsx). React pages render them through
 * `@theme/Layout`, in their own root. These are parts of the shell that read nothing of the page but the
 * config, so one render serves every page; a doc's parts (PAGE_PARTS: DocItem/Footer, TOC…) render with each doc;
 * the others a site swizzles (navbar items, other doc items, the sidebar) read the page and docsgen's client
 * routing, and are warned (unused.ts). `Root`, which Docusaurus puts around the whole app, renders without
 * children after docsgen's app root (render/document.ts): what it adds to every page (a chat button, a cookie
 * banner) shows and hydrates; its providers wrap React pages only (react/page-entries.ts), as docsgen's own
 * pages are not the site's code.
 */
export const SHELL_PARTS = ["Footer", "NotFound/Content", "Root"] as const;

/** Where the shell's script is in the site code's assets (SiteCode.assets): not a file of the site. */
export const SHELL_ASSET = "docsgen:theme-shell";

/** The entry's name as esbuild's metafile names it (namespace:path), which is how bundle.ts finds its output. */
const ENTRY = "docsgen-theme-shell:shell";

/**
 * The parts docsgen's own shell parts are made of, as Docusaurus's are (react/modules.ts): a site that swizzles
 * one alone has the whole rendered from its code (docsgen's, with the site's part in it).
 */
const MADE_OF: Record<string, readonly string[]> = {
  Footer: ["Footer/Layout", "Footer/Links", "Footer/Copyright", "Footer/Logo"],
  "DocItem/Footer": ["EditThisPage", "LastUpdated"],
  DocPaginator: ["PaginatorNavLink"],
  TOC: ["TOCItems"],
};

/**
 * The shell parts and doc parts the site's `src/theme` or its theme packages replace, whole or in part; none
 * for most sites.
 */
export function replacedShell(siteDir: string, themeDirs: readonly string[] = []): string[] {
  const dirs = [siteThemeDir(siteDir), ...themeDirs].map(themeComponents);
  const replaced = [...SHELL_PARTS, ...PAGE_PARTS].filter((name) =>
    dirs.some((d) => d.has(name) || MADE_OF[name]?.some((part) => d.has(part))),
  );
  // DocPage's place of the doc's footer shows whenever a doc has parts from the site's code (its text is kept
  // as it was, for the client of sites without doc parts: templates/DocPage.tsx), so docsgen's own footer of
  // a doc comes from the site's code too, the same markup.
  if (replaced.some(isPagePart) && !replaced.includes("DocItem/Footer")) replaced.push("DocItem/Footer");
  return replaced;
}

/** The server entry's lines: each replaced part's component, by name (rendered by ssr.tsx's renderShell). */
export function shellServerLines(parts: readonly string[]): string[] {
  return [
    ...parts.map((name, i) => `import S${i} from ${JSON.stringify(`@theme/${name}`)};`),
    `export const shell = {${parts.map((name, i) => `${JSON.stringify(name)}: S${i}`).join(", ")}};`,
  ];
}

/** The browser entry point of the shell's script, for the build of scripts that run beside docsgen's entry. */
export function shellEntry(): { name: string; in: string; file: string } {
  return { name: "theme-shell", in: ENTRY, file: SHELL_ASSET };
}

/**
 * Loads the shell's browser entry: the replaced parts, hydrated in their places; a doc's parts by the doc
 * parts' hydration (client/theme-doc-parts.tsx), which the script of a site without them does not include.
 */
export function shellEntries(parts: readonly string[]): Plugin {
  const hydrate = JSON.stringify(join(PACKAGE_ROOT, "client/theme-shell.tsx"));
  const hydrateDoc = JSON.stringify(join(PACKAGE_ROOT, "client/theme-doc-parts.tsx"));
  const named = (page: boolean) =>
    parts.flatMap((name, i) => (isPagePart(name) === page ? [`${JSON.stringify(name)}: S${i}`] : [])).join(", ");
  return {
    name: "docsgen-theme-shell",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({
        path: "shell",
        namespace: "docsgen-theme-shell",
      }));
      build.onLoad({ filter: /.*/, namespace: "docsgen-theme-shell" }, () => ({
        contents: [
          ...parts.map((name, i) => `import S${i} from ${JSON.stringify(`@theme/${name}`)};`),
          `import { hydrateShell } from ${hydrate};`,
          ...(parts.some(isPagePart)
            ? [
                `import { hydrateDocParts } from ${hydrateDoc};`,
                `hydrateShell({${named(false)}}, hydrateDocParts, {${named(true)}});`,
              ]
            : [`hydrateShell({${named(false)}});`]),
        ].join("\n"),
        resolveDir: PACKAGE_ROOT,
        loader: "js",
      }));
    },
  };
}
