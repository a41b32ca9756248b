/** Bundles `entries` (paths relative to the repo root) and returns the file URLs of the outputs, in order. */
export function bundleEntries(entries: string[]): Promise<string[]>;
/** Where the manifest of the last bundle of `entries` is kept. */
export function manifestPathOf(entries: string[]): string;
