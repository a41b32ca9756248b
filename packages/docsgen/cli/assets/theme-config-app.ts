import { join } from "node:path";
import type { Plugin } from "esbuild";

/**
 * A site that sets a navbar or footer style, a footer logo, a logo of each colour mode or a blog sidebar
 * without years (theme/config-styles.ts): the entry's App (or the versioned App's theme App,
 * client/versioned-app.tsx) is templates/theme-config/App.tsx, which draws them around the theme's App. A
 * module swapped at bundling, as the versioned and author pages' Apps are, so other sites' bundles stay byte
 * for byte what they were: a branch in the templates, even one the minifier drops, renames the bundle's
 * minified symbols.
 */
export const themeConfigApp: Plugin = {
  name: "theme-config-app",
  setup(b) {
    b.onResolve({ filter: /[\\/]templates[\\/]App\.tsx$/ }, (args) =>
      /[\\/]client[\\/](entry|versioned-app)\.tsx$/.test(args.importer)
        ? { path: join(args.resolveDir, "..", "templates", "theme-config", "App.tsx") }
        : undefined,
    );
  },
};
