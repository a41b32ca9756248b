import { type Diagnostic, formatDiagnostic, locationOf } from "./diagnostic.ts";

/** From how many places on a diagnostic said word for word in each is printed once, as a group. */
export const GROUP_FROM = 5;

/** How many places a group names. */
const NAMED = 3;

/** One diagnostic as printed: alone, or for all the places that say the same. */
export interface Printed {
  severity: Diagnostic["severity"];
  text: string;
}

/**
 * The diagnostics as printed, in their order. A finding that repeats word for word (same severity, code,
 * message and hint) in `GROUP_FROM` places or more, such as one unknown front matter key in every doc of a
 * migrated site, is printed once, where it first occurs, with the count and the first places; `all` prints
 * each place (`--verbose`). Errors are never grouped: each is a place to fix before the build can pass.
 */
export function printed(list: readonly Diagnostic[], all: boolean): Printed[] {
  const groups = new Map<string, Diagnostic[]>();
  if (!all)
    for (const d of list) {
      if (d.severity === "error" || !d.file) continue;
      const key = groupKey(d);
      const group = groups.get(key);
      if (group) group.push(d);
      else groups.set(key, [d]);
    }
  const out: Printed[] = [];
  for (const d of list) {
    const group = d.severity !== "error" && d.file ? groups.get(groupKey(d)) : undefined;
    if (!group || group.length < GROUP_FROM) out.push({ severity: d.severity, text: formatDiagnostic(d) });
    else if (group[0] === d) out.push({ severity: d.severity, text: formatGroup(group) });
  }
  return out;
}

function groupKey(d: Diagnostic): string {
  return `${d.severity}\0${d.code}\0${d.message}\0${d.hint ?? ""}`;
}

/** The first place's diagnostic, with how many places say the same and the first few of them. */
function formatGroup(group: readonly Diagnostic[]): string {
  const files = new Set(group.map((d) => d.file)).size;
  const where = files === group.length ? `in ${files} files` : `${group.length} times in ${files} files`;
  const named = group.slice(0, NAMED).map(locationOf).join(", ");
  const more = `${named} and ${group.length - NAMED} more; -v lists each`;
  return formatDiagnostic({ ...group[0], message: `${group[0].message} (${where}: ${more})` });
}
