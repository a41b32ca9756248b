import type { ReactNode } from "react";

/**
 * `@theme/Footer/Layout` of a site with a footer style or logo, in place of
 * templates/docusaurus/FooterParts/Layout.tsx (cli/react/theme-config-parts.ts): dark, or light with
 * `style: "light"`; the logo and the copyright under the links, centred together, as ../Footer.tsx draws them.
 * A site's `src/theme/Footer/Layout` replaces it, receiving `style`, `links`, `logo` and `copyright` as
 * Docusaurus gives them.
 */
export default function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: "dark" | "light";
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={style === "light" ? "theme-layout-footer footer" : "theme-layout-footer footer footer--dark"}>
      <div className="container container-fluid">
        {links}
        {logo ? (
          <div className="footer__bottom text--center">
            <div className="margin-bottom--sm">{logo}</div>
            {copyright}
          </div>
        ) : (
          copyright
        )}
      </div>
    </footer>
  );
}
