import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { REPO, SCW } from "../helpers/cli.ts";

const routes = readFileSync(join(REPO, "test/spec-routes.txt"), "utf8").trim().split("\n");
const docRoutes = routes.filter((r) => r.startsWith("/docs/"));
const categories = new Map<string, { file: string; description?: string }>();
for (const file of fg.sync("docs/**/_category_.json", { cwd: SCW })) {
  const data = JSON.parse(readFileSync(join(SCW, file), "utf8")) as { link?: { slug?: string; description?: string } };
  if (data.link?.slug)
    categories.set(`/docs/${data.link.slug.replace(/^\/|\/$/g, "")}`, { file, description: data.link.description });
}

/** The markdown file of a doc route (`color` is a folder with index.md). */
function docFile(route: string): string {
  const base = join(SCW, route.slice(1));
  return existsSync(`${base}.md`) ? `${base}.md` : join(base, "index.md");
}

/** Prose only: front matter, fenced code, inline code, link targets and markdown punctuation removed. */
function prose(markdown: string): string {
  return matter(markdown)
    .content.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{#[^}]*\}/g, "")
    .replace(/[\s#>*_|:\-[\]()!]/g, "");
}

const SHORT_PAGES = new Set(["/docs/error/test", "/docs/tutorial/advanced/extend"]);
const PLACEHOLDERS = /TODO|TBD|lorem|待补充|暂未编写|coming soon/i;

describe("every doc route of the spec has real content", () => {
  for (const route of docRoutes) {
    if (categories.has(route)) {
      it(`${route} is a generated index with a description`, () => {
        expect(categories.get(route)?.description?.length ?? 0).toBeGreaterThan(10);
      });
      continue;
    }
    it(`${route}`, () => {
      const file = docFile(route);
      expect(existsSync(file), `${file} exists`).toBe(true);
      const text = readFileSync(file, "utf8");
      const fm = matter(text).data as { description?: string };
      expect(fm.description, "front matter description (card text)").toBeTruthy();
      expect(text).not.toMatch(PLACEHOLDERS);
      expect(prose(text).length).toBeGreaterThanOrEqual(SHORT_PAGES.has(route) ? 300 : 600);
      if (/^\/docs\/(api|tutorial)\//.test(route)) expect(text, "at least one code example").toMatch(/^```\w+/m);
      const idFile = join(REPO, "test/content/identifiers", `${route.slice(1).replace(/\//g, "__")}.txt`);
      expect(existsSync(idFile), `identifier list ${idFile}`).toBe(true);
      const ids = readFileSync(idFile, "utf8")
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
      expect(ids.length).toBeGreaterThan(0);
      const missing = ids.filter((id) => !text.includes(id));
      expect(missing, "identifiers from the brief missing on the page").toEqual([]);
    });
  }

  it("the home page has a hero and the feature sections", () => {
    const home = matter(readFileSync(join(SCW, "pages/index.md"), "utf8"));
    const hero = (home.data as { hero?: { title?: string; actions?: { link: string }[] } }).hero;
    expect(hero?.title).toBe("SLIGHTNING CoCo 控件框架");
    expect(hero?.actions?.map((a) => a.link)).toEqual(["/docs/introduction/overview", "/docs/tutorial/fast-start"]);
    expect(home.content.match(/^### /gm)?.length).toBeGreaterThanOrEqual(7);
  });
});
