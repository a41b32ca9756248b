/** `@docusaurus/isInternalUrl`: a path or anchor of this site, not a URL with a scheme or `//`. */
export default function isInternalUrl(url?: string): boolean {
  return url !== undefined && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
