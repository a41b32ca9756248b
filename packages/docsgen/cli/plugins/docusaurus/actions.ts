/**
 * The `actions` a site plugin's `contentLoaded` receives, as Docusaurus gives them: `setGlobalData` (read by
 * the site's components through `@docusaurus/useGlobalData`), `createData` (data a route's `modules` name by
 * the path it returns; docsgen keeps it in memory and writes nothing to the site folder) and `addRoute` (a
 * page rendered by a component of the site, given the modules' data as props). Every name a plugin gives
 * (a route, a component path) is checked here, where it is read: a route outside the base URL or with a `..`
 * segment, or a component outside the site folder, is a located error.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isAbsolute, join } from "node:path";
import { findFile } from "../../config/module/find-file.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { normalizeRoute } from "../../content/heads.ts";
import { placeOf, rootDirOf, routeProblem } from "../../paths/contain.ts";
import { relativePath } from "../../paths/relative.ts";
import type { ReactPage } from "../../react/pages.ts";

/** What the plugins' actions gathered, shared by every plugin of the build. */
export interface Gathered {
  /** Plugin name → instance id → data. */
  globalData: Record<string, Record<string, unknown>>;
  /** Path `createData` returned → the text it was given. */
  data: Map<string, string>;
  routes: ReactPage[];
}

/** A finding of an action: an error stops the build once every plugin has run. */
export interface ActionFinding {
  severity: "error" | "warning";
  message: string;
  hint: string;
  code?: "path-outside";
}

/** The `actions` of one plugin instance. */
export function actionsFor(
  config: ResolvedConfig,
  plugin: { name: string; id: string },
  gathered: Gathered,
  findings: ActionFinding[],
) {
  const generated = join(config.siteDir, ".docusaurus", plugin.name, plugin.id);
  return {
    setGlobalData(data: unknown): void {
      const byId = gathered.globalData[plugin.name] ?? {};
      // As Docusaurus ships it: JSON (functions and undefined left out).
      byId[plugin.id] = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      gathered.globalData[plugin.name] = byId;
    },
    async createData(name: string, data: unknown): Promise<string> {
      if (typeof name !== "string" || routeProblem(name) || isAbsolute(name) || name.includes("/"))
        throw new Error(`createData: ${JSON.stringify(name)} is not a file name`);
      const path = join(generated, name);
      gathered.data.set(path, typeof data === "string" ? data : JSON.stringify(data));
      return path;
    },
    addRoute(route: unknown): void {
      const page = routePage(config, route, gathered, findings);
      if (page) gathered.routes.push(page);
    },
  };
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** A route a plugin adds, as a React page of docsgen's; undefined (with a finding) when it cannot be built. */
function routePage(
  config: ResolvedConfig,
  route: unknown,
  gathered: Gathered,
  findings: ActionFinding[],
): ReactPage | undefined {
  const error = (message: string, hint: string, code?: "path-outside") => {
    findings.push({ severity: "error", message, hint, ...(code ? { code } : {}) });
    return undefined;
  };
  if (!isRecord(route) || typeof route.path !== "string" || typeof route.component !== "string")
    return error("adds a route without a `path` and a `component` (strings)", "Give addRoute `{ path, component }`.");
  const { path, component } = route;
  const bad = routeProblem(path);
  if (bad)
    return error(
      `adds the route ${JSON.stringify(path)}, which has ${bad}`,
      "Give a plain path: no `.` or `..` segments.",
      "path-outside",
    );
  const base = config.baseUrl;
  if (!`${path}/`.startsWith(base))
    return error(
      `adds the route ${JSON.stringify(path)}, which is outside the site's base URL ${base}`,
      "Start the route with the base URL: `normalizeUrl([context.baseUrl, 'my-page'])`.",
    );
  if (Array.isArray(route.routes) && route.routes.length > 0)
    findings.push({
      severity: "warning",
      message: `adds the route ${path} with nested \`routes\`, which docsgen does not build: only the route itself is`,
      hint: "Add each nested route with its own addRoute.",
    });
  const file = componentFile(config, component);
  if (!file)
    return error(
      `adds the route ${path} with the component ${component}, which cannot be found`,
      "Name a file of the site: `@site/src/components/X`, or a `require.resolve`d path.",
    );
  if (placeOf(rootDirOf(config), file) !== "inside")
    return error(
      `adds the route ${path} with the component ${component}, which is outside the site folder`,
      "Move the component into the site folder.",
      "path-outside",
    );
  const props = isRecord(route.modules)
    ? moduleProps(config, route.modules, { gathered, route: path, findings })
    : undefined;
  // A route's page always has props (empty without modules): its component is wrapped to receive them.
  return {
    file: relativePath(config.siteDir, file),
    absPath: file,
    route: normalizeRoute(path.slice(base.length - 1)),
    props: props ?? {},
  };
}

/** The file of a route's component: `@site/…`, an absolute path, or a package's file, with its extension found. */
function componentFile(config: ResolvedConfig, component: string): string | undefined {
  if (component.startsWith("@site/")) return findFile(join(config.siteDir, component.slice("@site/".length)));
  if (isAbsolute(component)) return findFile(component);
  if (component.startsWith(".")) return findFile(join(config.siteDir, component));
  try {
    return createRequire(join(config.siteDir, "package.json")).resolve(component);
  } catch {
    return undefined;
  }
}

/**
 * The props a route's `modules` give its component: each path (what `createData` returned, or a JSON file of
 * the site) replaced by its data, in objects and lists alike, as Docusaurus loads them.
 */
function moduleProps(
  config: ResolvedConfig,
  modules: Rec,
  { gathered, route, findings }: { gathered: Gathered; route: string; findings: ActionFinding[] },
): Rec {
  const load = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(load);
    if (isRecord(value)) {
      if (typeof value.path === "string" && value.__import) return load(value.path);
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, load(v)]));
    }
    if (typeof value !== "string") return value;
    const created = gathered.data.get(value);
    const file =
      created === undefined
        ? findFile(value.startsWith("@site/") ? join(config.siteDir, value.slice(6)) : value)
        : undefined;
    const text =
      created ??
      (file?.endsWith(".json") && placeOf(rootDirOf(config), file) === "inside"
        ? readFileSync(file, "utf8")
        : undefined);
    if (text !== undefined) {
      try {
        return JSON.parse(text);
      } catch {
        if (created !== undefined) return text;
      }
    }
    findings.push({
      severity: "warning",
      message: `gives the route ${route} the module ${value}, which is not data docsgen can read (JSON from createData or a JSON file of the site): the prop is left out`,
      hint: "Pass the data through createData with JSON, and name the path it returns.",
    });
    return undefined;
  };
  return Object.fromEntries(Object.entries(modules).map(([k, v]) => [k, load(v)]));
}
