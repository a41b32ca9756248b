/**
 * The parts of the config's tags (`scripts`, `stylesheets`, `headTags`) that never reach a page: event-handler
 * attributes (`onload`, `onerror`), and tags that load from a `javascript:`, `vbscript:` or `data:` URL.
 * Docusaurus writes them as given; docsgen's content security policy would block them anyway (it has no
 * `'unsafe-inline'` and no `data:` scripts), so they are left out, each with a located warning
 * (injectedProblems), and never widen the policy.
 */

/** An event-handler attribute's name. */
export function isHandler(name: string): boolean {
  return /^on/i.test(name);
}

/**
 * A URL that runs code or is a document of its own rather than a file the tag loads. Browsers skip leading
 * white space and control characters before a scheme, and read it in any case, so the test does too.
 */
export function isHostileUrl(url: unknown): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them before a scheme
  return typeof url === "string" && /^[\s\u0000-\u001f]*(?:javascript|vbscript|data):/i.test(url);
}

/** The tag's attributes as written into pages, without event handlers. */
export function keptAttributes<T>(attributes: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => !isHandler(name)));
}

/** Whether a tag is left out: what it loads (`src`, `href`) is a hostile URL. */
export function isLeftOut(attributes: Record<string, unknown>): boolean {
  return isHostileUrl(attributes.src) || isHostileUrl(attributes.href);
}
