import { existsSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import type { BlogAuthor } from "../../shared/page-model.ts";
import { type Diagnostic, fail } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";

/** js-yaml's safe load, which gray-matter reads front matter with (as category-file.ts does). */
const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/** The authors map of the blog (`authors.yml` by default, Docusaurus's `authorsMapPath`): key → author. */
export type AuthorsMap = ReadonlyMap<string, BlogAuthor>;

/**
 * Reads the authors map at `path`, as Docusaurus does: YAML or JSON, an object of keys to authors with a
 * `name` (or an image). No file, an empty map. `page` (author pages) is not built: one warning says so.
 */
export function readAuthorsMap(path: string, siteDir: string): { authors: AuthorsMap; findings: Diagnostic[] } {
  const authors = new Map<string, BlogAuthor>();
  const findings: Diagnostic[] = [];
  if (!existsSync(path)) return { authors, findings };
  const file = relativePath(siteDir, path);
  let data: unknown;
  try {
    const text = readFileSync(path, "utf8");
    data = path.endsWith(".json") ? JSON.parse(text) : yaml.parse(text);
  } catch (error) {
    fail({ code: "config-invalid", message: `the authors map cannot be read: ${(error as Error).message}`, file });
  }
  if (data === null || data === undefined) return { authors, findings };
  if (typeof data !== "object" || Array.isArray(data)) {
    fail({
      code: "config-invalid",
      message: "the authors map must be an object of author keys to authors",
      file,
      hint: "Write `jane:` then `name: Jane Doe`, `title: …`, `url: …`, `image_url: …` under it.",
    });
  }
  let withPages = 0;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const author = authorOf(value);
    if (!author) {
      fail({
        code: "config-invalid",
        message: `the author "${key}" of the authors map has no name and no image`,
        file,
        hint: "Give each author at least `name` (or `image_url`).",
      });
    }
    if (value && typeof value === "object" && "page" in value && (value as { page: unknown }).page) withPages++;
    authors.set(key, { ...author, key });
  }
  if (withPages > 0) {
    findings.push({
      severity: "warning",
      code: "config-ignored",
      message: `${withPages} author(s) ask for an author page (\`page\`); docsgen builds no author pages yet, and shows the authors on their posts`,
      file,
    });
  }
  return { authors, findings };
}

/** An author as written in the map or in front matter (Docusaurus's field names, old ones too). */
export function authorOf(value: unknown): BlogAuthor | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof v[key] === "string" && v[key] !== "") return v[key] as string;
    return undefined;
  };
  const name = text("name");
  const imageUrl = text("image_url", "imageURL");
  if (!name && !imageUrl) return undefined;
  const email = text("email");
  return {
    name,
    title: text("title"),
    url: text("url") ?? (email ? `mailto:${email}` : undefined),
    imageUrl,
  };
}

/**
 * A post's authors from its front matter, as Docusaurus reads them: `authors` (a key of the map, an inline
 * author, or a list of both), else the old `author`, `author_title`, `author_url`, `author_image_url`.
 * A key the map does not have is an error, as in Docusaurus, at the line `where.line` finds (asked only then).
 */
export function postAuthors(
  frontMatter: Record<string, unknown>,
  map: AuthorsMap,
  where: { file: string; line: () => number | undefined },
): BlogAuthor[] {
  const written = frontMatter.authors;
  if (written === undefined) {
    const legacy = authorOf({
      name: frontMatter.author,
      title: frontMatter.author_title ?? frontMatter.authorTitle,
      url: frontMatter.author_url ?? frontMatter.authorURL,
      image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL,
    });
    return legacy ? [legacy] : [];
  }
  const list = Array.isArray(written) ? written : [written];
  return list.flatMap((entry): BlogAuthor[] => {
    if (typeof entry === "string") {
      const known = map.get(entry);
      if (!known) {
        fail({
          code: "front-matter",
          message: `the author "${entry}" is not in the authors map`,
          file: where.file,
          line: where.line(),
          hint:
            map.size > 0
              ? `Known authors: ${[...map.keys()].join(", ")}. Add "${entry}" to the blog's authors.yml, or write the author inline.`
              : "Add an authors.yml to the blog folder with this key, or write the author inline (`authors: [{name: …}]`).",
        });
      }
      return [known];
    }
    const inline = authorOf(entry);
    if (!inline) {
      fail({
        code: "front-matter",
        message: "an author in `authors` has no name and no image",
        file: where.file,
        line: where.line(),
        hint: "Write a key of authors.yml, or an object with at least `name`.",
      });
    }
    return [inline];
  });
}
