/**
 * What a wrapper of a content plugin kept of the content it was given (pages-plugin.ts): the files of the
 * items its content still lists, matched by `key` (a page's `source`), with warnings of the items docsgen did
 * not load (not built) and of those whose fields it changed (each is built from its file, unchanged).
 */

type Rec = Record<string, unknown>;

/** The files of the kept items; undefined when every item loaded is kept (nothing is then selected). */
export function keptOf(
  input: {
    before: readonly Rec[];
    given: readonly Rec[];
    files: ReadonlyMap<string, string>;
    key: (item: Rec) => unknown;
    name: (item: Rec) => unknown;
  },
  warn: (message: string, hint: string) => void,
  kind: "pages",
): string[] | undefined {
  const { before, given, files, key, name } = input;
  const original = new Map(before.map((item) => [key(item), JSON.stringify(item)]));
  const kept: string[] = [];
  const [unknown, changed]: string[][] = [[], []];
  for (const item of given) {
    const file = files.get(key(item) as string);
    if (!file) unknown.push(String(name(item) ?? key(item)));
    else {
      kept.push(file);
      if (JSON.stringify(item) !== original.get(key(item))) changed.push(String(name(item)));
    }
  }
  const list = (items: string[]) => items.map((i) => JSON.stringify(i)).join(", ");
  if (unknown.length > 0)
    warn(
      `gives the ${kind} plugin ${kind} it did not load (${list(unknown)}): they are not built`,
      `docsgen builds the ${kind} of the instance's folder; one the plugin makes up needs a file there.`,
    );
  if (changed.length > 0)
    warn(
      `changes the metadata of ${kind} it passes on (${list(changed)}): docsgen builds each from its file, without the change`,
      "Change the file's front matter instead, or keep the change in the plugin's own global data or routes.",
    );
  const all = [...files.values()];
  return kept.length === all.length && all.every((f) => kept.includes(f)) ? undefined : [...new Set(kept)];
}
