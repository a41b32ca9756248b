import type {} from "./client-modules.ts";
import { type RouterOptions, startRouter as startPlainRouter } from "./router.ts";

/**
 * The router of a site with client modules (swapped in for router.ts at bundling: cli/assets/client-bundle.ts,
 * so other sites' entry is unchanged): it tells the modules' script each move (client/client-modules.ts).
 * A move to another route starts by loading its data (`update`), then renders it (`loaded`), then scrolls
 * (`shown`, once that is done: a microtask after the render, which the router follows with the scroll at
 * once). A move within the page (a `#` link, back to it) loads nothing: it is told once the router has
 * scrolled. Until the script has run, nothing is told: the page it runs on is its first.
 */
export function startRouter(options: RouterOptions) {
  const tell: NonNullable<Window["__docsgenRouteUpdate"]> = (phase, to) => window.__docsgenRouteUpdate?.(phase, to);
  // How many moves have loaded a page: one that did not is a move within the page.
  let loads = 0;
  const here = () => new URL(location.href);
  const within = (before: number) => {
    if (loads !== before) return;
    const to = here();
    tell("update", to);
    tell("shown", to);
  };
  let popped = 0;
  // Before the router's listener, and (below) after it: the router calls load synchronously in between.
  window.addEventListener("popstate", () => {
    popped = loads;
  });
  const router = startPlainRouter({
    ...options,
    load(route) {
      // Called as the move starts, once the address is the target's (pushed, or popped to).
      loads++;
      tell("update", here());
      return options.load(route);
    },
    render(route, data) {
      const to = here();
      tell("loaded", to);
      options.render(route, data);
      queueMicrotask(() => tell("shown", to));
    },
  });
  window.addEventListener("popstate", () => within(popped));
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History["pushState"]>) => {
    push(...args);
    // The router loads right after pushing (synchronously) when the move is to another route, and scrolls
    // right after it when it is not.
    const before = loads;
    queueMicrotask(() => within(before));
  };
  return router;
}
