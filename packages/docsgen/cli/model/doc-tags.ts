import type { PageModel } from "../../shared/page-model.ts";
import { fill, plural } from "../../shared/strings.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DocSource } from "../content/types.ts";
import { formatDocumentTitle } from "./page-model.ts";
import type { Renderable } from "./renderable.ts";
import { byFirstLetter, tagsRoute } from "./tags.ts";
import { docTagLinks } from "./tags-file.ts";

function page(
  config: ResolvedConfig,
  fields: { kind: "doc-tags" | "doc-tag"; route: string; title: string; description?: string },
): PageModel {
  const { kind, route, title, description = "" } = fields;
  return {
    kind,
    route,
    title,
    documentTitle: formatDocumentTitle(config, title),
    description,
    breadcrumbs: [],
    toc: [],
    draft: false,
    unlisted: false,
  };
}

/**
 * The docs' tag pages, as Docusaurus makes them: a list of every tag, and one page per tag listing its
 * docs (title, description). Unlisted docs are left out of them. No tags, no pages.
 */
export function docTagRenderables(config: ResolvedConfig, docs: readonly DocSource[]): Renderable[] {
  // By permalink: the first doc's label (and the tags file's description) of a permalink wins, as in Docusaurus.
  const tags = new Map<string, { label: string; description?: string; docs: DocSource[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const link of docTagLinks(config, doc)) {
      const entry = tags.get(link.href) ?? { label: link.label, description: link.description, docs: [] };
      entry.docs.push(doc);
      tags.set(link.href, entry);
    }
  }
  if (tags.size === 0) return [];
  const S = config.locale.strings.server;
  const { lang } = config.locale;
  const all = tagsRoute(config);
  const out: Renderable[] = [
    {
      model: {
        ...page(config, { kind: "doc-tags", route: all, title: S.tagsPageTitle }),
        docTags: {
          groups: byFirstLetter(
            [...tags].map(([href, t]) => ({ label: t.label, href, count: t.docs.length })),
            lang,
          ),
        },
      },
    },
  ];
  for (const [route, t] of tags) {
    const title = fill(S.docsTagTitle, {
      nDocsTagged: plural(S.docsTaggedCount, lang, t.docs.length, { count: t.docs.length }),
      tagName: t.label,
    });
    out.push({
      model: {
        // The tags file's description is the page's description, as Docusaurus makes it.
        ...page(config, { kind: "doc-tag", route, title, description: t.description }),
        docTags: {
          allTags: { label: S.tagsPageLink, href: all },
          ...(t.description ? { description: t.description } : {}),
          docs: [...t.docs]
            .sort((a, b) => a.title.localeCompare(b.title, lang))
            .map((d) => ({ title: d.title, href: d.route, description: d.description })),
        },
      },
    });
  }
  return out;
}
