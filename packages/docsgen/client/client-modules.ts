/**
 * The site's client modules in the browser (cli/client-modules/): their script imports them, in order, and
 * hands them here. As Docusaurus's client does (PendingNavigation, ClientLifecyclesDispatcher), each module's
 * `onRouteUpdate` is called as a page starts loading and `onRouteDidUpdate` once it is shown: on the first
 * load, with `previousLocation: null`, and on each move of docsgen's router, which calls the global set here
 * (router.ts). A function `onRouteUpdate` returns is called when the next page has loaded, before it is shown.
 * The exports are read from the module or its `default`, as Docusaurus reads them.
 */

/** What a lifecycle function receives: the address as Docusaurus's router (history's `Location`) gives it. */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

type Lifecycle = (args: { location: RouteLocation; previousLocation: RouteLocation | null }) => unknown;
type ClientModule = Record<string, unknown> & { default?: Record<string, unknown> };

/**
 * What the router says as it moves to another page (router.ts): `update` as it starts, `loaded` once the page
 * has loaded, before it is shown (a page of the same route has nothing to load), `shown` after.
 */
export type RoutePhase = "update" | "loaded" | "shown";

declare global {
  interface Window {
    /** Set by the client modules' script; docsgen's router calls it where a site has client modules. */
    __docsgenRouteUpdate?: (phase: RoutePhase, to: URL) => void;
  }
}

function locationOf(url: URL | Location): RouteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: undefined };
}

/** Runs the modules' lifecycles for the page loaded, and gives the router the hook for the next ones. */
export function startClientModules(modules: ClientModule[]) {
  const dispatch = (name: string, args: Parameters<Lifecycle>[0]) => {
    const cleanups = modules.map((m) => {
      const fn = (m.default?.[name] ?? m[name]) as Lifecycle | undefined;
      return typeof fn === "function" ? fn(args) : undefined;
    });
    return () => {
      for (const cleanup of cleanups) if (typeof cleanup === "function") cleanup();
    };
  };
  let args: Parameters<Lifecycle>[0] = { location: locationOf(location), previousLocation: null };
  // What the last onRouteUpdate calls returned, until their page has loaded.
  let pending: (() => void) | undefined;
  const loaded = () => {
    pending?.();
    pending = undefined;
  };
  // The page is already on screen (rendered on the server): loaded and shown at once.
  dispatch("onRouteUpdate", args)();
  dispatch("onRouteDidUpdate", args);
  window.__docsgenRouteUpdate = (phase, to) => {
    if (phase === "update") {
      // A move that starts before the last one loaded ends it, as Docusaurus's router does.
      loaded();
      args = { location: locationOf(to), previousLocation: args.location };
      pending = dispatch("onRouteUpdate", args);
    } else if (phase === "loaded") loaded();
    else {
      loaded();
      dispatch("onRouteDidUpdate", args);
    }
  };
}
