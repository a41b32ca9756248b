/** The HTML with admonitions' icons left out (`<span class="admonitionIcon">…</span>`), to match their titles. */
export function withoutIcons(html: string): string {
  return html.replace(/<span class="admonitionIcon">.*?<\/span>/g, "");
}
