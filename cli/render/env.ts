import type { SiteData } from "../../shared/site-data.ts";
import { inlineScript } from "../../templates/color-mode.ts";
import type { ClientAssets } from "../assets/client-bundle.ts";
import { feedLinkTags } from "../blog/feeds.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import { sha256 } from "../hash.ts";
import { metaPolicy } from "../write/security-headers.ts";
import { baseUrlCheckScript } from "./base-url-script.ts";

/** Files to write, output-relative path → contents. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** What rendering needs besides the site state; created once per build (or once per watch session). */
export interface RenderEnv {
  config: ResolvedConfig;
  client: ClientAssets;
  themeScript: string;
  baseUrlScript: string;
  /** The Content-Security-Policy every page carries in a `<meta>` (write/security-headers.ts). */
  metaPolicy: string;
  /** `<link rel="alternate">` tags of the blog feeds, on every page when the blog has posts. */
  feedLinks?: string;
  /** Sidebar id → URL of its JSON asset (written once by the build, see sidebarAssets). */
  sidebarUrls: Record<string, string>;
  /** URL of the search dialog's chunk (see SiteData.searchChunk). */
  searchChunk?: string;
  /** Rendered pages of earlier builds, reused when nothing they are made of changed (watch mode, page cache). */
  memo?: HtmlMemo;
  /** Pages the previous build left in the output folder (warm builds into it: cache/output-record.ts). */
  pages?: PageLedger;
}

/** A build's pages by their render key (see memoKey in pipeline/render-page.ts). */
export interface PageLedger {
  /** True when the previous build wrote this page from the same key and its files are untouched: they stay. */
  keep(route: string, key: string): boolean;
  /** This build wrote the page's files from `key`. */
  wrote(route: string, key: string, files: string[]): void;
}

/** Page HTML by a key of everything it is made of (see memoKey in pipeline/render-page.ts). */
export interface HtmlMemo {
  /** The HTML kept for `key`, else `render()`'s. `content` is the page's content HTML, which the HTML embeds. */
  html(key: string, render: () => string, content: string): string;
}

/** One content-hashed JSON file per sidebar; every page of the sidebar refers to it. */
export function sidebarAssets(
  config: ResolvedConfig,
  sidebars: Record<string, unknown>,
): { files: OutputFiles; urls: Record<string, string> } {
  const files: OutputFiles = new Map();
  const urls: Record<string, string> = {};
  for (const [id, items] of Object.entries(sidebars)) {
    const json = JSON.stringify(items);
    const hash = sha256(json).slice(0, 10);
    const rel = `assets/sidebars/${id.replace(/[^\w-]/g, "_")}-${hash}.json`;
    files.set(rel, json);
    urls[id] = config.baseUrl + rel;
  }
  return { files, urls };
}

export function createRenderEnv(
  config: ResolvedConfig,
  site: SiteData,
  client: ClientAssets,
  options: { sidebarUrls: Record<string, string>; feeds: boolean },
): RenderEnv {
  const themeScript = inlineScript(site);
  const baseUrlScript = baseUrlCheckScript(config.baseUrl, config.locale.strings.server);
  return {
    config,
    client,
    themeScript,
    baseUrlScript,
    metaPolicy: metaPolicy(hashesOf([themeScript, baseUrlScript])),
    feedLinks: options.feeds ? feedLinkTags(config) : undefined,
    sidebarUrls: options.sidebarUrls,
    searchChunk: client.searchChunk ? config.baseUrl + client.searchChunk : undefined,
  };
}

/** sha256 CSP sources of the inline scripts. */
export function scriptHashes(env: RenderEnv): string[] {
  return hashesOf([env.themeScript, env.baseUrlScript]);
}

function hashesOf(scripts: string[]): string[] {
  return scripts.map((s) => `'sha256-${sha256(s, "base64")}'`);
}

/**
 * Page HTML by what it is made of: a rebuild renders again only the pages whose inputs changed (watch mode;
 * React's renderToString was most of a rebuild). Entries not used by a build are dropped after it.
 */
export class RenderMemo implements HtmlMemo {
  private previous = new Map<string, string>();
  private current = new Map<string, string>();

  html(key: string, render: () => string): string {
    const html = this.current.get(key) ?? this.previous.get(key) ?? render();
    this.current.set(key, html);
    return html;
  }

  /** Called after each build: what it did not use goes. */
  endBuild(): void {
    this.previous = this.current;
    this.current = new Map();
  }
}
