import type { SiteData } from "../../../shared/site-data.ts";
import { FooterColumns } from "../../FooterColumns.tsx";
import { useSiteContext } from "../context.ts";

/**
 * `@theme/Footer/Links`: the footer's link columns, or its simple row (`links` is docsgen's resolved footer
 * columns, what `themeConfig.footer.links` became), as the shell's footer draws them (FooterColumns.tsx).
 */
export default function FooterLinks({ links }: { links: SiteData["footer"]["links"] }) {
  const { site } = useSiteContext();
  return <FooterColumns site={site} links={links} />;
}
