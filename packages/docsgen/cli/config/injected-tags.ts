/**
 * The tags a config adds to every page: `scripts`, `stylesheets`, `headTags`, and the classic preset's `gtag`
 * and `googleTagManager`, in the order and places Docusaurus puts them (its gtag and tag manager plugins
 * first, then the site's `headTags`, `stylesheets` and `scripts`: the bootstrap plugin runs last), with what
 * each needs from the content security policy. A value that would break out of an attribute, of the
 * inline bootstrap scripts or of a CSP source (a quote, a newline, a `;`) is a located error.
 */
import { isHandler, isHostileUrl, isLeftOut, keptAttributes } from "./tag-values.ts";
import type { ConfigProblem } from "./validate.ts";

/** One tag, as Docusaurus's `HtmlTagObject`: `true` attributes are written bare, `false` ones left out. */
export interface HtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
  /** Written as is (the config is the author's own, as in Docusaurus); never on void elements. */
  innerHTML?: string;
}

/** CSP directives the injected tags may widen, and the sources they add. */
export type PolicySources = Partial<Record<CspDirective, string[]>>;
export type CspDirective = "script-src" | "style-src" | "font-src" | "img-src" | "connect-src" | "frame-src";

export interface InjectedTags {
  /** In the head, after the page's own tags and before docsgen's stylesheet and script. */
  head: HtmlTag[];
  /** Right after `<body>` (Docusaurus's preBodyTags). */
  body: HtmlTag[];
  /** External origins the tags load from, by directive (inline scripts are hashed where rendered). */
  sources: PolicySources;
}

/** What the injected-tag keys hold once validated (the schema's shape, schema.ts). */
export interface InjectedConfig {
  scripts?: (string | Record<string, string | boolean>)[];
  stylesheets?: (string | Record<string, string | boolean>)[];
  headTags?: { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string }[];
  gtag?: { trackingID: string | string[]; anonymizeIP?: boolean };
  googleTagManager?: { containerId: string };
}

const GTM = "https://www.googletagmanager.com";

/**
 * What Google's tag guide asks of a CSP for Google Analytics 4 (developers.google.com/tag-platform/security/
 * guides/csp): the tag manager and gtag scripts, and the beacons they send as images and requests. The
 * inline bootstrap is allowed by its hash, not by `'unsafe-inline'`.
 */
const GOOGLE_ANALYTICS: PolicySources = {
  "script-src": ["https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** The tags of a config, or undefined when it has none (the common case costs nothing). */
export function injectedTags(config: InjectedConfig): InjectedTags | undefined {
  const { scripts = [], stylesheets = [], headTags = [], gtag, googleTagManager } = config;
  if (!gtag && !googleTagManager && scripts.length + stylesheets.length + headTags.length === 0) return undefined;
  const head: HtmlTag[] = [];
  const body: HtmlTag[] = [];
  const sources: PolicySources = {};
  const add = (directive: CspDirective, list: readonly string[]) => {
    const set = new Set([...(sources[directive] ?? []), ...list]);
    sources[directive] = [...set];
  };
  if (gtag) {
    const ids = Array.isArray(gtag.trackingID) ? gtag.trackingID : [gtag.trackingID];
    const configs = ids.map((id) => `gtag('config', '${id}', { ${gtag.anonymizeIP ? "'anonymize_ip': true" : ""} });`);
    head.push(
      link("preconnect", "https://www.google-analytics.com"),
      link("preconnect", GTM),
      // One script for every id (Google: load gtag.js once, then one `config` per id).
      { tagName: "script", attributes: { async: true, src: `${GTM}/gtag/js?id=${ids[0]}` } },
      {
        tagName: "script",
        innerHTML: `
              window.dataLayer = window.dataLayer || [];
              function gtag(){dataLayer.push(arguments);}
              gtag('js', new Date());
              ${configs.join("\n")};
              `,
        attributes: {},
      },
    );
    for (const [directive, list] of Object.entries(GOOGLE_ANALYTICS)) add(directive as CspDirective, list);
  }
  if (googleTagManager) {
    const id = googleTagManager.containerId;
    head.push(
      link("preconnect", GTM),
      { tagName: "script", attributes: {}, innerHTML: "window.dataLayer = window.dataLayer || [];" },
      { tagName: "script", attributes: {}, innerHTML: gtmSnippet(id) },
    );
    body.push({
      tagName: "noscript",
      attributes: {},
      innerHTML: `<iframe src="${GTM}/ns.html?id=${id}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
    });
    // A container usually loads Google Analytics 4: the same sources as gtag, and the noscript frame.
    for (const [directive, list] of Object.entries(GOOGLE_ANALYTICS)) add(directive as CspDirective, list);
    add("img-src", [GTM]);
    add("frame-src", [GTM]);
  }
  for (const tag of headTags) {
    if (isLeftOut(tag.attributes ?? {})) continue;
    const attributes = keptAttributes(tag.attributes ?? {});
    head.push({
      tagName: tag.tagName,
      attributes,
      ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML } : {}),
    });
    const directive = directiveOf(tag.tagName, attributes);
    const url = attributes.src ?? attributes.href;
    const origin = directive && typeof url === "string" ? originOf(url) : undefined;
    if (directive && origin) add(directive, [origin]);
    if (directive === "style-src" && origin) add("font-src", [origin]);
  }
  for (const sheet of stylesheets) {
    const attributes = keptAttributes(typeof sheet === "string" ? { href: sheet } : sheet);
    if (isLeftOut(attributes)) continue;
    head.push({ tagName: "link", attributes: { rel: "stylesheet", ...attributes } });
    const origin = typeof attributes.href === "string" ? originOf(attributes.href) : undefined;
    // A stylesheet's fonts come from where it does (a CDN's KaTeX or icon font); its images are allowed already.
    if (origin) {
      add("style-src", [origin]);
      add("font-src", [origin]);
    }
  }
  for (const script of scripts) {
    const attributes = keptAttributes(typeof script === "string" ? { src: script } : script);
    if (isLeftOut(attributes)) continue;
    head.push({ tagName: "script", attributes: { ...attributes } });
    const origin = typeof attributes.src === "string" ? originOf(attributes.src) : undefined;
    if (origin) add("script-src", [origin]);
  }
  return { head, body, sources };
}

/** Google's tag manager snippet, as Docusaurus's plugin writes it (its hash goes into the CSP). */
function gtmSnippet(id: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'${GTM}/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','${id}');`;
}

function link(rel: string, href: string): HtmlTag {
  return { tagName: "link", attributes: { rel, href } };
}

/** The directive that governs what a head tag loads from its `src`/`href`, if any. */
function directiveOf(tagName: string, attributes: Record<string, string | boolean>): CspDirective | undefined {
  if (tagName === "script") return "script-src";
  if (tagName !== "link") return undefined;
  const rel = String(attributes.rel ?? "")
    .toLowerCase()
    .split(/\s+/);
  if (rel.includes("stylesheet")) return "style-src";
  if (!rel.includes("preload") && !rel.includes("modulepreload")) return undefined;
  if (rel.includes("modulepreload")) return "script-src";
  const as = String(attributes.as ?? "");
  return as === "script" ? "script-src" : as === "style" ? "style-src" : as === "font" ? "font-src" : undefined;
}

/**
 * `https://host[:port]` of an absolute http(s) URL, `host[:port]` of a `//host/…` one; undefined for a path,
 * and for a host that is not letters, digits, dots and dashes (injectedProblems refuses those in the config).
 */
export function originOf(url: string): string | undefined {
  const match = /^(https?:)?\/\/([^/?#]*)/i.exec(url.trim());
  // An origin that is not a plain host name is never written into the policy (content may hold anything).
  if (!match || !SAFE_AUTHORITY.test(match[2])) return undefined;
  const authority = match[2].toLowerCase();
  return match[1] ? `${match[1].toLowerCase()}//${authority}` : authority;
}

/** What an origin may hold to be written as a CSP source: letters, digits, dots, dashes and a port. */
const SAFE_AUTHORITY = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
/** What a tracking or container id may hold: it is written into inline scripts and URLs. */
const SAFE_ID = /^[A-Za-z0-9_-]+$/;
/** Attribute names Docusaurus accepts (`[\w-]`), plus the `:` of `xml:lang`. */
const SAFE_ATTRIBUTE = /^[A-Za-z_][\w:.-]*$/;
const SAFE_TAG = /^[a-z][a-z0-9]*$/i;

/**
 * Located errors for values that would break out of where they are written: a control character anywhere,
 * an origin a CSP source cannot hold (`"`, `'`, `;`, spaces), ids that are not plain words, tag and
 * attribute names that are not names. `user` is the config as written, already validated by the schema.
 */
export function injectedProblems(user: InjectedConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const url = (value: unknown, path: string) => {
    if (typeof value !== "string") return;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(value)) {
      problems.push({
        path,
        message: `holds a control character (a newline or tab): ${JSON.stringify(value)}`,
        hint: "Write the URL on one line, without control characters.",
      });
      return;
    }
    if (isHostileUrl(value))
      problems.push({
        path,
        message: `is a ${value.trim().split(":")[0].toLowerCase()}: URL, which the content security policy blocks; the tag is left out`,
        hint: "Load the script or stylesheet from a file: a path of the site or an https:// URL.",
        warning: true,
      });
    const match = /^(https?:)?\/\/([^/?#]*)/i.exec(value.trim());
    if (match && !SAFE_AUTHORITY.test(match[2]))
      problems.push({
        path,
        message: `has the origin ${JSON.stringify(match[2])}, which the content security policy cannot name (only letters, digits, dots, dashes and a port)`,
        hint: "Write the host name alone between // and the path: no quotes, semicolons, spaces or user name.",
      });
  };
  for (const [key, required] of [
    ["scripts", "src"],
    ["stylesheets", "href"],
  ] as const)
    user[key]?.forEach((item, i) => {
      if (typeof item === "string") {
        url(item, `${key}[${i}]`);
        return;
      }
      if (typeof item[required] !== "string")
        problems.push({
          path: `${key}[${i}]`,
          message: `needs a "${required}" (as in Docusaurus: a string, or an object with at least "${required}")`,
          hint: `Add ${required}: "https://…", or write the URL alone.`,
        });
      attributes(item, `${key}[${i}]`, problems, url);
    });
  user.headTags?.forEach((tag, i) => {
    if (typeof tag.tagName === "string" && !SAFE_TAG.test(tag.tagName))
      problems.push({
        path: `headTags[${i}].tagName`,
        message: `${JSON.stringify(tag.tagName)} is not an HTML tag name`,
        hint: "Use the name of an element allowed in the head: link, meta, script, style, noscript.",
      });
    if (tag.attributes) attributes(tag.attributes, `headTags[${i}].attributes`, problems, url);
  });
  const ids = user.gtag ? [user.gtag.trackingID].flat() : [];
  ids.forEach((id, i) => {
    if (typeof id === "string" && !SAFE_ID.test(id))
      problems.push({
        path: Array.isArray(user.gtag?.trackingID) ? `gtag.trackingID[${i}]` : "gtag.trackingID",
        message: `${JSON.stringify(id)} is not a tracking id (letters, digits, - and _): it is written into a script`,
        hint: "Copy the id as Google shows it, such as G-XXXXXXXXXX.",
      });
  });
  const container = user.googleTagManager?.containerId;
  if (typeof container === "string" && !SAFE_ID.test(container))
    problems.push({
      path: "googleTagManager.containerId",
      message: `${JSON.stringify(container)} is not a container id (letters, digits, - and _): it is written into a script`,
      hint: "Copy the id as Google shows it, such as GTM-XXXXXXX.",
    });
  return problems;
}

function attributes(
  record: Record<string, unknown>,
  path: string,
  problems: ConfigProblem[],
  url: (value: unknown, path: string) => void,
): void {
  for (const [name, value] of Object.entries(record)) {
    if (!SAFE_ATTRIBUTE.test(name))
      problems.push({
        path: `${path}.${name}`,
        message: `${JSON.stringify(name)} is not an attribute name`,
        hint: "Attribute names are letters, digits, - and _.",
      });
    else if (isHandler(name))
      problems.push({
        path: `${path}.${name}`,
        message: "is an event-handler attribute, which the content security policy blocks; it is left out",
        hint: "Run the code from a script file of the site instead.",
        warning: true,
      });
    else if (name === "src" || name === "href") url(value, `${path}.${name}`);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    else if (typeof value === "string" && /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
      problems.push({ path: `${path}.${name}`, message: "holds a control character", hint: "Remove it." });
  }
}
