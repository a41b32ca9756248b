/**
 * The Content-Security-Policy of every page: only the site's own scripts plus the sha256 hashes of the
 * build's inline scripts, which the build computes. Both servers (docsgen serve and nginx) send it as a
 * header, and every page carries it as a `<meta>` policy (metaPolicy) for hosts that send no headers.
 */
function policy(scriptHashes: readonly string[]): string[] {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Shiki colours tokens with style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    // Raw HTML may embed http(s) pages in iframes (cli/markdown/sanitize-schema.ts allows the same schemes
    // in `src`); `data:` and `srcdoc` frames are removed there, and `blob:` has no way in.
    "frame-src 'self' https: http:",
    "connect-src 'self'",
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
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": policy(scriptHashes).join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/**
 * The policy as a page's `<meta http-equiv="Content-Security-Policy">` carries it: the header's, less
 * what a meta policy cannot set (framing by other sites stays a header's job).
 */
export function metaPolicy(scriptHashes: readonly string[]): string {
  return policy(scriptHashes)
    .filter((directive) => !HEADER_ONLY.includes(directive.split(" ")[0]))
    .join("; ");
}

/** The same headers as nginx directives, for `include` from deploy/nginx.conf. */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
    .join("\n")}\n`;
}

/** Where the build writes them, inside the output folder (never served: dot folders answer 404). */
export const HEADERS_JSON = ".docsgen/headers.json";
export const NGINX_HEADERS = ".docsgen/nginx-headers.conf";
