import FooterCopyright from "@theme/Footer/Copyright";
import FooterLayout from "@theme/Footer/Layout";
import FooterLinks from "@theme/Footer/Links";
import FooterLogo from "@theme/Footer/Logo";
import { themed } from "../../../shared/theme-config.ts";
import { useSiteContext } from "../../docusaurus/context.ts";

/**
 * `@theme/Footer` of a site with a footer style or logo, in place of templates/docusaurus/Footer.tsx
 * (cli/react/theme-config-parts.ts): the same parts, with the config's `style` and, when it has one, the
 * `logo` drawn by `@theme/Footer/Logo`, as Docusaurus's Footer passes them to `@theme/Footer/Layout`. With
 * docsgen's parts, the same markup as the footer of the site's other pages (../Footer.tsx).
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
