import type { ComponentProps, ComponentType } from "react";
import { Footer } from "../App.tsx";
import { BlogLayout, Sidebar } from "../Blog.tsx";
import { Navbar } from "../Navbar.tsx";
import { ThemedBlogLayout, ThemedSidebar } from "./BlogSidebar.tsx";
import { ThemedFooter } from "./Footer.tsx";
import { App as InnerApp } from "./inner-app.ts";
import { ThemedNavbar } from "./Navbar.tsx";
import { replaceElements } from "./replace.ts";

// The App of a site that sets a navbar or footer style, a footer logo, a logo of each colour mode or a blog
// sidebar without years (cli/theme/config-styles.ts): the client bundle of such a site has the entry's App be
// this module's (cli/assets/theme-config-app.ts), and the server renders its pages with it
// (render/document.ts), so the bundle of every other site stays byte for byte what it was.

type AppProps = ComponentProps<typeof InnerApp>;

/** The parts of the theme's App these settings change, and what takes each one's place. */
const THEMED = new Map<unknown, ComponentType<never>>([
  [Navbar, ThemedNavbar],
  [Footer, ThemedFooter],
  [BlogLayout, ThemedBlogLayout],
  // The author pages' layout puts the blog's sidebar in itself (AuthorPagesApp.tsx).
  [Sidebar, ThemedSidebar],
]);

/**
 * `Inner` (the theme's App, or the App of the author pages) with its navbar, footer and blog sidebar those of
 * the settings. Called, not rendered: the theme's Apps have no hooks, and the tree they return changes before
 * React renders it; a site's own footer in the shell (ThemePart) keeps its place.
 */
export function withThemeConfig(Inner: (props: AppProps) => React.ReactNode) {
  return function ThemedApp(props: AppProps) {
    return replaceElements(Inner(props), (element) => {
      const Themed = THEMED.get(element.type) as ComponentType<Record<string, unknown>> | undefined;
      return Themed ? <Themed {...element.props} /> : undefined;
    });
  };
}

export const App = withThemeConfig(InnerApp);
