import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, type CliResult, docsgen } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";

/*
 * Issue 47, item 4: site code cannot hang the build, end it silently, or fake a success. Spawned: what is
 * tested is the process (its exit code, whether it ends, what it printed), with a short time limit.
 */

const OPTIONS = `title: "T", url: "https://x.test", baseUrl: "/", presets: [["classic", { docs: {} }]]`;

/** A Docusaurus-shaped site: these files (path → text) and one doc. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-limits-"));
  for (const [path, text] of Object.entries({ "docs/intro.md": "# Intro\n\nHello.\n", ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** `docsgen build` of the site, with a 2 s limit for site code; ended (code -1) when it runs past 40 s. */
function build(dir: string): CliResult {
  return docsgen(["build", dir, "--no-cache"], dir, {
    env: { DOCSGEN_SITE_CODE_TIMEOUT_MS: "2000" },
    timeoutMs: 40_000,
  });
}

describe("the config's timers and process.exit()", () => {
  it("an interval the config leaves running: the process ends after the build (it ran forever)", () => {
    const r = build(site({ "docusaurus.config.js": `setInterval(() => {}, 1000);\nexport default { ${OPTIONS} };\n` }));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/pages written to/);
  });

  it("process.exit(0) in a timer the config leaves: exit 1 at its line (it exited 0 without a word)", () => {
    const r = build(
      site({ "docusaurus.config.js": `setTimeout(() => process.exit(0), 10);\nexport default { ${OPTIONS} };\n` }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docusaurus\.config\.js:1:26: error \[config-load\] called process\.exit\(0\) from a timer or promise it left, while the site was building/m,
    );
  });

  it("process.reallyExit(0) in a timer the config leaves: exit 1 at its line (it exited 0 without a word)", () => {
    const r = build(
      site({
        "docusaurus.config.js": `setTimeout(() => process.reallyExit(0), 10);\nexport default { ${OPTIONS} };\n`,
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docusaurus\.config\.js:1:26: error \[config-load\] called process\.exit\(0\)/m);
  });

  it("a timer the config leaves that loops: exit 1 at the line that set it (it hung the build)", () => {
    const started = Date.now();
    const r = build(
      site({
        "docusaurus.config.js": `let n = 0;\nsetInterval(() => {\n  if (++n > 2) while (true) {}\n}, 5);\nexport default { ${OPTIONS} };\n`,
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docusaurus\.config\.js:2:1: error \[config-load\] a timer whose callback did not finish within 2 s, while the site was building/m,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("util.promisify(setTimeout) still works in a config function (the timers it sees are wrapped)", () => {
    const r = build(
      site({
        "docusaurus.config.js": `import { promisify } from "node:util";\nexport default async () => {\n  await promisify(setTimeout)(5);\n  return { ${OPTIONS} };\n};\n`,
      }),
    );
    expect(r.code, r.stderr).toBe(0);
  });

  it("process.exit(0) after an async config function's await: exit 1 at its line (it exited 0 without a word)", () => {
    const r = build(
      site({ "docusaurus.config.js": `export default async () => {\n  await null;\n  process.exit(0);\n};\n` }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docusaurus\.config\.js:3:11: error \[config-load\] called process\.exit\(0\)/m);
  });

  it("an async config function that loops after its first await: the time limit, named (it hung)", () => {
    const started = Date.now();
    const r = build(
      site({ "docusaurus.config.js": "export default async () => {\n  await null;\n  while (true) {}\n};\n" }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^docusaurus\.config\.js: error \[config-load\] did not finish loading within 2 s/m);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe("the site's components and editUrl function", () => {
  const page = (body: string, top = "") =>
    site({
      "docusaurus.config.js": `export default { ${OPTIONS} };\n`,
      "src/pages/index.js": `import React from "react";\n${top}export default function Home() {\n  ${body}\n  return <p>hi</p>;\n}\n`,
    });

  it("a component that loops while rendering: the page named, within the limit (it hung the build)", () => {
    const started = Date.now();
    const r = build(page("while (true) {}"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^src\/pages\/index\.js: error \[site-render\] the site's code did not finish within 2 s while this page rendered/m,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it("process.exit(0) in a component's render: the component named at its line (it exited 0 without a word)", () => {
    const r = build(page("process.exit(0);"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^src\/pages\/index\.js: error \[site-render\] the component Home \(src\/pages\/index\.js:3:11\) threw while this page rendered: called process\.exit\(0\)/m,
    );
  });

  it("process.exit(0) at a component module's top level: located (it exited 0 without a word)", () => {
    const r = build(page("", "process.exit(0);\n"));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^src\/pages\/index\.js:2:9: error \[site-render\] the code \(src\/pages\/index\.js:2:9\) threw while the site's modules loaded: called process\.exit\(0\)/m,
    );
  });

  it("a component that allocates without bound: the page named, the output kept (V8 aborted, exit 134)", () => {
    const dir = page("");
    const small = { env: { NODE_OPTIONS: "--max-old-space-size=96" }, timeoutMs: 40_000 };
    expect(docsgen(["build", dir, "--no-cache"], dir, small).code).toBe(0);
    const before = readFileSync(join(dir, "build/index.html"), "utf8");
    const file = join(dir, "src/pages/index.js");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        "return",
        "const a = [];\n  while (true) a.push(new Array(1e6).fill(1));\n  return",
      ),
    );
    const r = docsgen(["build", dir, "--no-cache"], dir, small);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(
      /^src\/pages\/index\.js: error \[site-render\] the site's code ran out of memory while this page rendered \(the heap limit is \d+ MB\)\n {4}Look for a loop that allocates/m,
    );
    expect(r.stderr).toMatch(/^docsgen: build failed; the previous output was left untouched$/m);
    expect(readFileSync(join(dir, "build/index.html"), "utf8")).toBe(before);
  });

  it("an editUrl function that loops: the doc named, within the limit (it hung the build)", () => {
    const r = build(
      site({
        "docusaurus.config.js": `export default { title: "T", url: "https://x.test", baseUrl: "/",\n  presets: [["classic", { docs: { editUrl: () => { while (true) {} } } }]] };\n`,
      }),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docusaurus\.config\.js:2: error \[edit-url\] docs\.editUrl did not return for docs\/intro\.md within 2 s/m,
    );
  });
});

describe("serve --watch", () => {
  it.each([
    {
      what: "a component that starts looping is stopped and reported; saving the fix rebuilds (the worker hung)",
      code: "while (true) {}",
      report: /src\/pages\/index\.js: error \[site-render\] the site's code did not finish within 2 s/,
    },
    {
      what: "a component that starts allocating without bound is reported; saving the fix rebuilds (it said SIGABRT)",
      code: "const a = [];\n  while (true) a.push(new Array(1e6).fill(1));",
      report: /src\/pages\/index\.js: error \[site-render\] the site's code ran out of memory while this page rendered/,
    },
  ])("$what", async ({ code, report }) => {
    const dir = site({
      "docusaurus.config.js": `export default { ${OPTIONS} };\n`,
      "src/pages/index.js": 'import React from "react";\nexport default function Home() {\n  return <p>first</p>;\n}\n',
    });
    const port = await freePort();
    const child = spawn(process.execPath, [BIN, "serve", dir, "--watch", "--port", String(port)], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NO_COLOR: "1",
        DOCSGEN_SITE_CODE_TIMEOUT_MS: "2000",
        NODE_OPTIONS: "--max-old-space-size=96",
      },
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    // What is printed from `from` on (an earlier rebuild line does not count).
    const until = async (what: RegExp, from = 0, ms = 30_000) => {
      const deadline = Date.now() + ms;
      while (!what.test(output.slice(from))) {
        if (Date.now() > deadline) throw new Error(`no ${what} in:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      await until(/serving .* at/);
      const page = join(dir, "src/pages/index.js");
      writeFileSync(page, readFileSync(page, "utf8").replace("return", `${code}\n  return`));
      await until(report);
      const mark = output.length;
      writeFileSync(page, readFileSync(page, "utf8").replace(`${code}\n  `, "").replace("first", "fixed"));
      await until(/rebuilt/, mark);
      const served = await fetch(`http://127.0.0.1:${port}/`);
      expect(await served.text(), output).toContain("fixed");
    } finally {
      child.kill("SIGTERM");
    }
  });
});
