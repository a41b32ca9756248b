import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { outOfMemoryReports, reportingOutOfMemory } from "../../../../cli/config/module/supervised.ts";

describe("the out-of-memory report on fd 3", () => {
  it("is the last complete line while site code runs, and nothing once it is done", async () => {
    const pipe = new PassThrough();
    const current = outOfMemoryReports(pipe);
    const tick = () => new Promise((r) => setImmediate(r));
    pipe.write(`${JSON.stringify("a.tsx: error [site-render] first\n    hint")}\n`);
    await tick();
    expect(current()).toBe("a.tsx: error [site-render] first\n    hint");
    // A line split across two reads counts once it is whole; until then the one before holds.
    pipe.write('\n"b.tsx: er');
    await tick();
    expect(current()).toBeUndefined();
    pipe.write('ror"\n');
    await tick();
    expect(current()).toBe("b.tsx: error");
  });

  it("costs a process that no supervisor started nothing but the call", () => {
    let reported = false;
    const value = reportingOutOfMemory(
      () => {
        reported = true;
        return { severity: "error", code: "site-render", message: "x" };
      },
      () => 42,
    );
    expect(value).toBe(42);
    expect(reported).toBe(false);
  });
});
