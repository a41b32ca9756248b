import { href, type SiteData } from "../../shared/site-data.ts";
import type { ThemedLogo } from "../../shared/theme-config.ts";

interface LogoImageProps {
  site: SiteData;
  logo: ThemedLogo;
  /** Classes of the image before the logo's own `className` (the footer's `footer__logo`). */
  className?: string;
  width?: number | string;
  height?: number | string;
}

/**
 * The navbar's or footer's logo image. With a dark-mode image (`srcDark`), one image of each colour mode, as
 * Docusaurus's ThemedImage renders before hydration: styles.css shows the one of `html[data-theme]`, which
 * is set before paint, so the switch needs no script, and server and browser render alike. Without, one image, whose markup is what docsgen always wrote (the attributes in the same order).
 */
export function LogoImage({ site, logo, className, width, height }: LogoImageProps) {
  const classes = [className, logo.className].filter(Boolean).join(" ") || undefined;
  const image = (src: string, themed?: string) => (
    <img
      src={href(site, src)}
      alt={logo.alt ?? ""}
      width={width}
      height={height}
      style={logo.style}
      className={themed ? [classes, "themedComponent", themed].filter(Boolean).join(" ") : classes}
    />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, "themedComponent--light")}
      {image(logo.srcDark, "themedComponent--dark")}
    </>
  );
}
