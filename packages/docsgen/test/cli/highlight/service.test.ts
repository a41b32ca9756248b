import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { localHighlighting, portHighlighting } from "../../../cli/highlight/service.ts";

describe("highlighting through a port", () => {
  it("answers in order, as the thread that owns the highlighter would", async () => {
    const local = localHighlighting();
    const remote = portHighlighting(local.connect());
    const blocks = [
      { code: "const a = 1;", lang: "ts", lines: [] },
      { code: "echo hi", lang: "sh", lines: [1] },
    ];
    const [viaPort, direct] = await Promise.all([remote.highlight(blocks), local.highlight(blocks)]);
    expect(viaPort).toEqual(direct);
    expect(viaPort[1]).toContain("theme-code-block-highlighted-line");
    await remote.close();
    await local.close();
  });

  it("fails pending requests when the highlighter goes away instead of waiting forever", async () => {
    const { port1, port2 } = new MessageChannel();
    const client = portHighlighting(port2);
    const pending = client.highlight([{ code: "x", lang: "ts", lines: [] }]);
    port1.close(); // what a crashed highlight thread does to its end
    await expect(pending).rejects.toThrow("the highlight thread stopped before answering");
  });
});
