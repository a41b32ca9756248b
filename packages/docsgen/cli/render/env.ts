import type { SiteData } from "../../shared/site-data.ts";
import { inlineScript } from "../../templates/color-mode.ts";
import type { ClientAssets } from "../assets/client-bundle.ts";
import { feedLinkTags } from "../blog/feeds.ts";
import type { CspDirective } from "../config/injected-tags.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { sha256 } from "../hash.ts";
import { metaPolicy, type PolicyInput } from "../write/security-headers.ts";
import { BASE_URL_CHECK_SCRIPT, baseUrlCheck } from "./base-url-script.ts";
import type { DocumentInput } from "./document.ts";
import { htmlTags, inlineScripts } from "./injected.ts";

/** Files to write, output-relative path → contents. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** What rendering needs besides the site state; created once per build (or once per watch session). */
export interface RenderEnv {
  config: ResolvedConfig;
  client: ClientAssets;
  themeScript: string;
  /** The base-URL check of the home page: its banner template and script (render/base-url-script.ts). */
  baseUrlCheck: string;
  /** The Content-Security-Policy every page carries in a `<meta>` (write/security-headers.ts). */
  metaPolicy: string;
  /** What the policy is made of: the headers (plugins/headers/plugin.ts) are made of the same. */
  policy: PolicyInput;
  /** The config's tags (config/injected-tags.ts) as HTML, for the head and the top of the body; "" without. */
  injectedHead: string;
  injectedBody: string;
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
  /**
   * A page's files kept for `key` (its HTML and page data), else `make()`'s: a memo in memory keeps both, so
   * an unchanged page neither decodes its content nor serializes its data again.
   */
  page?(key: string, make: () => PageFiles): PageFiles;
  /** Content the site's code rendered (MDX with its components) kept for `key`, else `make()`'s: see RenderMemo. */
  siteContent?(key: string, make: () => SiteContent): SiteContent;
}

/** A page's content as the site's code rendered it, its bytes and their digest, and the files the render wrote (Infima's rules). */
export interface SiteContent {
  /** What cli/react/render-mdx.ts returns: the content's HTML, and the page's own script and stylesheets. */
  rendered: { contentHtml: string; assets: { js: string; css: string[] } };
  bytes: Buffer;
  digest: string;
  files: [string, string | Uint8Array][];
}

/** A page's HTML and, but for the 404 page, its page data (JSON). */
export interface PageFiles {
  html: string;
  data?: string;
}

/**
 * What every page's document takes from the build, whoever renders the page (pipeline/render-page.ts, or
 * react/render.ts for the site's React pages): the colour-mode script, the policy, the feed links, the
 * config's `scripts`, `stylesheets`, `headTags` and analytics, and on the home page the base-URL check. One
 * definition, so no kind of page goes without the config's tags (issue 47: the React home page did).
 */
export function documentParts(
  env: RenderEnv,
  home: boolean,
): Pick<DocumentInput, "themeScript" | "metaPolicy" | "baseUrlCheck" | "extraHead" | "injectedHead" | "injectedBody"> {
  return {
    themeScript: env.themeScript,
    metaPolicy: env.metaPolicy,
    baseUrlCheck: home ? env.baseUrlCheck : undefined,
    extraHead: env.feedLinks,
    injectedHead: env.injectedHead,
    injectedBody: env.injectedBody,
  };
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
  options: {
    sidebarUrls: Record<string, string>;
    feeds: boolean;
    /** Origins of the iframes the content keeps (pipeline/frames.ts): the policy's `frame-src`. */
    frames?: readonly string[];
  },
): RenderEnv {
  const themeScript = inlineScript(site);
  const { injected } = config;
  const policy = policyOf(config, [themeScript, BASE_URL_CHECK_SCRIPT], options.frames ?? []);
  return {
    config,
    client,
    themeScript,
    baseUrlCheck: baseUrlCheck(config.baseUrl, config.locale.strings.server),
    metaPolicy: metaPolicy(policy),
    policy,
    injectedHead: injected ? htmlTags(injected.head) : "",
    injectedBody: injected ? htmlTags(injected.body) : "",
    feedLinks: options.feeds ? feedLinkTags(config) : undefined,
    sidebarUrls: options.sidebarUrls,
    searchChunk: client.searchChunk ? config.baseUrl + client.searchChunk : undefined,
  };
}

/**
 * The policy's parts: the hashes of docsgen's inline scripts and of the config's, and the origins the
 * config's tags and the content's iframes need. A site without either gets docsgen's policy alone.
 */
function policyOf(config: ResolvedConfig, ownScripts: string[], frames: readonly string[]): PolicyInput {
  const { injected, docsearch } = config;
  const scripts = injected ? [...ownScripts, ...inlineScripts(injected.head)] : ownScripts;
  const sources = { ...injected?.sources };
  const add = (directive: CspDirective, list: readonly string[]) => {
    sources[directive] = [...new Set([...(sources[directive] ?? []), ...list])];
  };
  if (frames.length > 0) add("frame-src", frames);
  // DocSearch's queries go to the Algolia hosts of the configured app (config/docsearch.ts).
  for (const [directive, list] of Object.entries(docsearch?.sources ?? {})) add(directive as CspDirective, list);
  return { scriptHashes: hashesOf(scripts), sources };
}

function hashesOf(scripts: string[]): string[] {
  return scripts.map((s) => `'sha256-${sha256(s, "base64")}'`);
}

/**
 * Page HTML by what it is made of: a rebuild renders again only the pages whose inputs changed (watch mode;
 * React's renderToString was most of a rebuild). Entries not used by a build are dropped after it.
 */
export class RenderMemo implements HtmlMemo {
  private previous = new Map<string, PageFiles>();
  private current = new Map<string, PageFiles>();
  private previousContent = new Map<string, SiteContent>();
  private currentContent = new Map<string, SiteContent>();

  html(key: string, render: () => string): string {
    return this.page(key, () => ({ html: render() })).html;
  }

  page(key: string, make: () => PageFiles): PageFiles {
    const files = this.current.get(key) ?? this.previous.get(key) ?? make();
    this.current.set(key, files);
    return files;
  }

  /** An unchanged page with the site's components is not rendered by React twice: its page key needs its content. */
  siteContent(key: string, make: () => SiteContent): SiteContent {
    const content = this.currentContent.get(key) ?? this.previousContent.get(key) ?? make();
    this.currentContent.set(key, content);
    return content;
  }

  /** Called after each build: what it did not use goes. */
  endBuild(): void {
    this.previous = this.current;
    this.current = new Map();
    this.previousContent = this.currentContent;
    this.currentContent = new Map();
  }
}
