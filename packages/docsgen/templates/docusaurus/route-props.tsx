import type { ComponentType } from "react";
import { useSiteContext } from "./context.ts";

/**
 * A site plugin's route component (`addRoute`, cli/plugins/docusaurus/actions.ts), given the data of the
 * route's modules as props, as Docusaurus gives them: the props travel in the page's data, so the server
 * render and the hydration see the same. A wrapper rather than a prop of every page: the pages of the pages
 * folder, and their scripts, stay as they were.
 */
export function withRouteProps(Component: ComponentType<Record<string, unknown>>): ComponentType {
  return function RouteProps() {
    return <Component {...useSiteContext().props} />;
  };
}
