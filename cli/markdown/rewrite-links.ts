import type { Nodes, Root } from "mdast";
import { normalizeUri } from "micromark-util-sanitize-uri";
import { isFinalAsWritten } from "../../shared/url.ts";
import type { ParsedSource } from "../content/types.ts";
import { type LinkContext, resolveUrl } from "../model/link-resolver.ts";
import { walk } from "./walk.ts";

type Located = ParsedSource & { route: string };

/**
 * The final URL of a link or image target (base path added, `.md` → route, assets copied).
 * `copyAsset` returns the public URL of a file next to the source. Unresolvable targets are left as
 * written; the link checks report them with their location.
 */
export function finalUrl(
  ctx: LinkContext,
  source: Located,
  url: string,
  image: boolean,
  copyAsset: (absPath: string) => string,
): string {
  const r = resolveUrl(ctx, source, url, image);
  switch (r.kind) {
    case "route":
    case "static":
    case "external":
    case "hash":
      return r.href;
    case "asset":
      return copyAsset(r.absPath);
    case "missing":
      return url;
  }
}

/** Rewrites every link and image URL of a tree to its final URL (blog posts, rendered late). */
export function rewriteLinks(tree: Root, ctx: LinkContext, source: Located, copyAsset: (absPath: string) => string) {
  walk<Nodes>(tree, (node) => {
    if (node.type === "link" || node.type === "image")
      node.url = finalUrl(ctx, source, node.url, node.type === "image", copyAsset);
  });
}

/*
 * Docs and pages are rendered to HTML as soon as they are parsed (their trees are then let go: memory stays
 * small on large sites), before the route table exists. Their site-relative URLs are rendered as tokens
 * and filled in at page render time, when every route is known. External and `#hash` URLs are final as
 * written and stay in place (React still sees them, e.g. to block `javascript:` URLs).
 */

// Per process: a token written by an author could not match by chance.
const NONCE = Math.random().toString(36).slice(2, 10);
const TOKEN = new RegExp(` (href|src)="docsgen-link-${NONCE}-(\\d+)"`, "g");

/** Replaces the URL of the i-th link or image (document order, as in ParsedSource.links) with a token. */
export function tokenizeLinks(tree: Root): void {
  let i = 0;
  walk<Nodes>(tree, (node) => {
    if (node.type !== "link" && node.type !== "image") return;
    if (!isFinalAsWritten(node.url)) node.url = `docsgen-link-${NONCE}-${i}`;
    i++;
  });
}

/**
 * Fills the tokens of a page's HTML with final URLs, written exactly as rendering them directly would
 * have (mdast-util-to-hast's URL normalisation, then React's attribute escaping).
 */
export function resolveLinkTokens(
  html: string,
  ctx: LinkContext,
  source: Located,
  copyAsset: (absPath: string) => string,
): string {
  return html.replace(TOKEN, (_, attribute: string, index: string) => {
    const link = source.links[Number(index)];
    const url = finalUrl(ctx, source, link.url, link.kind === "image", copyAsset);
    return ` ${attribute}="${escapeAttribute(normalizeUri(url))}"`;
  });
}

/** React's escaping of attribute values (react-dom's escapeTextForBrowser). */
function escapeAttribute(text: string): string {
  return text.replace(/["&'<>]/g, (c) => ESCAPES[c]);
}

const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };
