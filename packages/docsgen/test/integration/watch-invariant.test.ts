import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { BIN, copyFixture, SCW } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";
import { differences, filesUnder, seeded, setFrontMatterKey } from "../helpers/site-edits.ts";

/*
 * The watch-mode invariant (issue 16): whatever sequence of edits `docsgen serve --watch` has seen, once it
 * settles its output folder is byte-identical to a cold `docsgen build` of the same sources.
 *
 * Files that may differ: none. Drafts would (watch mode shows them, a build leaves them out), so the sites
 * here have their drafts removed before the run.
 *
 * DOCSGEN_WATCH_EDITS=300 runs a longer sequence; DOCSGEN_WATCH_SEED picks another one.
 */

const EDITS = Number(process.env.DOCSGEN_WATCH_EDITS ?? 18);
const SEED = Number(process.env.DOCSGEN_WATCH_SEED ?? 16);
/** Edits between two comparisons with a cold build. */
const CHECK_EVERY = 6;
/** With no rebuild logged for this long after the last edit, watch mode has settled. */
const QUIET_MS = 1200;

/** A running `serve --watch` whose log tells when it rebuilt. */
class Watch {
  private log = "";
  private readonly child: ChildProcess;
  constructor(site: string, port: number) {
    this.child = spawn(process.execPath, [BIN, "serve", site, "--watch", "--port", String(port)], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    const append = (d: Buffer) => {
      this.log += d;
    };
    this.child.stdout?.on("data", append);
    this.child.stderr?.on("data", append);
  }
  get output() {
    return this.log;
  }
  private builds() {
    return this.log.match(/docsgen: (rebuilt|build failed)/g)?.length ?? 0;
  }
  /** Waits for a build that started after `since` builds had ended, then for a quiet spell. */
  async settle(since: number) {
    const deadline = Date.now() + 60_000;
    let count = this.builds();
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      if (this.child.exitCode !== null) throw new Error(`serve --watch exited:\n${this.log}`);
      const now = this.builds();
      if (now !== count) {
        count = now;
        quietSince = Date.now();
      } else if (count > since && Date.now() - quietSince > QUIET_MS) return;
    }
    throw new Error(`serve --watch did not settle:\n${this.log.slice(-3000)}`);
  }
  count() {
    return this.builds();
  }
  stop() {
    this.child.kill("SIGTERM");
  }
}

/** The seeded edits an author makes: each returns a short description for the failure message. */
function editor(site: string, next: () => number) {
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const docs = () => filesUnder(join(site, "docs")).filter((f) => f.endsWith(".md"));
  const read = (rel: string) => readFileSync(join(site, rel), "utf8");
  const write = (rel: string, text: string) => writeFileSync(join(site, rel), text);
  let serial = 0;
  const added: string[] = [];

  const setFrontMatter = (rel: string, key: string, value: string) => setFrontMatterKey(join(site, rel), key, value);

  const edits: Record<string, () => string | Promise<string>> = {
    prose: () => {
      const rel = `docs/${pick(docs())}`;
      write(rel, `${read(rel)}\n新增的一句话，第 ${++serial} 次编辑。\n`);
      return `prose in ${rel}`;
    },
    heading: () => {
      const rel = `docs/${pick(docs())}`;
      const text = read(rel);
      const renamed = text.replace(/^## (.+)$/m, (_, h) => `## ${h}改${++serial}`);
      write(rel, renamed === text ? `${text}\n## 新小节 ${++serial}\n\n内容。\n` : renamed);
      return `heading renamed in ${rel}`;
    },
    title: () => {
      const rel = `docs/${pick(docs())}`;
      setFrontMatter(rel, "title", `标题 ${++serial}`);
      return `front matter title of ${rel}`;
    },
    position: () => {
      const rel = `docs/${pick(docs())}`;
      setFrontMatter(rel, "sidebar_position", String(Math.floor(next() * 10)));
      return `sidebar_position of ${rel}`;
    },
    category: () => {
      const categories = filesUnder(join(site, "docs")).filter((f) => f.endsWith("_category_.json"));
      if (categories.length === 0) return edits.prose();
      const rel = `docs/${pick(categories)}`;
      const data = JSON.parse(read(rel)) as { label?: string };
      write(rel, JSON.stringify({ ...data, label: `分类 ${++serial}` }));
      return `_category_ label in ${rel}`;
    },
    add: () => {
      const folder = dirname(pick(docs()));
      const rel = `docs/${folder === "." ? "" : `${folder}/`}added-${++serial}.md`;
      write(rel, `---\ndescription: 新页面 ${serial}。\n---\n\n# 新页面 ${serial}\n\n正文。\n\n## 一节\n\n内容。\n`);
      added.push(rel);
      return `added ${rel}`;
    },
    delete: () => {
      const rel = added.shift();
      if (!rel) return edits.add();
      rmSync(join(site, rel));
      return `deleted ${rel}`;
    },
    link: () => {
      const target = `docs/${pick(docs())}`;
      const source = `docs/${pick(docs())}`;
      const heading = `锚点${++serial}`;
      write(target, `${read(target)}\n## ${heading}\n\n被链接的小节。\n`);
      const href = relative(dirname(join(site, source)), join(site, target))
        .split(sep)
        .join("/");
      write(source, `${read(source)}\n见 [新锚点](${href.startsWith(".") ? href : `./${href}`}#${heading})。\n`);
      return `link from ${source} to ${target}#${heading}`;
    },
    broken: async () => {
      const rel = `docs/${pick(docs())}`;
      const good = read(rel);
      write(rel, `---\ntitle: [unclosed\n---\n${good}`);
      await new Promise((r) => setTimeout(r, next() * 400));
      write(rel, good);
      return `broke then fixed ${rel}`;
    },
  };
  const kinds = Object.keys(edits);
  return async () => {
    const kind = pick(kinds);
    return edits[kind]();
  };
}

function removeDrafts(site: string) {
  for (const rel of filesUnder(join(site, "docs"))) {
    const path = join(site, "docs", rel);
    if (rel.endsWith(".md") && /^draft: true$/m.test(readFileSync(path, "utf8"))) rmSync(path);
  }
}

async function runInvariant(site: string) {
  removeDrafts(site);
  const next = seeded(SEED);
  const edit = editor(site, next);
  const watch = new Watch(site, await freePort());
  const cold = mkdtempSync(join(tmpdir(), "docsgen-cold-"));
  const history: string[] = [];
  try {
    await watch.settle(0);
    for (let i = 1; i <= EDITS; i++) {
      // Builds logged before this edit cannot include it: settling waits for one more.
      const before = watch.count();
      history.push(await edit());
      // Sometimes in a burst (within chokidar's throttle and the debounce), sometimes one at a time.
      await new Promise((r) => setTimeout(r, next() < 0.4 ? next() * 30 : 100 + next() * 300));
      if (i % CHECK_EVERY !== 0 && i !== EDITS) continue;
      await watch.settle(before);
      const built = await buildInProcess(site, { outDir: join(cold, "out") });
      expect(built.code, built.stderr).toBe(0);
      const diff = differences(join(site, "build"), join(cold, "out"));
      expect(diff, `after edits (seed ${SEED}):\n  ${history.join("\n  ")}\n`).toEqual([]);
    }
  } finally {
    watch.stop();
    rmSync(cold, { recursive: true, force: true });
  }
}

describe("serve --watch settles to exactly a cold build", () => {
  const sites: string[] = [];
  afterAll(() => {
    for (const s of sites) rmSync(s, { recursive: true, force: true });
  });

  it(`on the fixture site (${EDITS} seeded edits)`, { timeout: 60_000 + EDITS * 5_000 }, async () => {
    const site = copyFixture("basic");
    sites.push(site);
    await runInvariant(site);
  });

  it(`on this site (${EDITS} seeded edits)`, { timeout: 60_000 + EDITS * 8_000 }, async () => {
    const site = mkdtempSync(join(tmpdir(), "docsgen-scw-"));
    sites.push(site);
    for (const name of ["docs", "pages", "src", "static", "site.config.ts", "sidebars.ts"]) {
      cpSync(join(SCW, name), join(site, name), { recursive: true });
    }
    expect(statSync(join(site, "site.config.ts")).isFile()).toBe(true);
    await runInvariant(site);
  });
});
