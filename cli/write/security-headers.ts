/**
 * The response headers both servers send (docsgen serve and nginx). The CSP allows only the site's own
 * scripts plus the sha256 hashes of the build's inline scripts, which the build computes.
 */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
      // Shiki colours tokens with style attributes; styles cannot run code.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
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
