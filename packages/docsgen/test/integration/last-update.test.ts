import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BIN, type CliResult, copyFixture } from "../helpers/cli.ts";
import { gitAs } from "../helpers/git.ts";

// Issue 33, part 5: showLastUpdateTime / showLastUpdateAuthor from git history, read with one git process for
// the whole docs folder; front matter `last_update` wins; without git history, one warning. Fixture: last-update.

let site: string;
/** A `git` first on the PATH that notes each call of the build, then runs the real one. */
let shim: string;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

const git = (args: string[], when: string, author: string) => gitAs(site, args, { when, author });

function build(dir = site): CliResult {
  const r = spawnSync(process.execPath, [BIN, "build", dir], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", PATH: `${shim}:${process.env.PATH}`, DOCSGEN_GIT_LOG: join(shim, "calls") },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const gitCalls = () => readFileSync(join(shim, "calls"), "utf8").trim().split("\n").length;
const footer = (html: string) => /<span class="theme-last-updated">.*?<\/span>/.exec(html)?.[0];

beforeAll(() => {
  site = copyFixture("last-update");
  shim = join(site, "..", `${site.split("/").pop()}-bin`);
  mkdirSync(shim, { recursive: true });
  const real = spawnSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).stdout.trim();
  writeFileSync(join(shim, "git"), `#!/bin/sh\necho "$*" >> "$DOCSGEN_GIT_LOG"\nexec ${real} "$@"\n`);
  chmodSync(join(shim, "git"), 0o755);
  git(["init", "-q"], "2024-01-05T10:00:00Z", "Ada");
  git(["add", "."], "2024-01-05T10:00:00Z", "Ada");
  git(["commit", "-qm", "docs"], "2024-01-05T10:00:00Z", "Ada");
  writeFileSync(join(site, "docs/intro.md"), "# 介绍\n\n灯塔帮你找到日志里的问题，也找到原因。\n");
  git(["commit", "-qam", "intro"], "2024-02-10T08:30:00Z", "林");
});

describe("last-update lines", () => {
  it("come from git history: date and author of each doc's last commit, in the site language", () => {
    writeFileSync(join(shim, "calls"), "");
    const result = build();
    expect(result.code, result.stderr).toBe(0);
    expect(footer(read("docs/intro/index.html"))).toBe(
      '<span class="theme-last-updated">最后<!-- -->由 <b>林</b> <!-- -->于 <b><time dateTime="2024-02-10T08:30:00.000Z" itemProp="dateModified">2024年2月10日</time></b> <!-- -->更新</span>',
    );
    // One git process for the whole docs folder, not one per file.
    expect(gitCalls()).toBe(1);
    expect(result.stderr).not.toContain("last_update");
  });

  it("sit at the bottom of the doc with the edit link, as Docusaurus lays them out", () => {
    expect(read("docs/intro/index.html")).toMatch(
      /<div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https:\/\/code\.example\.com\/lighthouse\/edit\/main\/docs\/intro\.md"[^>]*>编辑此页<\/a><\/div><div class="col lastUpdated" style="font-style:italic"><span class="theme-last-updated">/,
    );
  });

  it("front matter `last_update` wins over git", () => {
    expect(footer(read("docs/guide/index.html"))).toBe(
      '<span class="theme-last-updated">最后<!-- -->由 <b>文档组</b> <!-- -->于 <b><time dateTime="2021-03-04T00:00:00.000Z" itemProp="dateModified">2021年3月4日</time></b> <!-- -->更新</span>',
    );
  });

  it("a warm build after a new commit shows the new one (the build cache does not keep the old line)", () => {
    writeFileSync(join(site, "docs/intro.md"), "# 介绍\n\n灯塔帮你找到日志里的问题。\n");
    git(["commit", "-qam", "intro again"], "2024-03-01T00:00:00Z", "梅");
    const result = build();
    expect(result.code, result.stderr).toBe(0);
    expect(footer(read("docs/intro/index.html"))).toContain("<b>梅</b>");
  });

  it("a warm build after a commit that changes only who and when (no file content) shows it too", () => {
    git(["commit", "-q", "--amend", "--no-edit", "--reset-author"], "2025-06-01T00:00:00Z", "周");
    const result = build();
    expect(result.code, result.stderr).toBe(0);
    expect(footer(read("docs/intro/index.html"))).toContain('<b>周</b> <!-- -->于 <b><time dateTime="2025-06-01');
  });

  it("without git history: one warning, and the docs build without the line", () => {
    const bare = copyFixture("last-update");
    const result = build(bare);
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split("\n").filter((l) => l.includes("[last-update]"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^docusaurus\.config\.js: warning \[last-update\] presets\[0\]\[1\]\.docs\.showLastUpdateTime is on, but git history cannot be read \(fatal: not a git repository/,
    );
    expect(readFileSync(join(bare, "build/docs/intro/index.html"), "utf8")).not.toContain("theme-last-updated");
  });
});
