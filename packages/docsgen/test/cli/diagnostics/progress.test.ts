import { describe, expect, it } from "vitest";
import { liveProgress, wantsProgress } from "../../../cli/diagnostics/progress.ts";

/** A stand-in terminal stream that records what is written (only the fields the progress line reads). */
function terminal(columns = 100) {
  const writes: string[] = [];
  const stream = { isTTY: true, columns, write: (s: string) => writes.push(s) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("live progress", () => {
  it("is wanted on a terminal only, and never in CI", () => {
    expect(wantsProgress(terminal().stream, {})).toBe(true);
    expect(wantsProgress(terminal().stream, { CI: "true" })).toBe(false);
    expect(wantsProgress(terminal().stream, { TERM: "dumb" })).toBe(false);
    expect(wantsProgress({ isTTY: false } as NodeJS.WriteStream, {})).toBe(false);
  });

  it("draws nothing before the delay, then the step and the counts on one line", async () => {
    const { stream, writes } = terminal();
    const p = liveProgress(stream, { delayMs: 60, intervalMs: 10 });
    p.step("parse markdown");
    p.total("parsed", 5000);
    p.done("parsed", 1234);
    await wait(30);
    expect(writes).toEqual([]);
    await wait(80);
    p.step("render pages");
    p.total("rendered", 5038);
    p.done("rendered", 7);
    await wait(40);
    p.stop();
    const lines = writes.join("").split("\r\x1b[2K").filter(Boolean);
    expect(lines[0]).toMatch(/^ {2}… 0 s · parse markdown · parsed 1,234\/5,000$/);
    expect(lines.at(-1)).toMatch(/^ {2}… 0 s · render pages · parsed 1,234\/5,000 · rendered 7\/5,038$/);
    expect(writes.at(-1)).toBe("\r\x1b[2K"); // stop leaves a clean line for the summary
    const count = writes.length;
    await wait(40);
    expect(writes.length).toBe(count);
  });

  it("fits the terminal's width (a wrapped line could not be redrawn in place)", async () => {
    const { stream, writes } = terminal(30);
    const p = liveProgress(stream, { delayMs: 0, intervalMs: 5 });
    p.step("render pages and markdown twins");
    await wait(30);
    p.stop();
    expect(writes[0].length).toBeLessThanOrEqual("\r\x1b[2K".length + 29);
  });
});
