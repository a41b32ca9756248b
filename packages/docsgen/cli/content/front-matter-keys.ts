import { type Diagnostic, fail, suggest } from "../diagnostics/diagnostic.ts";
import { isScriptUrl } from "../markdown/raw-html.ts";
import { tagsOf } from "../model/tags.ts";
import { routeProblem } from "../paths/contain.ts";

/**
 * The front matter keys of each kind of source, with Docusaurus's names and types: one table that the
 * validation, the unknown-key warnings and the manual's migration table agree with.
 */
export type SourceKind = "doc" | "page" | "post";

type KeyType =
  | "string"
  | "number"
  | "boolean"
  | "string[]"
  /** A doc id, or null to hide the link (pagination_prev/next). */
  | "string|null"
  /** `tags: [a, b]` or `tags: [{label, permalink}]` (Docusaurus accepts both). */
  | "tags"
  | "object"
  /** A date (YAML date or a string Date parses). */
  | "date"
  | "any";

const SHARED: Record<string, KeyType> = {
  title: "string",
  description: "string",
  keywords: "string[]",
  image: "string",
  draft: "boolean",
  unlisted: "boolean",
};

/** Docs and pages have a TOC. */
const TOC: Record<string, KeyType> = {
  hide_table_of_contents: "boolean",
  toc_min_heading_level: "number",
  toc_max_heading_level: "number",
};

/** Keys docsgen reads, per kind. */
const KNOWN: Record<SourceKind, Record<string, KeyType>> = {
  doc: {
    ...SHARED,
    ...TOC,
    id: "string",
    slug: "string",
    tags: "tags",
    hide_title: "boolean",
    parse_number_prefixes: "boolean",
    sidebar_label: "string",
    sidebar_position: "number",
    sidebar_class_name: "string",
    sidebar_key: "string",
    sidebar_custom_props: "object",
    displayed_sidebar: "string|null",
    pagination_label: "string",
    pagination_prev: "string|null",
    pagination_next: "string|null",
    custom_edit_url: "string|null",
  },
  page: {
    ...SHARED,
    ...TOC,
    /** docsgen's own: `home` renders the hero layout; with `hero: {title, tagline, actions}`. */
    layout: "string",
    hero: "object",
  },
  post: {
    ...SHARED,
    slug: "string",
    date: "date",
    tags: "tags",
    sidebar_label: "string",
    /** A key of the authors map, an inline author, or a list of both (cli/blog/authors.ts). */
    authors: "any",
    author: "string",
    author_title: "string",
    author_url: "string",
    author_image_url: "string",
    authorTitle: "string",
    authorURL: "string",
    authorImageURL: "string",
  },
};

const LAST_UPDATE = "docsgen shows no last-update line (Docusaurus shows one only with showLastUpdateTime/Author)";

/** Keys Docusaurus accepts that docsgen does not act on: kept, with a warning saying so. */
const IGNORED: Record<SourceKind, Record<string, string>> = {
  doc: { format: "docsgen picks markdown or MDX by the file's extension and content", last_update: LAST_UPDATE },
  page: {
    last_update: LAST_UPDATE,
    format: "docsgen picks markdown or MDX by the file's extension and content",
    wrapperClassName: "docsgen's page layout has no wrapper class",
  },
  post: {
    last_update: LAST_UPDATE,
    hide_table_of_contents: "docsgen's blog posts have no table of contents",
    toc_min_heading_level: "docsgen's blog posts have no table of contents",
    toc_max_heading_level: "docsgen's blog posts have no table of contents",
    format: "docsgen picks markdown or MDX by the file's extension and content",
  },
};

function typeOk(type: KeyType, value: unknown): boolean {
  switch (type) {
    case "string":
    case "number":
    case "boolean":
      return typeof value === type;
    case "string[]":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    case "string|null":
      return value === null || typeof value === "string";
    case "tags":
      return (
        Array.isArray(value) &&
        value.every((t) => typeof t === "string" || (typeof t === "object" && t !== null && "label" in t))
      );
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "date":
      return value instanceof Date || typeof value === "string";
    case "any":
      return true;
  }
}

const TYPE_TEXT: Record<KeyType, string> = {
  string: "a string",
  number: "a number",
  boolean: "true or false",
  "string[]": "a list of strings",
  "string|null": "a doc id or null",
  tags: "a list of tags",
  object: "an object",
  date: "a date",
  any: "anything",
};

/**
 * Checks the front matter of one source: a known key of the wrong type stops the build (it would
 * otherwise change the page silently); a key Docusaurus has but docsgen ignores, or a key nobody knows
 * (a typo: the nearest known key is suggested), is a located warning.
 */
export function checkFrontMatter(
  data: Record<string, unknown>,
  kind: SourceKind,
  file: string,
  header: string,
): Diagnostic[] {
  const lineOf = (key: string) => header.split("\n").findIndex((l) => l.startsWith(`${key}:`)) + 1 || 1;
  const known = KNOWN[kind];
  const warnings: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const type = known[key];
    if (type !== undefined) {
      if (value !== undefined && !typeOk(type, value)) {
        fail({
          code: "front-matter",
          message: `front matter "${key}" must be ${TYPE_TEXT[type]}, got ${JSON.stringify(value)}`,
          file,
          line: lineOf(key),
          hint: type === "number" ? `Write a bare number, e.g. ${key}: 2` : undefined,
        });
      }
      if (key === "custom_edit_url" && typeof value === "string" && isScriptUrl(value)) {
        // The edit link's href: a script URL would run on a click. No link, as with `custom_edit_url: null`.
        data[key] = null;
        warnings.push({
          severity: "warning",
          code: "html-unsafe",
          message: `front matter "${key}" is a javascript: URL; the page gets no edit link`,
          file,
          line: lineOf(key),
          hint: "Give an http(s) URL, or null for no edit link.",
        });
        continue;
      }
      const unsafe = pathProblem(key, value, kind);
      if (unsafe !== undefined) {
        fail({
          code: "path-outside",
          message: `front matter "${key}" ${unsafe}, so the page could be written outside its folder; nothing was written`,
          file,
          line: lineOf(key),
          hint:
            key === "id"
              ? "Write a name such as turbo-intro: the id names the doc within its folder, as in Docusaurus."
              : "Write a plain path such as /guide/intro: no . or .. segments, no control characters.",
        });
      }
      continue;
    }
    const ignored = IGNORED[kind][key];
    if (ignored !== undefined) {
      warnings.push({
        severity: "warning",
        code: "front-matter-ignored",
        message: `front matter "${key}" is ignored: ${ignored}`,
        file,
        line: lineOf(key),
      });
      continue;
    }
    const near = suggest(key, Object.keys(known));
    warnings.push({
      severity: "warning",
      code: "front-matter-unknown",
      message: `unknown front matter key "${key}" in a ${kind === "post" ? "blog post" : kind}`,
      file,
      line: lineOf(key),
      hint: near
        ? `Did you mean "${near}"?`
        : `Known keys: ${Object.keys(known).sort().join(", ")}. Remove the key, or move it into a field docsgen reads.`,
    });
  }
  return warnings;
}

/**
 * What makes a key that becomes a URL path unsafe, if anything. A doc's relative slug may climb folders
 * (`../x`: Docusaurus resolves it, never above the docs root, and so does heads.ts `docRoute`); an absolute
 * slug with a `.` or `..` segment Docusaurus refuses, and so does docsgen. Blog slugs and tag permalinks are
 * joined to their base as written, so no `..` may stand in them.
 */
function pathProblem(key: string, value: unknown, kind: SourceKind): string | undefined {
  // A doc's id names its URL's last segment (content/heads.ts): Docusaurus refuses one with a slash, and `.` or
  // `..` would name its folder or the one above.
  if (key === "id" && kind === "doc" && typeof value === "string") {
    if (/[/\\]/.test(value) || value === "." || value === "..") return `"${value}" is not a name (a slash, . or ..)`;
    const problem = routeProblem(value);
    return problem && `"${value}" has ${problem}`;
  }
  if (key === "slug" && typeof value === "string") {
    const relativeDocSlug = kind === "doc" && !value.startsWith("/");
    const problem = routeProblem(value, { dotSegments: relativeDocSlug });
    return problem && `"${value}" has ${problem}`;
  }
  if (key === "tags") {
    for (const tag of tagsOf(value)) {
      // A label with no letter or digit (`..`) has an empty slug: its page would replace the tags list.
      if (tag.permalink === "/") return `names the tag "${tag.label}", whose slug is empty (the tags list's path)`;
      const problem = routeProblem(tag.permalink);
      if (problem) return `names the tag "${tag.label}", whose path ${tag.permalink} has ${problem}`;
    }
  }
  return undefined;
}
