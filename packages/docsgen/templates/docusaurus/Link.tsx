import type { AnchorHTMLAttributes } from "react";
import { isExternal, siteHref } from "../../shared/url.ts";
import { useSiteContext } from "./context.ts";

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  /** Docusaurus's escape hatch: no base URL added (`pathname:///x` does the same). */
  autoAddBaseUrl?: boolean;
  isNavLink?: boolean;
  activeClassName?: string;
};

/**
 * `@docusaurus/Link`: an `<a>` with the base URL in front of site paths; links that leave the site open in a
 * new tab with `rel="noopener noreferrer"`, as Docusaurus's. A React page is its own document, so a click is
 * a page load.
 */
export default function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName, ...rest }: LinkProps) {
  const { site } = useSiteContext();
  const target = to ?? href ?? "";
  if (target.startsWith("pathname://")) return <a href={target.slice("pathname://".length)} {...rest} />;
  if (isExternal(target)) return <a href={target} target="_blank" rel="noopener noreferrer" {...rest} />;
  const url = autoAddBaseUrl && target.startsWith("/") ? siteHref(site.baseUrl, target) : target;
  return <a href={url} {...rest} />;
}
