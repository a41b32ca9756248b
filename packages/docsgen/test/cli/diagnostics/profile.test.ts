import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The profile's clock (issue 52, point 1): no moment of a thread is counted twice, however many pages await
// the same thing (a plugin's set-up), and sections nested in others count once.

type Profile = typeof import("../../../cli/diagnostics/profile.ts");
let p: Profile;

beforeAll(async () => {
  vi.stubEnv("DOCSGEN_PROFILE", "/dev/null");
  vi.resetModules();
  p = await import("../../../cli/diagnostics/profile.ts");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe("the build profile's clock", () => {
  it("counts a wait shared by pending sections once, spread over them", async () => {
    p.takeTallies();
    const wait = sleep(60);
    const start = performance.now();
    await Promise.all(
      ["/s/docs/a.md", "/s/versioned_docs/version-1.0/a.md", "/s/docs/b.md"].map((f) =>
        p.timedAsync("plugins", f, () => wait),
      ),
    );
    const elapsed = performance.now() - start;
    const t = p.takeTallies() ?? {};
    const sum = t.current.ms.plugins + t["1.0"].ms.plugins;
    expect(sum).toBeGreaterThan(50);
    expect(sum).toBeLessThanOrEqual(elapsed + 1);
    expect(t["1.0"].ms.plugins).toBeCloseTo(sum / 3, 0);
  });

  it("gives a synchronous section's time to it alone, less what is nested in it", async () => {
    p.takeTallies();
    const pending = p.timedAsync("write", "/s/docs/a.md", () => sleep(40));
    p.timed("parse", "/s/docs/a.md", () => {
      busy(30);
      p.timed("search", "/s/docs/a.md", () => busy(20));
    });
    await pending;
    const ms = p.takeTallies()?.current.ms ?? { parse: 0, search: 0, write: 99 };
    expect(ms.search).toBeGreaterThanOrEqual(20);
    expect(ms.parse).toBeGreaterThanOrEqual(30);
    expect(ms.parse).toBeLessThan(45);
    // The write waited 50 ms in all, but the thread was parsing for all of it: at most the rest is the write's.
    expect(ms.write).toBeLessThan(15);
  });

  it("tells the versions apart by their folder", () => {
    expect(p.versionOf("/s/versioned_docs/version-2.x/guide/a.md")).toBe("2.x");
    expect(p.versionOf("/s/i18n/en/docusaurus-plugin-content-docs/version-1.0/a.md")).toBe("1.0");
    expect(p.versionOf("/s/docs/a.md")).toBe("current");
  });
});
