import { join } from "node:path";
import type { Plugin } from "esbuild";

/**
 * A site whose blog has an authors map: the entry's App (or the versioned App's theme App, client/versioned-app.tsx)
 * is templates/AuthorPagesApp.tsx, which lays the author pages out in the blog's layout. A module swapped at
 * bundling, as client-bundle.ts's versioned app is, so other sites' bundles stay byte for byte. Runs after the
 * versioned app's plugin: the entry's import is that one's first; and after the themed App's
 * (theme-config-app.ts), which wraps this one (templates/theme-config/inner-app.ts).
 */
export const authorPagesApp: Plugin = {
  name: "author-pages-app",
  setup(b) {
    b.onResolve({ filter: /[\\/]templates[\\/]App\.tsx$/ }, (args) =>
      /[\\/]client[\\/](entry|versioned-app)\.tsx$|[\\/]theme-config[\\/]inner-app\.ts$/.test(args.importer)
        ? { path: join(args.resolveDir, "..", "templates", "AuthorPagesApp.tsx") }
        : undefined,
    );
  },
};
