/**
 * Number prefixes in doc file and folder names, by Docusaurus's default rule: `01-intro` is `intro` at
 * position 1, and so are `1_intro`, `01.intro` and `01 - intro`. `01intro` has no separator and keeps its
 * name. Names that start like a date or a version (`2021-01-notes`, `1.2-notes`) are not prefixed.
 */
export interface NumberPrefixed {
  /** The name without its prefix (the whole name when it has none). */
  name: string;
  /** The prefix as a number: the default sidebar position. */
  prefix?: number;
}

/** Digits, a separator, digits: a date or a version, never a prefix (Docusaurus issues 4640, 4653). */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
/** Digits, then separators (`-`, `_`, `.`, spaces around them), then a name that starts with none of them. */
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export function parseNumberPrefix(name: string): NumberPrefixed {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = PREFIXED.exec(name);
  return match ? { name: match[2], prefix: Number.parseInt(match[1], 10) } : { name };
}

/** `00-introduction/01-basics` → `introduction/basics`: each segment of a `/`-separated path. */
export function stripNumberPrefixes(path: string): string {
  return path
    .split("/")
    .map((segment) => parseNumberPrefix(segment).name)
    .join("/");
}
