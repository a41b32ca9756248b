import type { NavLink, TagGroup } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { kebabCase } from "./kebab-case.ts";

/** A tag as front matter writes it, resolved: its label and its path under the tags route (`/name`). */
export interface Tag {
  label: string;
  permalink: string;
}

/**
 * The tags of a doc or post: `tags: [a, b]`, each at Docusaurus's slug of its label (lodash's kebab case:
 * `HotUpgrade` → `/hot-upgrade`), or Docusaurus's object form `[{label, permalink}]`, whose permalink replaces
 * it. Front matter validation has already refused anything else.
 */
export function tagsOf(value: unknown): Tag[] {
  if (!Array.isArray(value)) return [];
  return value.map((t) => {
    if (typeof t === "object" && t !== null) {
      const { label, permalink } = t as { label: unknown; permalink?: unknown };
      const path = typeof permalink === "string" ? permalink : kebabCase(String(label));
      return { label: String(label), permalink: `/${path.replace(/^\/+/, "")}` };
    }
    return { label: String(t), permalink: `/${kebabCase(String(t))}` };
  });
}

/** A tags page's groups: by first letter (upper-cased), in the collation order of the site's language. */
export function byFirstLetter(tags: (NavLink & { count: number })[], lang: string): TagGroup[] {
  const groups: TagGroup[] = [];
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, lang))) {
    const letter = tag.label[0].toUpperCase();
    const group = groups.find((g) => g.letter === letter);
    if (group) group.tags.push(tag);
    else groups.push({ letter, tags: [tag] });
  }
  return groups;
}

/** `/docs/tags`: where the docs' tag pages live (Docusaurus's default `tagsBasePath`). */
export function tagsRoute(config: ResolvedConfig): string {
  return `/${config.docs.routeBasePath}/tags`.replace(/\/{2,}/g, "/");
}
