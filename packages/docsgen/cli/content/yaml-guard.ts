import { type DiagnosticCode, fail } from "../diagnostics/diagnostic.ts";

/**
 * Most values a YAML document (front matter, a `_category_.yml`) may expand to through its aliases. js-yaml
 * shares an aliased value instead of copying it, so parsing a "billion laughs" document is quick, but every
 * later step that walks or serializes it (the page data, the sidebar's custom props, the cache) copies it
 * out: a few levels of aliases under `sidebar_custom_props` took minutes and gigabytes, then failed with
 * `Invalid string length` and no file. Real front matter holds tens of values; 100,000 is far above any.
 */
export const MAX_YAML_VALUES = 100_000;

// An alias (`*name`) where YAML allows one: at the start of a value, an item or a flow entry. Without one,
// nothing is shared and the walk below is skipped.
const ALIAS = /(?:^|[\s[{,:-])\*[^\s,[\]{}]/;

/**
 * Stops, with the file and the line of the top-level key at fault, a parsed YAML document whose aliases
 * expand it past MAX_YAML_VALUES. `text` is the YAML as written (its lines are the file's from
 * `firstLine` on). Counts each shared value once per use, memoized: linear in the parsed document.
 */
export function checkYamlExpansion(
  data: unknown,
  text: string,
  { file, firstLine, code }: { file: string; firstLine: number; code: DiagnosticCode },
): void {
  if (!ALIAS.test(text) || data === null || typeof data !== "object") return;
  const sizes = new Map<object, number>();
  const size = (value: unknown): number => {
    if (value === null || typeof value !== "object") return 1;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    sizes.set(value, Number.POSITIVE_INFINITY); // a value that contains itself never ends
    let n = 1;
    for (const child of Object.values(value)) {
      n += size(child);
      if (n > MAX_YAML_VALUES) break;
    }
    sizes.set(value, n);
    return n;
  };
  const total = size(data);
  if (total <= MAX_YAML_VALUES) return;
  // The top-level key holding the most: its line, found as written.
  const entries = Array.isArray(data) ? [] : Object.entries(data as Record<string, unknown>);
  const worst = entries.map(([key, value]) => [key, size(value)] as const).sort((a, b) => b[1] - a[1])[0];
  const lines = text.split("\n");
  const index = worst
    ? lines.findIndex((l) => new RegExp(`^\\s*["']?${escapeRegExp(worst[0])}["']?\\s*:`).test(l))
    : -1;
  fail({
    code,
    message: `${worst ? `"${worst[0]}" expands` : "the YAML expands"} to more than ${MAX_YAML_VALUES.toLocaleString("en")} values through its aliases (\`*name\`)`,
    file,
    line: index >= 0 ? firstLine + index : firstLine,
    hint: "Write the values out, or use fewer aliases of aliases: each use of an alias copies its whole value.",
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
