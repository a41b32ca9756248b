/**
 * A docs instance's docs in the shape Docusaurus's docs plugin gives its `loadContent` (`loadedVersions`, each
 * with its `docs`): what a site plugin wrapping the docs plugin reads and filters (a list of the docs as global
 * data, docs left out) before the docs are built from it. Read by docsgen's own discovery and front matter
 * reading (content/), never by Docusaurus's code; each doc's `source` names the file it is built from.
 */
import { join } from "node:path";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { discoverDocs } from "../../content/discover.ts";
import { type DocHead, readHeads } from "../../content/heads.ts";
import { translatedFile } from "../../i18n/locales.ts";
import { versionInstances } from "../../model/docs-versions.ts";
import { tagsRoute } from "../../model/tags.ts";
import { readTagsFile, resolveTags } from "../../model/tags-file.ts";

type Rec = Record<string, unknown>;

/** The content, and by each doc's `source` the file it stands for (in its version's folder, untranslated). */
export interface DocsContent {
  content: { loadedVersions: Rec[] };
  files: Map<string, string>;
}

/** The docs of `config.docs` (each version's, for a versioned instance), in Docusaurus's content shape. */
export function docusaurusDocsContent(config: ResolvedConfig): DocsContent {
  const { docs, baseUrl } = config;
  const url = (route: string) => `${baseUrl}${route.replace(/^\//, "")}`;
  const versions = versionInstances(config);
  const each = versions.length > 0 ? versions : [{ version: undefined, config }];
  const files = new Map<string, string>();
  const loadedVersions = each.map(({ version, config: own }) => {
    const found = discoverDocs(own);
    const heads = readHeads(own, { docs: found.docs, pages: [] }).filter((h): h is DocHead => h.kind === "doc");
    const name = version?.name ?? "current";
    const tagsFile = readTagsFile(own, "docs");
    const base = `/${own.docs.routeBasePath}`.replace(/\/$/, "");
    // A head's path is its translation's in a translated locale: the file it stands for is the original.
    const originals = new Map(
      found.docs.map((rel) => [translatedFile(own.locale.overlays, join(own.docs.dir, rel)), join(own.docs.dir, rel)]),
    );
    const metadata = heads.map((head) => {
      const source = `@site/${head.file}`;
      files.set(source, originals.get(head.absPath) ?? head.absPath);
      const fm = head.frontMatter as Rec;
      return {
        id: head.id,
        title: typeof fm.title === "string" ? fm.title : (contentTitle(head.body) ?? head.fallbackTitle),
        description: typeof fm.description === "string" ? fm.description : "",
        source,
        sourceDirName: head.dir === "" ? "." : head.dir,
        slug: head.route.startsWith(`${base}/`) ? head.route.slice(base.length) : "/",
        permalink: url(head.route),
        draft: head.draft,
        unlisted: fm.unlisted === true,
        tags: resolveTags(fm.tags, { config: own, section: "docs", file: head.file }).map((t) => ({
          label: t.label,
          permalink: url(`${tagsRoute(own)}/${t.slug}`),
          // Docusaurus calls every tag inline when the docs have no tags file.
          inline: !tagsFile || t.inline === true,
          ...(t.description ? { description: t.description } : {}),
        })),
        version: name,
        ...(typeof fm.sidebar_position === "number" || head.numberPrefix !== undefined
          ? { sidebarPosition: typeof fm.sidebar_position === "number" ? fm.sidebar_position : head.numberPrefix }
          : {}),
        frontMatter: head.frontMatter,
      };
    });
    return {
      versionName: name,
      label: version?.label ?? docs.versionLabel,
      path: url(base || "/"),
      tagsPath: url(`${base}/tags`),
      isLast: version?.isLast ?? true,
      routePriority: undefined,
      sidebarFilePath: version ? version.sidebarFile : docs.sidebarFile,
      contentPath: own.docs.dir,
      ...(version?.banner ? { banner: version.banner } : { banner: null }),
      badge: version?.badge ?? false,
      noIndex: version?.noIndex ?? false,
      className: version?.className ?? `docs-version-${name}`,
      docs: metadata,
      drafts: [],
      sidebars: {},
    };
  });
  return { content: { loadedVersions }, files };
}

/**
 * The doc's `# heading` when its body starts with one (after imports and blank lines): Docusaurus's
 * contentTitle, the title a doc without front matter `title` gets. Read from the text, without parsing it.
 */
export function contentTitle(body: string): string | undefined {
  for (const line of body.split("\n")) {
    if (line.trim() === "" || /^(import|export)\s/.test(line)) continue;
    return /^#\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
  }
  return undefined;
}
