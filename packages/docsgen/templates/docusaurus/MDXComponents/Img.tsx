import type { ImgHTMLAttributes } from "react";

/** `@theme/MDXComponents/Img`: a markdown image, loaded lazily as Docusaurus's map does. */
export default function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img loading="lazy" decoding="async" alt="" {...props} />;
}
