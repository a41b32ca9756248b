import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recoverOutput } from "../../cli/write/output.ts";
import { BIN, copyFixture, docsgen } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";

// Issue 36, "the output swapped whole, always": a build killed at any filesystem step that changes the live
// output leaves the old output or the new one, whole, once the next docsgen command has looked at it
// (recoverOutput runs first in build, serve and check-links). DOCSGEN_CRASH_AT=N kills the build at the Nth
// step (cli/write/crash-points.ts).

type Snapshot = Map<string, string>;

function snapshot(dir: string): Snapshot {
  const out: Snapshot = new Map();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isDirectory()) continue;
    const path = join(e.parentPath, e.name);
    out.set(path.slice(dir.length + 1), createHash("sha1").update(readFileSync(path)).digest("hex"));
  }
  return out;
}

const same = (a: Snapshot, b: Snapshot) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

function crashBuild(site: string, step: number, args: string[]) {
  return spawnSync(process.execPath, [BIN, "build", site, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", DOCSGEN_CRASH_AT: String(step) },
  });
}

/**
 * Builds `site` killed at step 1, 2, 3, then every `stride`th step until a build runs to the end; after each crash the output, once
 * recovered, must equal `old` or `next`. Returns the crash messages (which steps were hit).
 */
function crashEveryStep(site: string, args: string[], old: Snapshot, next: Snapshot, stride = 1): string[] {
  const out = join(site, "build");
  const hit: string[] = [];
  for (let step = 1; step < 1000; step += step < 3 ? 1 : stride) {
    const r = crashBuild(site, step, args);
    if (r.status === 0) {
      expect(same(snapshot(out), next), `the build that ran to the end (step ${step})`).toBe(true);
      return hit;
    }
    expect(r.signal, r.stderr).toBe("SIGKILL");
    hit.push(/crash injected at step \d+ \((.*)\)/.exec(r.stderr)?.[1] ?? r.stderr);
    recoverOutput(out);
    const now = snapshot(out);
    expect(same(now, old) || same(now, next), `output after a crash at step ${step} (${hit.at(-1)})`).toBe(true);
    if (same(now, next)) old = next; // from here on, the live output is the new one
  }
  throw new Error("the build never ran to the end");
}

/** A fixture built once (old), edited, and built afresh elsewhere (the expected new output). */
function editedSite(edit: (site: string) => void, buildArgs: string[]) {
  const site = copyFixture("basic");
  expect(docsgen(["build", site, ...buildArgs]).code).toBe(0);
  const old = snapshot(join(site, "build"));
  edit(site);
  expect(docsgen(["build", site, "--no-cache", "--out-dir", "expected"]).code).toBe(0);
  return { site, old, next: snapshot(join(site, "expected")) };
}

const editDoc = (site: string) => {
  const file = join(site, "docs/guide/first.md");
  writeFileSync(file, `${readFileSync(file, "utf8")}\n新加的一段。\n`);
};

describe("a build killed at any step leaves the old output or the new one", () => {
  it("cold builds (--no-cache): the folder swap", () => {
    const { site, old, next } = editedSite(editDoc, ["--no-cache"]);
    const hit = crashEveryStep(site, ["--no-cache"], old, next);
    expect(hit).toEqual(["swap journal written", "old output moved aside", "new output moved in"]);
  }, 300_000);

  it("cached builds that sync changed files into the live folder", () => {
    const { site, old, next } = editedSite(editDoc, []);
    const hit = crashEveryStep(site, [], old, next);
    // The build synced in place (not a swap), and every move was a crash point.
    expect(hit[0]).toBe("sync journal written");
    expect(hit.filter((h) => h.endsWith("moved in")).length).toBeGreaterThan(3);
    expect(hit.at(-1)).toBe("sync journal removed");
  }, 300_000);

  it("cached builds after a config change (every page changes)", () => {
    const { site, old, next } = editedSite((s) => {
      const file = join(s, "site.config.ts");
      writeFileSync(file, readFileSync(file, "utf8").replace("Fixture Site", "Fixture Site 2"));
    }, []);
    // ~60 files change, two steps each: every 7th step, so CI time stays bounded.
    crashEveryStep(site, [], old, next, 7);
  }, 300_000);
});

describe("a build that fails while changing the live folder undoes what it did", () => {
  it("a file that cannot be replaced: the message is true, the folder is as it was", () => {
    const { site, old } = editedSite(editDoc, []);
    const locked = join(site, "build/docs/guide/first/index.html");
    spawnSync("chattr", ["+i", locked]);
    try {
      const r = docsgen(["build", site]);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toContain("the previous output was left untouched");
      expect(r.stderr).toContain("docs/guide/first/index.html");
      expect(same(snapshot(join(site, "build")), old)).toBe(true);
    } finally {
      spawnSync("chattr", ["-i", locked]);
    }
  });
});

describe("watch mode", () => {
  it("a build process killed at any step is replaced, and the folder ends equal to a cold build", async () => {
    let crashed = true;
    for (let step = 1; crashed; step += step < 3 ? 1 : 4) {
      const site = copyFixture("basic");
      rmSync(join(site, "docs/guide/draft.md")); // watch mode shows drafts; a cold build leaves them out
      expect(docsgen(["build", site, "--no-cache"]).code).toBe(0);
      const port = await freePort();
      let log = "";
      const child = spawn(process.execPath, [BIN, "serve", site, "--watch", "--port", String(port)], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, NO_COLOR: "1", DOCSGEN_CRASH_AT: String(step) },
      });
      child.stdout.on("data", (d) => {
        log += d;
      });
      child.stderr.on("data", (d) => {
        log += d;
      });
      const until = async (test: () => boolean) => {
        const deadline = Date.now() + 60_000;
        while (!test()) {
          if (Date.now() > deadline) throw new Error(`watch mode did not get there:\n${log}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      try {
        await until(() => /docsgen: (rebuilt|build failed)/.test(log));
        const builds = () => log.match(/docsgen: rebuilt/g)?.length ?? 0;
        const before = builds();
        editDoc(site);
        await until(() => builds() > before);
        crashed = log.includes("crash injected");
        if (crashed) expect(log).toContain("the build process stopped (SIGKILL)");
      } finally {
        child.kill();
      }
      expect(docsgen(["build", site, "--no-cache", "--out-dir", "expected"]).code).toBe(0);
      expect(
        same(snapshot(join(site, "build")), snapshot(join(site, "expected"))),
        `crash at step ${step}:\n${log}`,
      ).toBe(true);
    }
  }, 600_000);
});
