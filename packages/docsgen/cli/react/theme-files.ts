/**
 * Where a site overrides the MDX components map, as Docusaurus looks for it (a swizzled `@theme/MDXComponents`),
 * relative to the site folder. Apart from mdx-components.ts: watch mode's parent process reads it too.
 */
export const MDX_COMPONENTS_FILES = ["tsx", "ts", "jsx", "js"].flatMap((ext) => [
  `src/theme/MDXComponents.${ext}`,
  `src/theme/MDXComponents/index.${ext}`,
]);
