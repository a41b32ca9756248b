import { existsSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { fail } from "../diagnostics/diagnostic.ts";
import { translatedFile } from "../i18n/locales.ts";
import { tagsOf } from "../model/tags.ts";
import { relativePath } from "../paths/relative.ts";
import { kebabCase } from "./authors.ts";

/** js-yaml's safe load, which gray-matter reads front matter with (as authors.ts does). */
const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/** A tag of the blog's tags file (Docusaurus 3.5's `tags.yml`): what its key stands for. */
export interface TagDefinition {
  label: string;
  /** Its page's path under the tags route, without the leading slash. */
  slug: string;
  description?: string;
}

/** The tags file: key → definition. */
export type TagsFile = ReadonlyMap<string, TagDefinition>;

/** A post's tag: its label, its page's path under the tags route, and where it was defined. */
export interface BlogTag {
  label: string;
  slug: string;
  description?: string;
  /** Written in the post only, not a key of the tags file. */
  inline?: true;
}

/**
 * Reads the blog's tags file as Docusaurus's `getTagsFile` does: `blog.tags` names it (relative to the blog
 * folder; `tags.yml` by default, where a missing file is no file, while a named one must exist); `false` or
 * `null` turns it off, and so does `onInlineTags: "ignore"` (Docusaurus then reads none). Each key maps to
 * `label` (default: the key capitalized), `description` and `permalink` (default: the key), or nothing.
 */
export function readTagsFile(config: ResolvedConfig): TagsFile | undefined {
  const { tags } = config.blog;
  if (!tags || config.blog.onInlineTags === "ignore") return undefined;
  const path = translatedFile(config.locale.overlays, tags.path);
  const file = relativePath(config.siteDir, path);
  if (!existsSync(path)) {
    if (!tags.named) return undefined;
    fail({
      code: "config-invalid",
      message: `the blog's tags file ${file} does not exist`,
      file: config.configFile,
      hint: "Create it (`tagKey:` then `label:`, `permalink:`, `description:` under it), or correct `blog.tags`.",
    });
  }
  const text = readFileSync(path, "utf8");
  if (!text.trim()) fail({ code: "config-invalid", message: "the tags file is empty", file });
  let data: unknown;
  try {
    data = yaml.parse(text);
  } catch (error) {
    fail({ code: "config-invalid", message: `the tags file cannot be read: ${(error as Error).message}`, file });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    fail({ code: "config-invalid", message: "the tags file must be an object of tag keys to tags", file, hint: HINT });
  const out = new Map<string, TagDefinition>();
  const bySlug = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const entry = (value ?? {}) as Record<string, unknown>;
    if (typeof entry !== "object" || Array.isArray(entry))
      fail({ code: "config-invalid", message: `the tag "${key}" must be an object or empty`, file, hint: HINT });
    for (const field of Object.keys(entry))
      if (!["label", "permalink", "description"].includes(field) || typeof entry[field] !== "string")
        fail({
          code: "config-invalid",
          message: `the tag "${key}" has ${JSON.stringify(field)}: a tag takes the strings label, permalink and description`,
          file,
          hint: HINT,
        });
    const { label, permalink, description } = entry as Record<string, string | undefined>;
    // As Docusaurus normalizes them: its permalink (or key) in kebab case, its label the key capitalized.
    const slug = kebabCase(permalink ?? "") || kebabCase(key);
    const other = bySlug.get(slug);
    if (other !== undefined)
      fail({
        code: "config-invalid",
        message: `the tags "${other}" and "${key}" have the same permalink /${slug}`,
        file,
        hint: "Give each tag a permalink of its own.",
      });
    bySlug.set(slug, key);
    out.set(key, {
      label: label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(),
      slug,
      ...(description ? { description } : {}),
    });
  }
  return out;
}

const HINT = "Write `release:` then `label: Release`, `permalink: /release`, `description: …` under it.";

/**
 * A post's tags: a key of the tags file takes its label, permalink and description; any other tag (and
 * every object tag) is inline, as front matter writes it. With a tags file, a post's inline tags are reported
 * as `blog.onInlineTags` says (`warn` by default; `throw` fails the build), as Docusaurus reports them.
 */
export function postTags(
  value: unknown,
  context: { tagsFile?: TagsFile; config: ResolvedConfig; file: string; findings: Diagnostic[] },
): BlogTag[] {
  const { tagsFile, config } = context;
  const written = Array.isArray(value) ? (value as unknown[]) : [];
  const tags = tagsOf(value).map((tag, i): BlogTag => {
    const key = written[i];
    const defined = typeof key === "string" ? tagsFile?.get(key) : undefined;
    if (defined) return { ...defined };
    return { label: tag.label, slug: tag.permalink.slice(1), ...(tagsFile ? { inline: true as const } : {}) };
  });
  const inline = [...new Set(tags.filter((t) => t.inline).map((t) => t.label))];
  const level = config.blog.onInlineTags;
  if (tagsFile && inline.length > 0 && level !== "ignore")
    context.findings.push({
      severity: level === "throw" ? "error" : level === "warn" ? "warning" : "info",
      code: "tag-inline",
      message: `the tags [${inline.join(", ")}] are not defined in ${relativePath(config.siteDir, config.blog.tags?.path ?? "")}`,
      file: context.file,
      hint: "Add them to the tags file (a key each, with `label`, `permalink` and `description`), or set `blog.onInlineTags: 'ignore'`.",
    });
  return tags;
}
