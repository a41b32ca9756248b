// `@theme/MDXComponents/A`: a markdown link, as the default map renders it (a site's map imports it by name).
export { default } from "../Link.tsx";
