import FooterCopyright from "@theme/Footer/Copyright";
import FooterLayout from "@theme/Footer/Layout";
import FooterLinks from "@theme/Footer/Links";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/Footer`: docsgen's footer, from the config's `themeConfig.footer`, made of its parts as Docusaurus's
 * is (`@theme/Footer/Layout`, `/Links`, `/Copyright`), so a site that swizzles one part changes only that one.
 * A site's `src/theme/Footer` replaces the whole on every page (theme/shell.ts) and may wrap it as
 * `@theme-original/Footer`. With docsgen's parts, the same markup as the shell's footer (App.tsx).
 */
export default function Footer() {
  const { site } = useSiteContext();
  const { links, copyright } = site.footer;
  if (links.length === 0 && !copyright) return null;
  return (
    <FooterLayout
      style="dark"
      links={<FooterLinks links={links} />}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
