import { BuildError, type Diagnostic, failedOn } from "../diagnostics/diagnostic.ts";
import type { Highlighting } from "../highlight/service.ts";
import { loadPlugins } from "../markdown/plugins.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import type { SourceHead } from "./heads.ts";
import { parseHead } from "./load.ts";
import type { DocSource, PageSource } from "./types.ts";

export interface LoadedSources {
  docs: DocSource[];
  pages: PageSource[];
  /** With a cache: how many pages were reused, and how many kept entries were found but not trusted. */
  reused?: number;
  ignored?: number;
}

/**
 * Parsed pages whose content is still waiting for its highlighted code. Parsing stops here until the
 * highlight thread catches up: a page waiting holds its whole syntax tree, and without this bound a fast
 * parser would hold thousands of them (measured: 0.5 GB per worker at 5,000 pages).
 */
const MAX_WAITING = 32;

/** Cache entries read ahead of the page being parsed: disk reads overlap parsing, memory stays bounded. */
const LOOKAHEAD = 16;

/**
 * Parses an earlier build kept (cli/cache/parse-cache.ts `recallParses` answers for its stores): the kept
 * source of a head whose file and links are unchanged, and where a fresh parse is kept.
 */
export interface Recall {
  find(
    head: SourceHead,
    reparse: () => DocSource | PageSource | Promise<DocSource | PageSource>,
  ): Promise<DocSource | PageSource | undefined>;
  keep(head: SourceHead, source: DocSource | PageSource): void;
  /** Kept entries found but not trusted so far (corrupt, or written by another version). */
  ignored(): number;
}

export interface ParseAllOptions {
  recall?: Recall;
  /** Called once per head, parsed or reused or failed (the progress line). */
  onParsed?: () => void;
}

/** Parses every head, in order, with bounded work in flight; reuses kept parses whose links still resolve. */
export async function parseAll(
  heads: readonly SourceHead[],
  ctx: LinkContext,
  highlighting: Highlighting,
  options: ParseAllOptions = {},
): Promise<LoadedSources> {
  const { recall, onParsed } = options;
  await loadPlugins(ctx.config);
  const out: LoadedSources = { docs: [], pages: [] };
  const waiting: Promise<unknown>[] = [];
  const ahead: (Promise<DocSource | PageSource | undefined> | undefined)[] = [];
  const ignoredBefore = recall?.ignored() ?? 0;
  const lookup = (i: number) => {
    const head = heads[i];
    if (recall && head) ahead[i] = recall.find(head, () => parseHead(head, ctx, highlighting));
  };
  for (let i = 0; i < LOOKAHEAD; i++) lookup(i);
  let reused = 0;
  /** The errors of the files that failed: every one is reported, after the rest are parsed. */
  const failed: Diagnostic[] = [];
  for (const [i, head] of heads.entries()) {
    lookup(i + LOOKAHEAD);
    let source: DocSource | PageSource | undefined;
    try {
      source = recall ? await ahead[i] : undefined;
      if (source) reused++;
      else {
        source = await parseHead(head, ctx, highlighting);
        recall?.keep(head, source);
        if (source.contentHtml) waiting.push(Promise.resolve(source.contentHtml).catch(() => {}));
        if (waiting.length >= MAX_WAITING) await waiting.shift();
      }
    } catch (error) {
      failed.push(...(error instanceof BuildError ? error.diagnostics : [failedOn(head.file, error)]));
      continue;
    } finally {
      ahead[i] = undefined;
      onParsed?.();
    }
    if (source.kind === "doc") out.docs.push(source);
    else out.pages.push(source);
  }
  if (failed.length > 0) throw new BuildError(failed);
  if (recall) Object.assign(out, { reused, ignored: recall.ignored() - ignoredBefore });
  return out;
}
