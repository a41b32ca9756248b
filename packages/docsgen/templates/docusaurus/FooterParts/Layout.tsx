import type { ReactNode } from "react";

/**
 * `@theme/Footer/Layout`: the footer's frame around its parts, as docsgen's footer draws it (App.tsx): dark, or
 * light with `style: "light"` (`themeConfig.footer.style`); a logo and the copyright under the links, centred
 * together when there is a logo. A site's `src/theme/Footer/Layout` replaces it inside docsgen's `@theme/Footer`
 * (../Footer.tsx), receiving the parts as Docusaurus gives them: `style`, `links`, `logo`, `copyright`.
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
