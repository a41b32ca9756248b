/**
 * Files the site's code imports or requires by URL (images, fonts, video): published as they are, hashed
 * (cli/react/bundle.ts), as Docusaurus's webpack publishes them (file-loader, url-loader).
 */
export const MEDIA_EXTENSIONS: readonly string[] = [
  ".png",
  ".jpg",
  ".jpeg",
  ".gif",
  ".svg",
  ".webp",
  ".avif",
  ".ico",
  ".woff",
  ".woff2",
  ".ttf",
  ".otf",
  ".eot",
  ".mp4",
  ".webm",
];

/**
 * A module whose default export is the file's URL in Docusaurus (`require("./x.png").default`): a media
 * file, except an SVG, which is a React component there (SVGR).
 */
export function isUrlModule(path: string): boolean {
  const ext = /\.[^./\\]+$/.exec(path)?.[0]?.toLowerCase();
  return ext !== undefined && ext !== ".svg" && MEDIA_EXTENSIONS.includes(ext);
}
