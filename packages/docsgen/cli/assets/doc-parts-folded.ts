import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";

/** The wrappers of templates/DocPage.tsx's places for the doc parts a site replaces, and their import. */
const SITE_PART = /^import \{ SitePart \} from "\.\/SitePart\.tsx";$|<SitePart\b[^>]*>|<\/SitePart>/gm;

/**
 * A site that replaces no doc part (shared/page-parts.ts): its client's DocPage is loaded without its
 * `<SitePart>` places, docsgen's own parts alone. A define would fold the places' code away, not their text,
 * and esbuild's minifier names symbols by the characters of all the source it bundles, so the text alone would
 * rename symbols in every site's bundle; without it, that bundle stays byte for byte what it was before doc
 * parts (test/integration/theme-doc-parts.test.ts builds one both ways).
 */
export const docPartsFolded: Plugin = {
  name: "doc-parts-folded",
  setup(b) {
    b.onLoad({ filter: /[\\/]templates[\\/]DocPage\.tsx$/ }, async (args) => ({
      contents: (await readFile(args.path, "utf8")).replace(SITE_PART, ""),
      loader: "tsx",
    }));
  },
};
