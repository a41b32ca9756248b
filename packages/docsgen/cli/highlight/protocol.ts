/** A code block to highlight: what shiki needs, plus the lines marked with `{1,3-4}`. */
export interface CodeRequest {
  code: string;
  lang?: string;
  lines: number[];
}

/** Over a MessagePort between a client and the highlight thread (structured-clone data only). */
export type ToHighlighter = { id: number; blocks: CodeRequest[] };
/** `ms`: the time the blocks took, when the build is profiled (diagnostics/profile.ts). */
export type FromHighlighter = { id: number; html: string[]; ms?: number } | { id: number; error: string };
