import { twinPath } from "../../../shared/url.ts";
import type { PluginDefinition } from "../plugin.ts";
import { llmsTxt, markdownTwin, twinKey } from "./llms.ts";

const NAME = "docsgen-llms-txt";

/**
 * llms.txt and each doc's markdown twin (llms.ts). The twins are written while the pages render, one file at a
 * time: the twins of thousands of docs held together cost ~100 MB, and the thread would otherwise wait idle
 * on the worker threads.
 */
export const llmsPlugin: PluginDefinition = {
  name: NAME,
  create: (config) => ({
    name: NAME,
    id: "default",
    whileRendering: async ({ state, write, pages, breathe }) => {
      for (const doc of state.docs) {
        await breathe();
        const path = twinPath(doc.route);
        // Keyed like a page: a warm build keeps an unchanged twin without reading its doc (the key needs no body).
        const key = pages && twinKey(config, state, doc);
        if (key && pages?.keep(path, key)) continue;
        await write(new Map([[path, markdownTwin(config, state, doc)]]));
        if (key) pages?.wrote(path, key, [path]);
      }
    },
    postBuild: ({ state }) => new Map([["llms.txt", llmsTxt(config, state)]]),
  }),
};
