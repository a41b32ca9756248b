import { absoluteUrl, twinPath, withBase } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { DocSource } from "../content/types.ts";
import { fencedLines } from "../markdown/fences.ts";
import { resolveUrl } from "../model/link-resolver.ts";
import { flattenSidebar } from "../model/page-model.ts";
import type { SiteState } from "../pipeline/site-state.ts";

const LINK = /(!?\[[^\]]*\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;

/**
 * A doc's markdown twin: the author's markdown with front matter dropped and every link made absolute
 * (relative `.md` links point at the twins of their targets), so it reads correctly anywhere.
 */
export function markdownTwin(config: ResolvedConfig, state: SiteState, doc: DocSource): string {
  const lines = doc.body.split("\n");
  const fenced = fencedLines(lines);
  const body = lines
    .map((line, i) => {
      if (fenced[i]) return line;
      return line.replace(LINK, (_m, open: string, url: string, close: string) => {
        const r = resolveUrl(state.linkCtx, doc, url, open.startsWith("!"));
        if (r.kind === "route") {
          const target = state.renderables.get(r.route)?.source;
          const path = target?.kind === "doc" ? twinPath(r.route) : r.route;
          const hash = r.hash ? `#${encodeURIComponent(r.hash)}` : "";
          return `${open}${absoluteUrl(config, withBase(config.baseUrl, path))}${hash}${close}`;
        }
        if (r.kind === "static" || r.kind === "external") return `${open}${absoluteUrl(config, r.href)}${close}`;
        return `${open}${url}${close}`;
      });
    })
    .join("\n")
    .trim();
  const heading = /^#\s/m.test(body) ? "" : `# ${doc.title}\n\n`;
  return `${heading}${body}\n`;
}

/** llms.txt (llmstxt.org): site title, summary, then one line per docs page, grouped by sidebar. */
export function llmsTxt(config: ResolvedConfig, state: SiteState): string {
  const lines = [`# ${config.title}`, "", `> ${config.tagline}`, ""];
  const labels = new Map(
    state.site.navbar.items.flatMap((i) => (i.type === undefined && i.sidebarId ? [[i.sidebarId, i.label]] : [])),
  );
  const listed = new Set<string>();
  for (const [id, items] of Object.entries(state.sidebars)) {
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
