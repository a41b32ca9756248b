import type { Plugin } from "esbuild";

/** What a page's script takes from docsgen's entry, by import: the entry's name for it (client/shared-modules.ts). */
const FROM_ENTRY: Record<string, string> = {
  react: "react",
  "react/jsx-runtime": "jsx",
  "react-dom/client": "dom",
};

/**
 * For the scripts of pages that also load docsgen's entry (docs and pages with the site's components in their
 * MDX): React, its JSX runtime and `react-dom/client` are the entry's, read from `globalThis.__docsgenShared`,
 * instead of a second copy of React in every such script (~70 KiB gzip). The entry runs first: both are module
 * scripts, in document order. React pages do not load the entry and keep their own React.
 */
export const entryReact: Plugin = {
  name: "docsgen-entry-react",
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx-runtime)?$|^react-dom\/client$/ }, (args) => ({
      path: args.path,
      namespace: "docsgen-entry-react",
    }));
    build.onLoad({ filter: /.*/, namespace: "docsgen-entry-react" }, (args) => ({
      contents: `module.exports = globalThis.__docsgenShared.${FROM_ENTRY[args.path]};`,
      loader: "js",
    }));
  },
};
