import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutIcons } from "../helpers/admonition.ts";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

describe("admonitions in a build (issue 15, part 7)", () => {
  it("an unknown kind is a located warning, and its content is still on the page", async () => {
    const site = copyFixture("basic");
    const doc = join(site, "docs/guide/first.md");
    writeFileSync(doc, `${readFileSync(doc, "utf8")}\n- 列表\n\n  :::tipp 小心\n  内容**不丢**。\n  :::\n`);
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toContain(
      "docs/guide/first.md:11:3: warning [admonition-unknown] `:::tipp` is not an admonition kind; it is rendered as a note",
    );
    expect(out).toContain("Did you mean `:::tip`? Known kinds: note, tip, info, warning, caution, danger, important");
    expect(out).toMatch(/, 1 warning$/m);
    const html = readFileSync(join(site, "build/docs/guide/first/index.html"), "utf8");
    expect(html).toContain("内容<strong>不丢</strong>。");
    expect(withoutIcons(html)).toContain('<div class="admonitionHeading">小心</div>');
  });

  it("known kinds, nested, build without warnings", async () => {
    const site = copyFixture("basic");
    const doc = join(site, "docs/guide/first.md");
    const boxes = "::::tip\n:::important\n重要。\n:::\n::::\n\n:::success\n成功。\n:::\n\n:::secondary\n次要。\n:::\n";
    writeFileSync(doc, `${readFileSync(doc, "utf8")}\n现在 12:30。\n\n${boxes}`);
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/, 0 warnings$/m);
    const html = readFileSync(join(site, "build/docs/guide/first/index.html"), "utf8");
    expect(html).toMatch(
      /theme-admonition-tip[\s\S]*theme-admonition-important[\s\S]*重要[\s\S]*<\/div><\/div>\s*<\/div><\/div>/,
    );
    expect(html).toContain("现在 12:30。");
  });
});
