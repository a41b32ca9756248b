// The App this site's App wraps (./App.tsx): the theme's, or, for a blog with an authors map, the App of the
// author pages, which cli/assets/author-pages-app.ts puts in its place in the client bundle of such a site.
export { App } from "../App.tsx";
