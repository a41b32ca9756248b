import FooterCopyright from "@theme/Footer/Copyright";
import FooterLayout from "@theme/Footer/Layout";
import FooterLinks from "@theme/Footer/Links";
import FooterLogo from "@theme/Footer/Logo";
import { themed } from "../../shared/theme-config.ts";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/Footer`: docsgen's footer, from the config's `themeConfig.footer`, made of its parts as Docusaurus's
 * is (`@theme/Footer/Layout`, `/Links`, `/Logo`, `/Copyright`), so a site that swizzles one part changes only
 * that one. A site's `src/theme/Footer` replaces the whole on every page (theme/shell.ts) and may wrap it as
 * `@theme-original/Footer`. With docsgen's parts, the same markup as the shell's footer (App.tsx).
 */
export default function Footer() {
  const { site } = useSiteContext();
  const { links, copyright, logo, style } = themed(site).footer;
  if (links.length === 0 && !copyright && !logo) return null;
  return (
    <FooterLayout
      style={style ?? "dark"}
      links={<FooterLinks links={links} />}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
