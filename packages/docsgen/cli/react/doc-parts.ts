import type { DocContextValue } from "../../shared/doc-context.ts";
import type { PageModel, TocItem } from "../../shared/page-model.ts";
import { isPagePart, partProps } from "../../shared/page-parts.ts";
import { href, type SiteData } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Renderable } from "../model/renderable.ts";
import { runContained } from "./failure.ts";
import { siteContext } from "./render.ts";
import type { SiteCode } from "./site-code.ts";

/**
 * The doc parts the site replaces (shared/page-parts.ts PAGE_PARTS), rendered for each doc from its code (the
 * server bundle) with the doc's `useDoc()` value and the props Docusaurus's layout gives the part: both go into the doc's model (`siteParts`), which its page renders
 * in the part's place (templates/DocPage.tsx) and its page data carries for the browser's hydration. A
 * component that throws fails the build, located in the site's source and naming the doc (react/failure.ts).
 * Nothing for a site that replaces none.
 */
export function renderDocParts(
  config: ResolvedConfig,
  state: { site: SiteData; renderables: ReadonlyMap<string, Renderable> },
  code: SiteCode | undefined,
): void {
  const parts = Object.entries(code?.server.shell ?? {}).filter(([name]) => isPagePart(name));
  if (!code || parts.length === 0) return;
  const context = siteContext(config);
  for (const { model, source } of state.renderables.values()) {
    if (model.kind !== "doc") continue;
    const frontMatter = source && "frontMatter" in source ? (source.frontMatter as Record<string, unknown>) : {};
    const doc = docContext(state.site, model, source?.file ?? "", frontMatter);
    const value = { site: state.site, page: model, doc, ...context };
    const html: Record<string, string> = {};
    for (const [name, Part] of parts) {
      // Docusaurus renders no desktop TOC for a doc without headings: docsgen's own place stays (empty).
      if (name === "TOC" && model.toc.length === 0) continue;
      const where = {
        siteDir: config.siteDir,
        file: `src/theme/${name}`,
        while: `the site's ${name} rendered for ${source?.file ?? model.route}`,
        bundle: code.bundle,
      };
      const props = partProps(name, doc);
      html[name] = runContained(where, () => code.server.renderShell(Part, value, config.locale.strings.ui, props));
    }
    model.siteParts = { html, doc };
  }
}

/** A doc's `useDoc()` value in Docusaurus's shape, from its model (what docsgen knows of it). */
export function docContext(
  site: SiteData,
  model: PageModel,
  file: string,
  frontMatter: Record<string, unknown>,
): DocContextValue {
  const at = model.lastUpdated?.find((p) => "date" in p);
  const by = model.lastUpdated?.find((p) => "author" in p);
  const link = (l: { label: string; href: string } | undefined) =>
    l && { title: l.label, permalink: href(site, l.href) };
  const previous = link(model.prev);
  const next = link(model.next);
  const metadata: DocContextValue["metadata"] = {
    id: model.docId ?? model.route.replace(/^\//, ""),
    title: model.title,
    description: model.description,
    permalink: href(site, model.route),
    source: `@site/${file}`,
    ...(model.editUrl ? { editUrl: model.editUrl } : {}),
    ...(at && "date" in at ? { lastUpdatedAt: Date.parse(at.date) } : {}),
    ...(by && "author" in by ? { lastUpdatedBy: by.author } : {}),
    tags: (model.tags ?? []).map((t) => ({ label: t.label, permalink: href(site, t.href) })),
    version: versionName(site, model),
    draft: model.draft,
    unlisted: model.unlisted,
    frontMatter,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
  return { metadata, frontMatter, toc: flatToc(model.toc), ...contentTitle(model), assets: {} };
}

/** The version whose route base holds the doc's route (the longest); `current` on a site without versions. */
function versionName(site: SiteData, model: PageModel): string {
  const list = site.versions?.list ?? [];
  const holding = list.filter((v) => model.route === v.path || model.route.startsWith(`${v.path.replace(/\/$/, "")}/`));
  return holding.sort((a, b) => b.path.length - a.path.length)[0]?.name ?? "current";
}

/** Docusaurus's TOC is flat: each heading with its level. */
function flatToc(toc: readonly TocItem[]): DocContextValue["toc"] {
  return toc.flatMap((t) => [{ value: t.text, id: t.id, level: t.depth }, ...flatToc(t.children)]);
}

function contentTitle(model: PageModel): { contentTitle?: string } {
  return model.syntheticTitle === undefined ? { contentTitle: model.title } : {};
}
