import { join } from "node:path";
import type { Plugin } from "esbuild";
import { isPagePart, NAVBAR_TYPES, PAGE_PARTS } from "../../shared/page-parts.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { siteThemeDir, themeComponents } from "./components.ts";

/**
 * The parts of docsgen's page shell a site may replace on every page, by their Docusaurus names: docsgen's
 * App leaves their place to the HTML the site's component renders (server side, from the site's code), and a
 * script of the site's code hydrates it (client/theme-shell.tsx). React pages render them through
 * `@theme/Layout`, in their own root. These are parts of the shell that read nothing of the page but the
 * config, so one render serves every page (`SearchBar` sits in the navbar's search slot, templates/SearchButton.tsx);
 * a doc's parts (PAGE_PARTS: DocItem/Footer, TOC…) render with each doc; the navbar's `custom-*` items render
 * from the site's item types (NAVBAR_TYPES); the others a site swizzles (Docusaurus's own navbar items, other
 * doc items, the sidebar) read the page and docsgen's client routing, and are warned (unused.ts). `Root`, which Docusaurus puts around the whole app, renders without
 * children after docsgen's app root (render/document.ts): what it adds to every page (a chat button, a cookie
 * banner) shows and hydrates; its providers wrap React pages only (react/page-entries.ts), as docsgen's own
 * pages are not the site's code.
 */
export const SHELL_PARTS = ["Footer", "NotFound/Content", "Root", "SearchBar"] as const;

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
  const replaced = [...SHELL_PARTS, NAVBAR_TYPES, ...PAGE_PARTS].filter((name) =>
    dirs.some((d) => d.has(name) || MADE_OF[name]?.some((part) => d.has(part))),
  );
  // DocPage's place of the doc's footer shows whenever a doc has parts from the site's code (its text is kept
  // as it was, for the client of sites without doc parts: templates/DocPage.tsx), so docsgen's own footer of
  // a doc comes from the site's code too, the same markup.
  if (replaced.some(isPagePart) && !replaced.includes("DocItem/Footer")) replaced.push("DocItem/Footer");
  return replaced;
}

/** Whether the site's `custom-*` navbar items have components: its (or a theme package's) ComponentTypes. */
export function drawsCustomItems(siteDir: string, themeDirs: readonly string[] = []): boolean {
  return replacedShell(siteDir, themeDirs).includes(NAVBAR_TYPES);
}

/** Whether the site's code draws a part of the navbar: its SearchBar, or its custom item types. */
function drawsNavbar(parts: readonly string[] | undefined): boolean {
  return parts?.some((name) => name === "SearchBar" || name === NAVBAR_TYPES) ?? false;
}

/**
 * For a site that replaces neither its SearchBar nor its navbar item types: `@theme/Layout`'s import of the
 * live navbar parts (templates/docusaurus/navbar-parts.ts) resolves to nothing, and its React pages' navbar
 * (templates/Navbar.tsx, NavbarItems.tsx) folds to docsgen's own (DOCSGEN_THEME_SHELL), so they carry none of
 * their code. None for a site that replaces one.
 */
export function navbarPartsNone(parts: readonly string[] | undefined): Plugin[] {
  if (drawsNavbar(parts)) return [];
  const none = join(PACKAGE_ROOT, "templates/docusaurus/navbar-parts-none.ts");
  return [
    {
      name: "docsgen-navbar-parts-none",
      setup(build) {
        build.initialOptions.define = { ...build.initialOptions.define, DOCSGEN_THEME_SHELL: "false" };
        build.onResolve({ filter: /^\.\/navbar-parts\.ts$/ }, (args) =>
          args.importer === join(PACKAGE_ROOT, "templates/docusaurus/Layout.tsx") ? { path: none } : undefined,
        );
      },
    },
  ];
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
