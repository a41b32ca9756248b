/** One thing the build reports: every stage speaks this type, one reporter prints it. */
export type Severity = "error" | "warning" | "info";

export type DiagnosticCode =
  | "config-invalid"
  | "config-load"
  | "config-ignored"
  | "home-missing"
  | "front-matter"
  | "front-matter-unknown"
  | "front-matter-ignored"
  | "markdown"
  | "markdown-nesting"
  | "markdown-parse"
  /** A config's remark or rehype plugin failed, or reported something on a page (markdown/plugins.ts). */
  | "markdown-plugin"
  /** `$…$` or `$$…$$` left as text: no math plugin (markdown/math-text.ts). */
  | "markdown-math"
  /** `showLastUpdateTime`/`Author` without readable git history (content/git-history.ts). */
  | "last-update"
  | "admonition-unknown"
  | "html-unsafe"
  | "mdx-parse"
  | "mdx-unsupported"
  | "mdx-tabs"
  | "doc-card-list"
  | "edit-url"
  | "mdx-partial"
  | "sidebar"
  /** A doc listed in two sidebars (model/sidebars.ts). */
  | "sidebar-shared"
  | "route-duplicate"
  /** Two docs instances produce one route (pipeline/site-routes.ts). */
  | "route-instances"
  | "link-broken"
  | "anchor-broken"
  | "markdown-link-broken"
  | "markdown-image-broken"
  /** An `<img src>` written as HTML or JSX whose file does not exist (checks/links.ts). */
  | "html-image-broken"
  | "navbar-item"
  | "i18n"
  | "render"
  | "blog-untruncated"
  | "tag-inline"
  | "io"
  | "encoding"
  /** A route that would leave the output, or a file that lies outside the site folder (paths/contain.ts). */
  | "path-outside"
  /** A static file, route or redirect in a folder of the output docsgen keeps for itself (paths/reserved.ts). */
  | "path-reserved"
  | "unbuilt"
  /** A stylesheet of the config's `customCss` that does not bundle (cli/assets/styles-bundle.ts). */
  | "custom-css"
  /** The site's React code (src/pages and what it imports): see cli/react/. */
  | "site-code"
  | "site-module"
  | "site-render"
  /** A Docusaurus config's own plugin failed, or uses what docsgen does not run (plugins/docusaurus/). */
  | "site-plugin";

export interface Diagnostic {
  severity: Severity;
  code: DiagnosticCode;
  message: string;
  /** Path relative to the site folder. */
  file?: string;
  line?: number;
  column?: number;
  /** What the author can do about it. */
  hint?: string;
}

/** An error that stops the build; carries located diagnostics and the low-level cause. */
export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(diagnostics.map(formatDiagnostic).join("\n"), options);
    this.name = "BuildError";
    this.diagnostics = diagnostics;
  }
}

export function fail(d: Omit<Diagnostic, "severity">, cause?: unknown): never {
  throw new BuildError([{ severity: "error", ...d }], { cause });
}

/**
 * An error no step expected (a remark or rehype step throwing), named by the file it happened on: from a
 * worker thread it was a bare message (a public site's build ended in "Cannot compile `mdxjsEsm` node").
 */
export function failedOn(file: string, error: unknown): Diagnostic {
  return {
    severity: "error",
    code: "markdown-parse",
    message: `docsgen failed on this file: ${error instanceof Error ? error.message : String(error)}`,
    file,
    hint: "This is a docsgen bug: report it with this file.",
  };
}

/** `file:line:col`, as far as it is known (empty without a file). */
export function locationOf(d: Pick<Diagnostic, "file" | "line" | "column">): string {
  return d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ""}` : ""}` : "";
}

/** `file:line:col: severity [code] message` (editors link the location), then an indented hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const loc = d.file ? `${locationOf(d)}: ` : "";
  const hint = d.hint ? `\n    ${d.hint}` : "";
  return `${loc}${d.severity} [${d.code}] ${d.message}${hint}`;
}

/** Sorted by file, line, column; exact duplicates removed. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of list) {
    const key = formatDiagnostic(d);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  }
  return out.sort(
    (a, b) =>
      (a.file ?? "").localeCompare(b.file ?? "") ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}

/** Levenshtein distance, for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The candidate closest to `word`, if it is close enough to be a plausible typo. */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** What the manual says about one diagnostic code: when it is reported, an example, and what to do. */
export interface CodeDoc {
  /** The severity the stage reports, before the policy table (policy.ts) applies a config option or a fixed one. */
  severity: Severity | "error or warning";
  /** When the build reports it, in one sentence. */
  when: string;
  /** A message as docsgen prints it: `file:line:col: severity [code] message`, then the indented hint. */
  example: string;
  /** What the author does about it. */
  fix: string;
}
