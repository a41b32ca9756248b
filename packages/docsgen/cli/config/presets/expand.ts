/**
 * A Docusaurus config read with its presets run. The classic preset docsgen maps itself (config/docusaurus.ts);
 * every other preset that is installed (a package, or a file of the site) is run (run.ts), and what it returns
 * is read as the config's own entries are: the classic preset's plugins and theme as the classic preset's
 * options in its place (classic.ts), its other plugins and themes before the config's own, as Docusaurus
 * orders them. A preset that is not installed stays in `presets`, where the reader warns that it is not run.
 *
 * Each problem the reader finds in an entry a preset returned is located at the preset's line: the reader
 * names entries by their place in the lists it was given (`plugins[2]`), which this maps back to the
 * preset (`presets[0] returns plugins[2], which …`) or to the config's own entry.
 */
import { type FromDocusaurus, fromDocusaurus } from "../docusaurus.ts";
import { classicOptions } from "./classic.ts";
import { presetFile, runPreset } from "./run.ts";

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** The classic preset, by the names Docusaurus resolves to it: docsgen maps it without running it. */
const CLASSIC = /^(classic|@docusaurus\/preset-classic)$/;

/** Lists as the reader indexes them: Docusaurus drops falsy entries (`process.env.X && 'plugin'`). */
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.filter((v) => v !== false && v !== null && v !== undefined) : [];

/** `fromDocusaurus` of the config with its presets run (see the file's comment). `file`: the config's path. */
export async function readDocusaurusConfig(config: unknown, file: string): Promise<FromDocusaurus> {
  if (!isRecord(config)) return fromDocusaurus(config, file);
  const presets = asList(config.presets);
  const added = { plugins: [] as unknown[], themes: [] as unknown[] };
  /** For each entry added to `plugins` and `themes`, the index in `presets` of the preset that returned it. */
  const from = { plugins: [] as number[], themes: [] as number[] };
  const problems: FromDocusaurus["problems"] = [];
  const mapped: unknown[] = [];
  for (const [i, entry] of presets.entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const found = typeof name === "string" && !CLASSIC.test(name) ? presetFile(name, file) : undefined;
    if (typeof name !== "string" || !found) {
      mapped.push(entry);
      continue;
    }
    const run = await runPreset({ name, at: `presets[${i}]`, configFile: file }, found, options, config);
    problems.push(...run.problems);
    const classic = classicOptions(run.plugins, run.themes);
    mapped.push(["@docusaurus/preset-classic", classic.options]);
    for (const key of ["plugins", "themes"] as const) {
      added[key].push(...classic[key]);
      from[key].push(...classic[key].map(() => i));
    }
  }
  if (mapped.every((entry, i) => entry === presets[i])) return fromDocusaurus(config, file);
  const expanded = {
    ...config,
    presets: mapped,
    plugins: [...added.plugins, ...asList(config.plugins)],
    themes: [...added.themes, ...asList(config.themes)],
  };
  const read = fromDocusaurus(expanded, file);
  const place = (list: "plugins" | "themes", index: number, rest: string): { path: string; preset?: number } =>
    index < from[list].length
      ? { path: `presets[${from[list][index]}]`, preset: from[list][index] }
      : { path: `${list}[${index - from[list].length}]${rest}` };
  const ENTRY = /^(plugins|themes)\[(\d+)\](.*)$/;
  /** A path of `expanded` as written in the file: the preset's own for its entries. */
  const written = (path: string): string => {
    const m = ENTRY.exec(path);
    return m ? place(m[1] as "plugins" | "themes", Number(m[2]), m[3]).path : path;
  };
  /** The config's own entries named in a message, at their index in the file. */
  const renamed = (message: string) =>
    message.replace(/\b(plugins|themes)\[(\d+)\]/g, (all, list: "plugins" | "themes", index: string) => {
      const at = place(list, Number(index), "");
      return at.preset === undefined ? at.path : `${all} of ${at.path}`;
    });
  return {
    ...read,
    problems: [
      ...problems,
      ...read.problems.map((p) => {
        const m = ENTRY.exec(p.path);
        const at = m ? place(m[1] as "plugins" | "themes", Number(m[2]), m[3]) : undefined;
        if (!m || at?.preset === undefined) return { ...p, path: written(p.path), message: renamed(p.message) };
        return { ...p, path: at.path, message: `returns ${p.path}, which ${p.message}` };
      }),
    ],
    paths: read.paths.map(([ours, path]) => [ours, written(path)]),
    sitePlugins: inDocusaurusOrder(read.sitePlugins.map((plugin) => ({ ...plugin, at: written(plugin.at) }))),
  };
}

/**
 * The site's plugins and themes in the order Docusaurus initialises them: the presets' plugins, the presets'
 * themes, the config's plugins, the config's themes (the reader lists every plugin before every theme). The
 * order is which component wins when two give one (a later theme's), and which hooks run first.
 */
function inDocusaurusOrder(plugins: FromDocusaurus["sitePlugins"]): FromDocusaurus["sitePlugins"] {
  const rank = (p: FromDocusaurus["sitePlugins"][number]) =>
    (p.at.startsWith("presets[") ? 0 : 2) + (p.kind === "theme" ? 1 : 0);
  return plugins
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p);
}
