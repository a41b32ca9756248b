import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { doc, section } from "../content/scw/markdown.ts";
import { buildInProcess } from "../helpers/build.ts";
import { BIN, copyFixture, REPO, SCW } from "../helpers/cli.ts";
import { freePort } from "../helpers/servers.ts";

// Issue 51: the SCW site's standalone page (/markdown-page) tells a reader how to add a page of their own. Its
// example file is built here in a small site, and what the page says about the result (the URL from the file
// name, the title, no sidebar or prev/next, a TOC only with h2–h3) is read from what the build wrote.

const PAGE = "pages/markdown-page.md";
const text = doc(PAGE);
const example = /^```md title="([^"]+)"\n([\s\S]*?)^```$/m.exec(section(text, "write"));

let site: string;
let out: string;
let output: string;

beforeAll(async () => {
  if (!example) throw new Error(`${PAGE}: no md block with a title in #write`);
  site = copyFixture("basic");
  out = join(site, "build");
  mkdirSync(dirname(join(site, example[1])), { recursive: true });
  writeFileSync(join(site, example[1]), example[2]);
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  output = r.stdout + r.stderr;
});

/** The built page of `pages/<name>.md`, as the page's URL rule says: the file name without .md. */
function built(file: string): string {
  const name = /^pages\/(.+)\.md$/.exec(file)?.[1];
  if (!name) throw new Error(`${PAGE}: the example's file is not in pages/: ${file}`);
  return join(out, name, "index.html");
}

describe("the markdown page's example page", () => {
  it("builds without warnings, at the URL the page states for its file", () => {
    expect(output).toMatch(/, 0 warnings$/m);
    const file = example?.[1] ?? "";
    const name = file.replace(/^pages\//, "").replace(/\.md$/, "");
    expect(section(text, "where")).toContain(`\`${file}\`，网址就是 \`/slightning-coco-widget/${name}\``);
    expect(existsSync(built(file))).toBe(true);
    // The page's own file, named in the same sentence, is at /markdown-page in the route spec.
    expect(section(text, "where")).toContain(
      "`pages/markdown-page.md`，网址是 `/slightning-coco-widget/markdown-page`",
    );
    expect(readFileSync(join(REPO, "test/spec-routes.txt"), "utf8").split("\n")).toContain("/markdown-page");
  });

  it("its title is the front matter's plus the site's, and it has no sidebar, prev/next or TOC", () => {
    const html = readFileSync(built(example?.[1] ?? ""), "utf8");
    const title = /^title: (.+)$/m.exec(example?.[2] ?? "")?.[1];
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(`${title} | Fixture Site`);
    expect(section(text, "write")).toContain(`显示为“${title} | SLIGHTNING CoCo 控件框架”`);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).not.toContain("theme-doc-sidebar-container");
    expect(html).not.toContain("pagination-nav");
    // No h2 in the example: no TOC, the text centred.
    expect(html).not.toContain("table-of-contents");
    expect(html).toContain("col--offset-2");
  });

  it("the preview commands are the repository's: npm start builds then serves on 127.0.0.1:3000", () => {
    const pkg = JSON.parse(readFileSync(join(SCW, "package.json"), "utf8"));
    expect(pkg.scripts.start).toMatch(/build && .* serve$/);
    expect(pkg.engines.node).toBe(">=20.19");
    const preview = section(text, "preview");
    expect(preview).toContain("Node.js 20.19 或更高版本");
    expect(preview).toContain("`http://127.0.0.1:3000/slightning-coco-widget/notice`");
    const serve = readFileSync(join(REPO, "cli/commands/serve.ts"), "utf8");
    expect(serve).toMatch(/"--host <host>"[^\n]*"127\.0\.0\.1"/);
    expect(serve).toMatch(/"-p, --port <port>"[^\n]*"3000"/);
  });

  it("npm start's serve step prints the line the page quotes, and serves what was built, not a later edit", async () => {
    const quoted = /^```text\n(.+)\n```$/m.exec(section(text, "preview"))?.[1];
    expect(quoted).toBe("docsgen: serving build at http://127.0.0.1:3000/slightning-coco-widget/ (Ctrl+C to stop)");
    // The same command on the example's site: its base URL is /fixture/, and a free port stands for 3000.
    const port = await freePort();
    const child = spawn(process.execPath, [BIN, "serve", site, "--port", String(port)], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1" },
    });
    let printed = "";
    child.stdout?.on("data", (d) => {
      printed += d;
    });
    child.stderr?.on("data", (d) => {
      printed += d;
    });
    try {
      const deadline = Date.now() + 20_000;
      while (!printed.includes("(Ctrl+C to stop)\n")) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`serve printed:\n${printed}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const expected = (quoted ?? "").replace("3000/slightning-coco-widget/", `${port}/fixture/`);
      expect(printed.trimEnd().split("\n").at(-1)).toBe(expected);
      // The page: a change to the file shows only after npm start runs again (it builds once, then serves).
      const file = join(site, example?.[1] ?? "");
      writeFileSync(file, (example?.[2] ?? "").replace("欢迎", "改过之后欢迎"));
      await new Promise((r) => setTimeout(r, 500));
      const name = (example?.[1] ?? "").replace(/^pages\//, "").replace(/\.md$/, "");
      const served = await (await fetch(`http://127.0.0.1:${port}/fixture/${name}`)).text();
      expect(served).toContain("欢迎");
      expect(served).not.toContain("改过之后欢迎");
      expect(section(text, "preview")).toContain("按 Ctrl+C 停止预览，再运行一次 `npm start`");
    } finally {
      child.kill("SIGTERM");
    }
  });
});
