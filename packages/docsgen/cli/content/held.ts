import { sha256 } from "../hash.ts";
import type { ParsedSource } from "./types.ts";

/** The highlighted code blocks of a source (awaited: the highlight thread may still be working on them). */
export function codeOf(source: ParsedSource): Promise<string[]> {
  return parsedHere(source, source.codeHtml);
}

/** What only the thread that parsed a source holds (copies sent to other threads go without it). */
function parsedHere<T>(source: Pick<ParsedSource, "file">, value: PromiseLike<T> | undefined): Promise<T> {
  if (!value) throw new Error(`internal: ${source.file} is rendered in a thread that did not parse it`);
  return Promise.resolve(value);
}

/**
 * A value computed when first awaited, not before (a cached page's content and search data: a warm build
 * reads them for the few pages it renders or indexes again). Awaited again, the same result.
 */
export function lazily<T>(load: () => T | PromiseLike<T>): PromiseLike<T> {
  return new Lazy(load);
}

class Lazy<T> implements PromiseLike<T> {
  private value?: Promise<T>;

  constructor(private readonly load: () => T | PromiseLike<T>) {}

  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, awaited like the promise it stands for
  then<A = T, B = never>(
    resolve?: ((value: T) => A | PromiseLike<A>) | null,
    reject?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.value ??= Promise.resolve().then(this.load);
    return this.value.then(resolve, reject);
  }
}

/** The rendered content of a doc or page (see render/prerender.ts), held as UTF-8 bytes. */
export function contentOf(source: Pick<ParsedSource, "file" | "contentHtml">): Promise<Buffer> {
  return parsedHere(source, source.contentHtml);
}

/** A content's digest: the render key's stand-in for it, kept by page cache entries (cli/cache/page-cache.ts). */
export function digestOf(content: string | Uint8Array): string {
  return sha256(content, "base64");
}
