// What `@theme/Layout` (../docusaurus/Layout.tsx) imports as its navbar on a site that sets the theme's looks
// (cli/react/theme-config-parts.ts): the styled one, under Navbar.tsx's name.
export { ThemedNavbar as Navbar } from "./Navbar.tsx";
