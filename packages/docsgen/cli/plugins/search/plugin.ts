import type { ResolvedConfig } from "../../config/resolved.ts";
import { SITE_WIDE, timedAsync } from "../../diagnostics/profile.ts";
import { pageFragments, searchIndex } from "../../search/index-files.ts";
import type { PluginDefinition, RenderingProps } from "../plugin.ts";

const NAME = "docsgen-search";

/**
 * docsgen's own search (cli/search/): the index of every page and each page's fragments. Not made for a site
 * that DocSearch serves (config/docsearch.ts): the index would be written for nothing.
 *
 * When is a matter of memory and idle time. Without worker threads, the index is built before the pages
 * render, once the React pages have (the index lists them with the text they rendered): its state (~100 MB
 * at 5,000 pages) is then saved while the pages render, not waited for at the end. With workers, the
 * fragments are written while they render, and the index once they are gone: built beside them, it was the
 * build's peak memory, and merging the pages' weights is quick.
 */
export const searchPlugin: PluginDefinition = {
  name: NAME,
  create: (config) =>
    config.docsearch !== undefined
      ? undefined
      : {
          name: NAME,
          id: "default",
          beforePages: async (props) => {
            if (!props.threaded) await timedAsync("search", SITE_WIDE, () => writeIndex(config, props));
          },
          whileRendering: async ({ threaded, state, write, breathe }) => {
            if (!threaded) return;
            await timedAsync("search", SITE_WIDE, async () => {
              for await (const [path, body] of pageFragments(config.baseUrl, state.renderables.values())) {
                await breathe();
                await write(new Map([[path, body]]));
              }
            });
          },
          afterPages: async (props) => {
            if (props.threaded) await timedAsync("search", SITE_WIDE, () => writeIndex(config, props));
          },
        },
};

/** The index, updated from the one the last build left when the output recalls it; threaded: fragments written. */
async function writeIndex(config: ResolvedConfig, { state, output, threaded, write }: RenderingProps) {
  const earlier = await output.earlierSearch();
  const index = await searchIndex(
    config.baseUrl,
    state.renderables.values(),
    earlier && { state: earlier, keep: (rel) => output.files.keep(rel) },
    threaded,
  );
  output.searched(index.state);
  await write(index.files);
}
