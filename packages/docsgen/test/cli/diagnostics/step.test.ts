import { describe, expect, it } from "vitest";
import { type Logger, step } from "../../../cli/diagnostics/log.ts";

function capture(level: Logger["level"]): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return { log: { level, info: (m) => lines.push(m), error: (m) => lines.push(m) }, lines };
}

describe("step", () => {
  it("prints a verbose step's wall time and the CPU time the process spent over it", async () => {
    const { log, lines } = capture("verbose");
    const result = await step(log, "busy", () => {
      const until = performance.now() + 60;
      let n = 0;
      while (performance.now() < until) n++;
      return n;
    });
    expect(result).toBeGreaterThan(0);
    const m = /^ {2}✔ busy \((\d+) ms, CPU (\d+) ms\)$/.exec(lines[0]);
    expect(m, lines[0]).not.toBeNull();
    expect(Number(m?.[1])).toBeGreaterThanOrEqual(60);
    // A busy loop on the main thread: most of its wall time is CPU time (the machine may be loaded).
    expect(Number(m?.[2])).toBeGreaterThan(10);
  });

  it("prints nothing at the normal level", async () => {
    const { log, lines } = capture("normal");
    await step(log, "quiet step", () => 1);
    expect(lines).toEqual([]);
  });
});
