import type { ReactNode } from "react";

/**
 * `@theme/Footer/Layout`: the footer's frame around its parts, as docsgen's footer draws it (always dark, as
 * docsgen's). A site's `src/theme/Footer/Layout` replaces it inside docsgen's `@theme/Footer` (../Footer.tsx),
 * receiving the parts as Docusaurus gives them: `links`, `logo` (none in docsgen), `copyright`.
 */
export default function FooterLayout({
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
    <footer className="theme-layout-footer footer footer--dark">
      <div className="container container-fluid">
        {links}
        {logo}
        {copyright}
      </div>
    </footer>
  );
}
