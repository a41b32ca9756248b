import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { BIN, copyFixture, docsgen, REPO } from "../helpers/cli.ts";

/** Runs the CLI without blocking this process (a server here must keep running), killed after `limitMs`. */
function docsgenAsync(args: string[], limitMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.on("data", (c) => {
      stderr += c;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - start });
    });
  });
}

const edit = (site: string, rel: string, fn: (s: string) => string) =>
  writeFileSync(join(site, rel), fn(readFileSync(join(site, rel), "utf8")));

/** One fixture per rule: what to break, the option that governs it, and the message expected. */
const RULES = [
  {
    option: "onBrokenLinks",
    code: "link-broken",
    break: (s: string) => edit(s, "docs/guide/first.md", (t) => `${t}\n[坏链接](/docs/guide/advanced/deeep)\n`),
    message:
      'docs/guide/first.md:9:1: LEVEL [link-broken] link to "/docs/guide/advanced/deeep" points to route /docs/guide/advanced/deeep, which is not built\n    Did you mean /docs/guide/advanced/deep?',
  },
  {
    option: "onBrokenAnchors",
    code: "anchor-broken",
    break: (s: string) => edit(s, "docs/guide/first.md", (t) => `${t}\n[中文锚点](../intro/welcome.md#快速开始-2)\n`),
    message:
      'docs/guide/first.md:9:1: LEVEL [anchor-broken] anchor "#快速开始-2" does not exist on /docs/intro/welcome\n    Did you mean #快速开始-1?',
  },
  {
    option: "onDuplicateRoutes",
    code: "route-duplicate",
    break: (s: string) =>
      writeFileSync(join(s, "docs/guide/again.md"), "---\nslug: /guide/begin\n---\n\n# 又一个开始\n"),
    message:
      "docs/guide/start.md: LEVEL [route-duplicate] route /docs/guide/begin is produced twice (also by docs/guide/again.md)",
  },
  {
    option: "onBrokenMarkdownLinks",
    code: "markdown-link-broken",
    break: (s: string) => edit(s, "docs/guide/first.md", (t) => `${t}\n见 [旧页](./old-page.md)。\n`),
    message:
      'docs/guide/first.md:9:3: LEVEL [markdown-link-broken] markdown link "./old-page.md" points to no doc or page',
  },
  {
    option: "onBrokenMarkdownImages",
    code: "markdown-image-broken",
    break: (s: string) => edit(s, "docs/guide/first.md", (t) => `${t}\n![图](/img/nope.png)\n`),
    message: 'docs/guide/first.md:9:1: LEVEL [markdown-image-broken] image "/img/nope.png" does not exist',
  },
] as const;

function setSeverity(site: string, option: string, level: string) {
  edit(site, "site.config.ts", (t) =>
    t.replace('  baseUrl: "/fixture/",', `  baseUrl: "/fixture/",\n  ${option}: "${level}",`),
  );
}

describe.each(RULES)("$code", (rule) => {
  it("warns with file:line:col under 'warn' and exits 0", async () => {
    const site = copyFixture("basic");
    rule.break(site);
    setSeverity(site, rule.option, "warn");
    const r = await buildInProcess(site);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(rule.message.replace("LEVEL", "warning"));
    expect(r.stdout).toMatch(/, 1 warning$/m);
  });

  it("fails the build under 'throw', leaving the previous output untouched", async () => {
    const site = copyFixture("basic");
    expect((await buildInProcess(site)).code).toBe(0);
    const before = readFileSync(join(site, "build/docs/guide/first/index.html"), "utf8");
    rule.break(site);
    setSeverity(site, rule.option, "throw");
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(rule.message.replace("LEVEL", "error"));
    expect(readFileSync(join(site, "build/docs/guide/first/index.html"), "utf8")).toBe(before);
  });

  it("prints nothing under 'ignore'", async () => {
    const site = copyFixture("basic");
    rule.break(site);
    setSeverity(site, rule.option, "ignore");
    const r = await buildInProcess(site);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain(rule.code);
  });
});

/**
 * A TCP server on loopback that completes the handshake and then says nothing, forever, and a built folder
 * whose one page links to it (check-links reads only the site's config and this folder).
 */
async function silentHostSite() {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const out = mkdtempSync(join(tmpdir(), "docsgen-silent-"));
  writeFileSync(
    join(out, "index.html"),
    `<!doctype html><title>x</title><a href="http://127.0.0.1:${port}/never">x</a>`,
  );
  writeFileSync(join(out, "404.html"), "<!doctype html><title>404</title>");
  return {
    out,
    port,
    connections: () => connections,
    close() {
      for (const s of sockets) s.destroy();
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

describe("docsgen check-links", () => {
  it("passes on a healthy build and prints a summary", async () => {
    const site = copyFixture("basic");
    expect((await buildInProcess(site)).code).toBe(0);
    const r = docsgen(["check-links", site]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/links scanned\s+ok\s+skipped\s+broken/);
    expect(r.stdout).toMatch(/ 0 \/ 0$/m);
  });

  it("exits 1 naming the missing route and the page linking to it", async () => {
    const site = copyFixture("basic");
    edit(site, "docs/intro/second.md", (t) => `${t}\n[去](/docs/missing/page)\n`);
    // The build would stop at the link (onBrokenLinks: throw); check-links is what is tested here.
    setSeverity(site, "onBrokenLinks", "warn");
    expect((await buildInProcess(site)).code).toBe(0);
    const r = docsgen(["check-links", site]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("broken 404 /fixture/docs/missing/page  (linked from /fixture/docs/intro/second)\n");
  });

  it("exits 2 naming the flag when --timeout is not a positive whole number of milliseconds", async () => {
    // A link to a host that never answers: before the flag was checked, `abc` and `0` meant no timeout at all.
    const silent = await silentHostSite();
    try {
      for (const value of ["abc", "0", "-5", "1.5", "", "Infinity"]) {
        const args = [
          "check-links",
          "test/fixtures/basic",
          "--out-dir",
          silent.out,
          "--external",
          `--timeout=${value}`,
        ];
        const r = await docsgenAsync(args, 20_000);
        expect(r.code, value).toBe(2);
        expect(r.stderr, value).toBe(
          `docsgen: --timeout must be a whole number of milliseconds from 1 to 2147483647, got ${JSON.stringify(value)}\n`,
        );
      }
    } finally {
      silent.close();
    }
  });

  it("gives up on a host that accepts and never answers once the timeout has passed", async () => {
    const silent = await silentHostSite();
    try {
      const args = ["check-links", "test/fixtures/basic", "--out-dir", silent.out, "--external", "--timeout", "300"];
      const r = await docsgenAsync(args, 30_000);
      expect(r.code).toBe(0); // an external link never fails the check; it is reported
      expect(r.stderr).toMatch(
        new RegExp(
          `^broken external \\S+ http://127\\.0\\.0\\.1:${silent.port}/never  \\(linked from /fixture\\)$`,
          "m",
        ),
      );
      expect(silent.connections()).toBeGreaterThan(0); // it really did connect
      // linkinator tries a failed link twice (HEAD, then GET), each request bounded by the timeout; the rest
      // is start-up (~1-2 s on two busy cores).
      expect(r.ms).toBeLessThan(10_000);
    } finally {
      silent.close();
    }
  });

  it("exits 1 when there is nothing built", () => {
    const site = copyFixture("basic");
    const r = docsgen(["check-links", site]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("build does not exist; run docsgen build first");
  });
});
