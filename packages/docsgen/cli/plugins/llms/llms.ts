import { absoluteUrl, twinPath, withBase } from "../../../shared/url.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { digestOf } from "../../content/held.ts";
import type { DocSource } from "../../content/types.ts";
import { rewriteTwinLinks } from "../../markdown/twin-links.ts";
import { resolveUrl } from "../../model/link-resolver.ts";
import { flattenSidebar } from "../../model/page-model.ts";
import type { SiteState } from "../site.ts";

/**
 * A doc's markdown twin: the author's markdown with front matter dropped and every link made absolute
 * (relative `.md` links point at the twins of their targets), so it reads correctly anywhere.
 */
export function markdownTwin(config: ResolvedConfig, state: SiteState, doc: DocSource): string {
  const body = rewriteTwinLinks(doc.body, (url, image) => twinUrl({ config, state, doc }, url, image)).trim();
  const heading = /^#\s/m.test(body) ? "" : `# ${doc.title}\n\n`;
  return `${heading}${body}\n`;
}

/** The doc whose twin is written, and its site. */
interface TwinOf {
  config: ResolvedConfig;
  state: SiteState;
  doc: DocSource;
}

/** What a link or image target written in a doc becomes in its twin. */
function twinUrl({ config, state, doc }: TwinOf, url: string, image: boolean): string {
  const r = resolveUrl(state.linkCtx, doc, url, image);
  if (r.kind === "route") {
    const target = state.renderables.get(r.route)?.source;
    const path = target?.kind === "doc" ? twinPath(r.route) : r.route;
    const hash = r.hash ? `#${encodeURIComponent(r.hash)}` : "";
    return `${absoluteUrl(config, withBase(config.baseUrl, path))}${hash}`;
  }
  if (r.kind === "static" || r.kind === "external") return absoluteUrl(config, r.href);
  return url;
}

/**
 * The key of a doc's twin this build, from what its parse kept (`twin`): equal keys, equal twins (the config
 * aside, which the output record is made for). A warm build keeps an unchanged twin without reading the doc.
 */
export function twinKey(config: ResolvedConfig, state: SiteState, doc: DocSource): string | undefined {
  const inputs = doc.twin;
  if (!inputs) return undefined;
  const urls = inputs.targets.map((t) =>
    t.startsWith("!") ? twinUrl({ config, state, doc }, t.slice(1), true) : twinUrl({ config, state, doc }, t, false),
  );
  return digestOf(JSON.stringify([inputs.body, doc.title, inputs.targets, urls]));
}

/** llms.txt (llmstxt.org): site title, summary, then one line per docs page, grouped by sidebar. */
export function llmsTxt(config: ResolvedConfig, state: SiteState): string {
  const lines = [`# ${config.title}`, "", `> ${config.tagline}`, ""];
  const labels = new Map(
    state.site.navbar.items.flatMap((i) => (i.type === undefined && i.sidebarId ? [[i.sidebarId, i.label]] : [])),
  );
  const listed = new Set<string>();
  // A versioned site: the last version's sidebars only (docs-versions.ts sidebarKey prefixes the others'),
  // so a reader gets each doc once, as it is now; every version's page keeps its twin.
  // Another docs instance's are prefixed with its id (model/docs-instances.ts).
  const older = [
    ...(config.docs.versions ?? []).filter((v) => !v.isLast).map((v) => `version-${v.name}/`),
    ...(config.docsInstances ?? []).flatMap(({ id, docs }) =>
      (docs.versions ?? []).filter((v) => !v.isLast).map((v) => `${id}/version-${v.name}/`),
    ),
  ];
  for (const [id, items] of Object.entries(state.sidebars)) {
    if (older.some((prefix) => id.startsWith(prefix))) continue;
    lines.push(`## ${labels.get(id) ?? id}`, "");
    for (const link of flattenSidebar(items)) {
      const r = state.renderables.get(link.href);
      if (!r || listed.has(link.href)) continue;
      listed.add(link.href);
      const url = absoluteUrl(
        config,
        withBase(config.baseUrl, r.source?.kind === "doc" ? twinPath(link.href) : link.href),
      );
      const description = r.model.description ? `: ${r.model.description}` : "";
      lines.push(`- [${r.model.title}](${url})${description}`);
    }
    lines.push("");
  }
  return `${lines.join("\n").trim()}\n`;
}
