import type { FooterLogo as FooterLogoData } from "../../../shared/theme-config.ts";
import { FooterLogo as ThemedFooterLogo } from "../../theme-config/Footer.tsx";
import { useSiteContext } from "../context.ts";

/**
 * `@theme/Footer/Logo`: the config's `themeConfig.footer.logo`, as docsgen's footer shows it
 * (theme-config/Footer.tsx), linked when it has an `href`. docsgen's `@theme/Footer` passes it to
 * `@theme/Footer/Layout` as `logo`.
 */
export default function FooterLogo({ logo }: { logo: FooterLogoData }) {
  const { site } = useSiteContext();
  return <ThemedFooterLogo site={site} logo={logo} />;
}
