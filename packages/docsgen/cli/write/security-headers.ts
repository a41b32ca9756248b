import type { CspDirective, PolicySources } from "../config/injected-tags.ts";

/** What the policy of a build is made of besides its fixed directives. */
export interface PolicyInput {
  /** sha256 sources of the build's inline scripts (docsgen's, and those of the config's tags). */
  scriptHashes: readonly string[];
  /**
   * Origins the config's tags load from (config/injected-tags.ts) and, under `frame-src`, the origins of
   * the iframes the content keeps. Each is a plain host with its scheme: injectedProblems refuses the
   * config's others, and originOf never returns one from content.
   */
  sources?: PolicySources;
}

/**
 * The Content-Security-Policy of every page: only the site's own scripts plus the sha256 hashes of the
 * build's inline scripts, which the build computes, and exactly the origins the config and the content
 * need. Both servers (docsgen serve and nginx) send it as a header, and every page carries it as a
 * `<meta>` policy (metaPolicy) for hosts that send no headers.
 */
function policy({ scriptHashes, sources = {} }: PolicyInput): string[] {
  const extra = (directive: CspDirective) => (sources[directive] ?? []).map((s) => ` ${s}`).join("");
  const fonts = sources["font-src"]?.length ? [`font-src 'self' data:${extra("font-src")}`] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim() + extra("script-src"),
    // Shiki colours tokens with style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'${extra("style-src")}`,
    ...fonts,
    `img-src 'self' data: https:${extra("img-src")}`,
    // Raw HTML may embed http(s) pages in iframes (cli/markdown/sanitize-schema.ts): the origins of those
    // the content really has are listed; `data:` and `srcdoc` frames are removed there.
    `frame-src 'self'${extra("frame-src")}`,
    `connect-src 'self'${extra("connect-src")}`,
    "object-src 'none'",
    "base-uri 'self'",
    // A form in content could send what readers type to another site; the site itself has none.
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
}

/** Directives a `<meta>` policy ignores (CSP 3, §"Delivery via meta"): only a header can carry them. */
const HEADER_ONLY = ["frame-ancestors", "report-uri", "sandbox"];

/** The response headers both servers send (docsgen serve and nginx). */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    "Content-Security-Policy": policy(input).join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/**
 * The policy as a page's `<meta http-equiv="Content-Security-Policy">` carries it: the header's, less
 * what a meta policy cannot set (framing by other sites stays a header's job).
 */
export function metaPolicy(input: PolicyInput): string {
  return policy(input)
    .filter((directive) => !HEADER_ONLY.includes(directive.split(" ")[0]))
    .join("; ");
}

/**
 * The same headers as nginx directives, for `include` from deploy/nginx.conf. A value nginx would read
 * as more than one string (a newline, a `$` variable, a backslash) is a bug upstream: it throws rather
 * than write a config that sends other headers than these.
 */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([k, v]) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      if (/[\u0000-\u001f\u007f$\\"]/.test(v) || !/^[\w-]+$/.test(k))
        throw new Error(
          `internal: the header ${k} holds a character nginx would not read as text: ${JSON.stringify(v)}`,
        );
      return `add_header ${k} "${v}" always;`;
    })
    .join("\n")}\n`;
}

/**
 * The build summary's lines about what the policy opens beyond docsgen's own: one for the config's tags
 * (their sources by directive), one naming the content's iframe origins and a file embedding each. None
 * for a site that has neither.
 */
export function openedSources(config: PolicySources, frames: ReadonlyMap<string, readonly string[]>): string[] {
  const lines: string[] = [];
  const byDirective = Object.entries(config).filter(([, list]) => list && list.length > 0);
  if (byDirective.length > 0)
    lines.push(
      `docsgen: the content security policy allows, for the config's scripts, stylesheets and tags: ${byDirective
        .map(([directive, list]) => `${directive} ${(list ?? []).join(" ")}`)
        .join("; ")}`,
    );
  if (frames.size > 0)
    lines.push(
      `docsgen: frame-src allows the iframes in the content: ${[...frames]
        .map(([origin, files]) => `${origin} (${files[0]}${files.length > 1 ? ` and ${files.length - 1} more` : ""})`)
        .join(", ")}`,
    );
  return lines;
}

/** The build summary's line about what the policy opens for DocSearch (config/docsearch.ts). */
export function docsearchSources(sources: PolicySources): string {
  const list = Object.entries(sources).map(([directive, origins]) => `${directive} ${(origins ?? []).join(" ")}`);
  return `docsgen: the content security policy allows, for DocSearch (themeConfig.algolia): ${list.join("; ")}`;
}

/** Where the build writes them, inside the output folder (never served: dot folders answer 404). */
export const HEADERS_JSON = ".docsgen/headers.json";
export const NGINX_HEADERS = ".docsgen/nginx-headers.conf";
