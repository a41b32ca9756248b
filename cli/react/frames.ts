/**
 * The origins of iframes in a React page's rendered HTML that the content security policy's `frame-src`
 * does not list: the policy is computed from the markdown before React pages render, so such a frame would
 * be blocked in the browser. Found here, it is at least said (a warning naming the page and the origin).
 */
export function unlistedFrameOrigins(html: string, listed: readonly string[]): string[] {
  if (!html.includes("<iframe")) return [];
  const found = new Set<string>();
  for (const m of html.matchAll(/<iframe\b[^>]*?\ssrc="(https?:\/\/[^"/?#]+)/gi)) {
    const origin = m[1].toLowerCase();
    if (!listed.includes(origin)) found.add(origin);
  }
  return [...found];
}
