import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { NavLink } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DocSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { fail } from "../diagnostics/diagnostic.ts";
import { translatedFile } from "../i18n/locales.ts";
import { type FileStamp, sameStamp, settled, stampOf } from "../paths/file-stamp.ts";
import { relativePath } from "../paths/relative.ts";
import { kebabCase } from "./kebab-case.ts";
import { tagsOf, tagsRoute } from "./tags.ts";

/** js-yaml's safe load, which gray-matter reads front matter with (as authors.ts does). */
const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/** A tag of a tags file (Docusaurus 3.5's `tags.yml`, the blog's or the docs'): what its key stands for. */
export interface TagDefinition {
  label: string;
  /** Its page's path under the tags route, without the leading slash. */
  slug: string;
  description?: string;
}

/** The tags file: key → definition. */
export type TagsFile = ReadonlyMap<string, TagDefinition>;

/** A post's or doc's tag: its label, its page's path under the tags route, and where it was defined. */
export interface ResolvedTag {
  label: string;
  slug: string;
  description?: string;
  /** Written in the post or doc only, not a key of the tags file. */
  inline?: true;
}

/** The content whose tags a tags file defines: the blog (`blog/`) or the docs (`docs/`, a version's folder). */
export type TagsSection = "blog" | "docs";

/** The tags file of a section, absolute (the locale's translation when it has one); undefined when turned off. */
export function tagsFilePath(config: ResolvedConfig, section: TagsSection): string | undefined {
  const { tags, onInlineTags } = config[section];
  if (!tags || onInlineTags === "ignore") return undefined;
  return translatedFile(config.locale.overlays, join(config[section].dir, tags.file));
}

const read = new WeakMap<ResolvedConfig, Map<string, { stamp: FileStamp; file: TagsFile | undefined }>>();

/**
 * Reads a section's tags file as Docusaurus's `getTagsFile` does: `blog.tags` or `docs.tags` names it (relative to
 * the section's folder; `tags.yml` by default, where a missing file is no file, while a named one must exist);
 * `false` or `null` turns it off, and so does `onInlineTags: "ignore"` (Docusaurus then reads none). Each key maps
 * to `label` (default: the key capitalized), `description` and `permalink` (default: the key), or nothing. Read
 * again only when the file changed (file-stamp.ts): every doc's model asks, and a watch session keeps its config.
 */
export function readTagsFile(config: ResolvedConfig, section: TagsSection): TagsFile | undefined {
  const path = tagsFilePath(config, section);
  if (!path) return undefined;
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return readFresh(config, section, path);
  const stamp = stampOf(stats);
  const byPath = read.get(config) ?? new Map();
  read.set(config, byPath);
  const known = byPath.get(path);
  if (known && sameStamp(known.stamp, stamp)) return known.file;
  const file = readFresh(config, section, path);
  if (settled(stamp, Date.now())) byPath.set(path, { stamp, file });
  return file;
}

function readFresh(config: ResolvedConfig, section: TagsSection, path: string): TagsFile | undefined {
  const file = relativePath(config.siteDir, path);
  if (!existsSync(path)) {
    if (!config[section].tags?.named) return undefined;
    fail({
      code: "config-invalid",
      message: `the ${section === "blog" ? "blog's" : "docs'"} tags file ${file} does not exist`,
      file: config.configFile,
      hint: `Create it (\`tagKey:\` then \`label:\`, \`permalink:\`, \`description:\` under it), or correct \`${section}.tags\`.`,
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
 * A post's or doc's tags: a key of the section's tags file takes its label, permalink and description; any other
 * tag (and every object tag) is inline, as front matter writes it. With a tags file, inline tags are reported as
 * the section's `onInlineTags` says (`warn` by default; `throw` fails the build), as Docusaurus reports them.
 */
export function resolveTags(
  value: unknown,
  context: { config: ResolvedConfig; section: TagsSection; file: string; findings?: Diagnostic[] },
): ResolvedTag[] {
  const { config, section } = context;
  const tagsFile = readTagsFile(config, section);
  const written = Array.isArray(value) ? (value as unknown[]) : [];
  const tags = tagsOf(value).map((tag, i): ResolvedTag => {
    const key = written[i];
    const defined = typeof key === "string" ? tagsFile?.get(key) : undefined;
    if (defined) return { ...defined };
    return { label: tag.label, slug: tag.permalink.slice(1), ...(tagsFile ? { inline: true as const } : {}) };
  });
  const inline = [...new Set(tags.filter((t) => t.inline).map((t) => t.label))];
  const level = config[section].onInlineTags;
  if (context.findings && tagsFile && inline.length > 0 && level !== "ignore")
    context.findings.push({
      severity: level === "throw" ? "error" : level === "warn" ? "warning" : "info",
      code: "tag-inline",
      message: `the tags [${inline.join(", ")}] are not defined in ${relativePath(config.siteDir, tagsFilePath(config, section) ?? "")}`,
      file: context.file,
      hint: `Add them to the tags file (a key each, with \`label\`, \`permalink\` and \`description\`), or set \`${section}.onInlineTags: 'ignore'\`.`,
    });
  return tags;
}

/** A doc's tags as links to their pages (its tags file's labels and permalinks), for its footer. */
export function docTagLinks(config: ResolvedConfig, doc: DocSource): (NavLink & { description?: string })[] {
  return resolveTags(doc.frontMatter.tags, { config, section: "docs", file: doc.file }).map((t) => ({
    label: t.label,
    href: `${tagsRoute(config)}/${t.slug}`,
    ...(t.description ? { description: t.description } : {}),
  }));
}

/** A doc's tags the docs' tags file does not define, reported as `docs.onInlineTags` says. */
export function docTagFindings(config: ResolvedConfig, doc: DocSource): Diagnostic[] {
  const findings: Diagnostic[] = [];
  resolveTags(doc.frontMatter.tags, { config, section: "docs", file: doc.file, findings });
  return findings;
}
