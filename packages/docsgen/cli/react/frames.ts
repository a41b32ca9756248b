/**
 * The origins of the http(s) iframes in a React page's rendered HTML: the content security policy's
 * `frame-src` lists them, as it lists those of the markdown's iframes (pipeline/render-react.ts).
 */
export function frameOrigins(html: string): string[] {
  if (!html.includes("<iframe")) return [];
  const found = new Set<string>();
  for (const m of html.matchAll(/<iframe\b[^>]*?\ssrc="(https?:\/\/[^"/?#]+)/gi)) found.add(m[1].toLowerCase());
  return [...found];
}
