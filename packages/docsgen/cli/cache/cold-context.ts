import { bundleClient } from "../assets/client-bundle.ts";
import { clientOptions, Parsing, type RunOptions, startHighlighting, stopHighlighting } from "../threads/threads.ts";
import { StagedOutput } from "../write/output.ts";
import type { BuildContext } from "./context.ts";

/** A build that remembers nothing: it writes the whole output beside the old one and swaps it in. */
export function coldContext(run: RunOptions = {}): BuildContext {
  return {
    begin(config, log) {
      const highlighting = startHighlighting(run);
      const client = bundleClient(clientOptions(config));
      client.catch(() => {}); // awaited by the build; an earlier failure must not surface as unhandled
      const parsing = new Parsing(config, log, { ...run, highlighting });
      return {
        highlighting,
        client,
        load: { parse: (heads, linkCtx) => parsing.parse(heads, linkCtx) },
        renderPool: () => parsing.pool,
        async output() {
          const files = new StagedOutput(config.outDir, config.nestedOutputs);
          return {
            files,
            earlierSearch: async () => undefined,
            searched() {},
            noteWorkers() {},
            finish: () => files.finish(),
          };
        },
        release: () => parsing.close(),
        summary: () => [],
        async close() {
          await parsing.close();
          await stopHighlighting(run, highlighting);
        },
      };
    },
    async dispose() {},
  };
}
