import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "esbuild";
import { PACKAGE_ROOT } from "../version.ts";

/** docsgen's Docusaurus modules a site with a footer style or logo has in their themed form (file → file). */
const THEMED_MODULES: Record<string, string> = {
  "templates/docusaurus/Footer.tsx": "templates/theme-config/docusaurus/Footer.tsx",
  "templates/docusaurus/FooterParts/Layout.tsx": "templates/theme-config/docusaurus/FooterLayout.tsx",
};

/**
 * The site's code of a site that sets the theme's looks (theme/config-styles.ts), as its client has them
 * (assets/theme-config-app.ts): `@theme/Layout`'s navbar is the styled one, `@theme/Footer` and
 * `@theme/Footer/Layout` draw the footer's style and logo. Modules swapped at bundling: the React pages and
 * shell parts of every other site keep the scripts they had. `@theme/Footer` is found through the theme's
 * layers (`@theme-original/Footer`, a theme package's), so its file is swapped as it loads, whatever the path;
 * the build lists this plugin first, so that it answers before any other.
 */
export const themeConfigParts: Plugin = {
  name: "docsgen-theme-config-parts",
  setup(b) {
    b.onResolve({ filter: /[\\/]Navbar\.tsx$/ }, (args) =>
      /[\\/]templates[\\/]docusaurus[\\/]Layout\.tsx$/.test(args.importer)
        ? { path: join(PACKAGE_ROOT, "templates", "theme-config", "layout-navbar.ts") }
        : undefined,
    );
    b.onLoad({ filter: /[\\/]templates[\\/]docusaurus[\\/](Footer|FooterParts[\\/]Layout)\.tsx$/ }, (args) => {
      const own = Object.keys(THEMED_MODULES).find((file) => args.path === join(PACKAGE_ROOT, file));
      if (!own) return undefined;
      const themed = join(PACKAGE_ROOT, THEMED_MODULES[own]);
      return {
        contents: readFileSync(themed, "utf8"),
        loader: "tsx",
        resolveDir: dirname(themed),
        watchFiles: [themed],
      };
    });
  },
};
