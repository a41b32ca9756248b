/** What `img` holds: a URL (docsgen's import of an image), or the shape plugin-ideal-image's loader gives. */
type IdealImageSource = string | { default?: string; src?: string | { src?: string; width?: number; height?: number } };

interface Props {
  img: IdealImageSource;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
}

function urlOf(img: IdealImageSource): string | undefined {
  if (typeof img === "string") return img;
  if (typeof img?.src === "string") return img.src;
  return img?.src?.src ?? img?.default;
}

/**
 * `@theme/IdealImage` (plugin-ideal-image): one plain lazy `<img>`, without the plugin's responsive sizes and
 * low-quality placeholder (a `site-module` warning at the import says so, cli/react/plugin.ts).
 */
export default function IdealImage({ img, alt, className, width, height }: Props) {
  const sized = typeof img === "object" && typeof img.src === "object" ? img.src : undefined;
  return (
    <img
      src={urlOf(img)}
      alt={alt}
      className={className}
      width={width ?? sized?.width}
      height={height ?? sized?.height}
      loading="lazy"
    />
  );
}
