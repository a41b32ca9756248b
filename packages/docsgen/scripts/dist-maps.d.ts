import type { SourceMapPayload } from "node:module";

/** A map's sources that are docsgen's own: not a file of an installed package. */
export function isOwnSource(source: string): boolean;
/** `map` with only the segments of sources that pass `keep`, renumbered, without sourcesContent; undefined when none passes. */
export function filterMap(map: SourceMapPayload, keep: (source: string) => boolean): SourceMapPayload | undefined;
/** Every `.js.map` under `dir` cut down to docsgen's sources; a script whose map goes loses its link to it. */
export function ownSourceMaps(dir: string): void;
