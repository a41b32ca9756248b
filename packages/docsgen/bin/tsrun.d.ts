/** Bundles `entries` (paths relative to the repo root) and returns the file URLs of the outputs, in order. */
export function bundleEntries(entries: string[]): Promise<string[]>;
/** Where the manifest of the last bundle of `entries` is kept. */
export function manifestPathOf(entries: string[]): string;
/** The CLI's entries: main, and the threads a build starts beside it. */
export const CLI_ENTRIES: string[];
/** esbuild's options for the CLI's bundle (checkout and dist/ alike). */
export function bundleOptions(entries: string[], patches: import("esbuild").Plugin): import("esbuild").BuildOptions;
