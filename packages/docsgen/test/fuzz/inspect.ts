import { createHash } from "node:crypto";
import { parse } from "parse5";

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

/** What a page may run: the site's own scripts only (docsgen's JSON data, its bundle, inline scripts the CSP hashes). */
export interface OwnScripts {
  /** `'sha256-…'` sources of the CSP's script-src. */
  hashes: ReadonlySet<string>;
  /** The URL prefix of docsgen's bundles (`<baseUrl>assets/`). */
  assets: string;
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"]);
const SCRIPT_URL = /^\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i;

/**
 * Everything in a page that could run code or send the reader elsewhere without a click and that docsgen did
 * not put there itself: foreign scripts, event handlers, script URLs, refreshes, srcdoc and data: frames,
 * plug-ins, a <base>. One line per finding.
 */
export function foreignCode(html: string, own: OwnScripts): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    const tag = node.tagName;
    if (tag) {
      const attrs = new Map((node.attrs ?? []).map((a) => [a.name.toLowerCase(), a.value]));
      for (const [name, value] of attrs) {
        if (name.startsWith("on")) found.push(`<${tag} ${name}>`);
        if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(decodeEntities(value)))
          found.push(`<${tag} ${name}="${value}">`);
      }
      if (tag === "script") {
        const src = attrs.get("src");
        const text = (node.childNodes ?? []).map((c) => c.value ?? "").join("");
        const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
        // Data, not code: docsgen's page data and its JSON-LD (browsers never run either type).
        const ownJson = attrs.get("type") === "application/json" || attrs.get("type") === "application/ld+json";
        const ownBundle = src?.startsWith(own.assets);
        const ownInline = src === undefined && own.hashes.has(hash);
        if (!ownJson && !ownBundle && !ownInline)
          found.push(`<script${src ? ` src="${src}"` : ""}>${text.slice(0, 40)}`);
      }
      if (tag === "meta" && attrs.get("http-equiv")?.toLowerCase() === "refresh")
        found.push("<meta http-equiv=refresh>");
      if (tag === "iframe" && attrs.has("srcdoc")) found.push("<iframe srcdoc>");
      if (tag === "iframe" && /^\s*data:/i.test(attrs.get("src") ?? "")) found.push("<iframe src=data:>");
      if (tag === "object" || tag === "embed" || tag === "base") found.push(`<${tag}>`);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return found;
}

/** parse5 decodes entities in attribute values already; this catches the numeric ones left in URLs. */
function decodeEntities(value: string): string {
  return value.replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex, n) => String.fromCodePoint(Number.parseInt(n, hex ? 16 : 10)));
}
