import { existsSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import type { AuthorSocial, BlogAuthor } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { normalizeRoute } from "../content/heads.ts";
import { fail } from "../diagnostics/diagnostic.ts";
import { translatedFile } from "../i18n/locales.ts";
import { kebabCase } from "../model/kebab-case.ts";
import { routeProblem } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";
import { normalizeSocials } from "./author-socials.ts";

/** js-yaml's safe load, which gray-matter reads front matter with (as category-file.ts does). */
const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/** An author as the blog knows them: what their posts show, and what their page shows. */
export interface Author extends BlogAuthor {
  /** The route of their page (`page` in the authors map, Docusaurus 3.5); absent without one. */
  page?: string;
  description?: string;
  socials: AuthorSocial[];
}

/** The authors map of the blog (`authors.yml` by default, Docusaurus's `authorsMapPath`): key → author. */
export type AuthorsMap = ReadonlyMap<string, Author>;

/** The blog's authors map file for the locale built: its translation when there is one. */
export function authorsMapFile(config: ResolvedConfig): string {
  return translatedFile(config.locale.overlays, config.blog.authorsMap);
}

/** Where a written author is, for a located error: the file, and its line when it can be found. */
interface Where {
  file: string;
  line: () => number | undefined;
}

/**
 * Reads the authors map at `path`, as Docusaurus does: YAML or JSON, an object of keys to authors with a
 * `name` (or an image). An author with `page` gets a page under `authorsRoute` (`/blog/authors`): `page:
 * true` at their key in kebab case, `page: { permalink }` at that permalink. No file, an empty map.
 */
export function readAuthorsMap(path: string, options: { siteDir: string; authorsRoute: string }): AuthorsMap {
  const authors = new Map<string, Author>();
  if (!existsSync(path)) return authors;
  const file = relativePath(options.siteDir, path);
  let data: unknown;
  let text = "";
  try {
    text = readFileSync(path, "utf8");
    data = path.endsWith(".json") ? JSON.parse(text) : yaml.parse(text);
  } catch (error) {
    fail({ code: "config-invalid", message: `the authors map cannot be read: ${(error as Error).message}`, file });
  }
  if (data === null || data === undefined) return authors;
  if (typeof data !== "object" || Array.isArray(data)) {
    fail({
      code: "config-invalid",
      message: "the authors map must be an object of author keys to authors",
      file,
      hint: "Write `jane:` then `name: Jane Doe`, `title: …`, `url: …`, `image_url: …` under it.",
    });
  }
  const byPage = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const where = { file, line: () => keyLine(text, key) };
    const author = authorOf(value, where);
    if (!author) {
      fail({
        code: "config-invalid",
        message: `the author "${key}" of the authors map has no name and no image`,
        file,
        line: where.line(),
        hint: "Give each author at least `name` (or `image_url`).",
      });
    }
    const page = pageOf(key, (value as { page?: unknown }).page, where);
    const route = page === undefined ? undefined : normalizeRoute(`${options.authorsRoute}/${page}`);
    if (route !== undefined) {
      const other = byPage.get(route);
      if (other !== undefined) {
        fail({
          code: "config-invalid",
          message: `the authors "${other}" and "${key}" have the same page, ${route}`,
          file,
          line: where.line(),
          hint: "Give one of them another `page: { permalink: … }`.",
        });
      }
      byPage.set(route, key);
    }
    authors.set(key, { ...author, key, ...(route !== undefined ? { page: route } : {}) });
  }
  return authors;
}

/** The page path of an author below the authors route, as Docusaurus names it; undefined without a page. */
function pageOf(key: string, page: unknown, where: Where): string | undefined {
  if (page === undefined || page === null || page === false) return undefined;
  if (page === true) return kebabCase(key);
  const permalink = typeof page === "object" ? (page as { permalink?: unknown }).permalink : undefined;
  if (typeof permalink === "string" && permalink !== "") {
    // The permalink is a route below the authors' route: it must not climb out of it (and the output).
    const problem = routeProblem(permalink);
    if (!problem) return permalink;
    fail({
      code: "path-outside",
      message: `the author "${key}" has the page permalink ${JSON.stringify(permalink)}, which holds ${problem}`,
      file: where.file,
      line: where.line(),
      hint: "Write a plain path such as /jane (no . or .. segments, no control characters).",
    });
  }
  fail({
    code: "config-invalid",
    message: `the author "${key}" has \`page: ${JSON.stringify(page)}\``,
    file: where.file,
    line: where.line(),
    hint: "Write `page: true` (a page at the author's key) or `page: { permalink: /jane }`.",
  });
}

/** The line of a top-level key in YAML or JSON text (for a located error only). */
function keyLine(text: string, key: string): number | undefined {
  const at = text.split("\n").findIndex((line) => line.startsWith(`${key}:`) || line.trim().startsWith(`"${key}":`));
  return at >= 0 ? at + 1 : undefined;
}

/**
 * What an author's image may be, as it goes into an `<img src>`: an http(s) URL, a `data:` image (both of which
 * the CSP's `img-src` allows), or a path with no scheme (a `javascript:` or `vbscript:` URL never reaches a page).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const IMAGE_URL = /^(?!\s)(?:https?:\/\/|data:image\/|(?![a-z][a-z0-9+.-]*:))[^\u0000-\u001f\u007f]*$/i;

/** An author as written in the map or in front matter (Docusaurus's field names, old ones too). */
export function authorOf(value: unknown, where: Where): Author | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) if (typeof v[key] === "string" && v[key] !== "") return v[key] as string;
    return undefined;
  };
  const name = text("name");
  const imageUrl = text("image_url", "imageURL");
  if (!name && !imageUrl) return undefined;
  if (imageUrl && !IMAGE_URL.test(imageUrl))
    fail({
      code: "config-invalid",
      message: `the author image ${JSON.stringify(imageUrl)} is not an http(s) URL, a data: image or a path of the site`,
      file: where.file,
      line: where.line(),
      hint: "Write image_url as https://… or a path such as /img/jane.png.",
    });
  const email = text("email");
  let socials: AuthorSocial[];
  try {
    socials = normalizeSocials(v.socials);
  } catch (error) {
    fail({ code: "config-invalid", message: (error as Error).message, file: where.file, line: where.line() });
  }
  return {
    name,
    title: text("title"),
    url: text("url") ?? (email ? `mailto:${email}` : undefined),
    imageUrl,
    description: text("description"),
    socials,
  };
}

/**
 * A post's authors from its front matter, as Docusaurus reads them: `authors` (a key of the map, an inline
 * author, an inline author with a `key` whose fields override the map's, or a list of these), else the old
 * `author`, `author_title`, `author_url`, `author_image_url`. A key the map does not have is an error, as in
 * Docusaurus, at the line `where.line` finds (asked only then).
 */
export function postAuthors(frontMatter: Record<string, unknown>, map: AuthorsMap, where: Where): Author[] {
  const written = frontMatter.authors;
  if (written === undefined) {
    const legacy = authorOf(
      {
        name: frontMatter.author,
        title: frontMatter.author_title ?? frontMatter.authorTitle,
        url: frontMatter.author_url ?? frontMatter.authorURL,
        image_url: frontMatter.author_image_url ?? frontMatter.authorImageURL,
      },
      where,
    );
    return legacy ? [legacy] : [];
  }
  const list = Array.isArray(written) ? written : [written];
  return list.map((entry): Author => {
    const key = typeof entry === "string" ? entry : (entry as { key?: unknown } | null)?.key;
    const known = typeof key === "string" ? mapAuthor(key, map, where) : undefined;
    if (typeof entry === "string") return known as Author;
    // The map's author, with what the post writes over it (Docusaurus merges the two).
    const inline = authorOf({ name: known?.name, image_url: known?.imageUrl, ...(entry as object) }, where);
    if (!inline) {
      fail({
        code: "front-matter",
        message: "an author in `authors` has no name and no image",
        file: where.file,
        line: where.line(),
        hint: "Write a key of authors.yml, or an object with at least `name`.",
      });
    }
    if (!known) return inline;
    // What the post writes (socials only when it writes some) over the map's author, key and page kept.
    const own = (k: string, v: unknown) => v !== undefined && (k !== "socials" || "socials" in (entry as object));
    return { ...known, ...Object.fromEntries(Object.entries(inline).filter(([k, v]) => own(k, v))) };
  });
}

/** The author of the map at `key`, or an error naming the known keys. */
function mapAuthor(key: string, map: AuthorsMap, where: Where): Author {
  const known = map.get(key);
  if (known) return known;
  fail({
    code: "front-matter",
    message: `the author "${key}" is not in the authors map`,
    file: where.file,
    line: where.line(),
    hint:
      map.size > 0
        ? `Known authors: ${[...map.keys()].join(", ")}. Add "${key}" to the blog's authors.yml, or write the author inline.`
        : "Add an authors.yml to the blog folder with this key, or write the author inline (`authors: [{name: …}]`).",
  });
}
