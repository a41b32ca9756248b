import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Code, Heading, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import ts from "typescript";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { normalizeAdmonitionTitles } from "../../../cli/markdown/admonition-syntax.ts";
import { SCW } from "../../helpers/cli.ts";
import type { ScwLibrary } from "./library.ts";

// Helpers for the behaviour checks of the SCW pages: read a page's code blocks (the site's own parser set-up,
// so blocks inside admonitions count) and run a page's TypeScript example against the compiled library.

/** A fenced code block of a page. */
export interface Block {
  lang: string;
  /** Everything after the language on the fence line (`title="a.ts"`), or "". */
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

/** The text of a page (path relative to the repository root). */
export function readPage(file: string): string {
  return readFileSync(join(SCW, file), "utf8");
}

function tree(file: string): Root {
  // Front matter blanked out line by line, so positions stay file lines.
  const text = readPage(file).replace(/^---\r?\n[\s\S]*?\r?\n---/, (m) => m.replace(/[^\n]/g, ""));
  return parser.parse(normalizeAdmonitionTitles(text)) as Root;
}

/** Every fenced code block of a page, in document order. */
export function codeBlocks(file: string): Block[] {
  const blocks: Block[] = [];
  visit(tree(file), "code", (node: Code) => {
    blocks.push({
      lang: node.lang ?? "",
      meta: node.meta ?? "",
      code: node.value,
      line: node.position?.start.line ?? 0,
    });
  });
  return blocks;
}

/** The code blocks of the section whose heading carries `{#id}` (up to the next heading of the same or a higher level). */
export function sectionBlocks(file: string, id: string): Block[] {
  const headings: { depth: number; line: number; id: string | undefined }[] = [];
  const text = readPage(file).split("\n");
  visit(tree(file), "heading", (node: Heading) => {
    const line = node.position?.start.line ?? 0;
    headings.push({ depth: node.depth, line, id: /\{#([^}]+)\}\s*$/.exec(text[line - 1] ?? "")?.[1] });
  });
  const index = headings.findIndex((h) => h.id === id);
  if (index < 0) throw new Error(`${file}: no heading {#${id}}`);
  const start = headings[index];
  const end = headings.slice(index + 1).find((h) => h.depth <= start.depth)?.line ?? Number.POSITIVE_INFINITY;
  return codeBlocks(file).filter((b) => b.line > start.line && b.line < end);
}

/** The one block of a page matching `test`; throws when there is none or more than one. */
export function theBlock(blocks: Block[], test: (block: Block) => boolean, what: string): Block {
  const found = blocks.filter(test);
  if (found.length !== 1) throw new Error(`expected exactly one code block (${what}), found ${found.length}`);
  return found[0];
}

/** What a page example passed to `exportWidget`. */
export interface Exported {
  // biome-ignore lint/suspicious/noExplicitAny: the library's own values, as the example built them
  types: any;
  // biome-ignore lint/suspicious/noExplicitAny: a widget class
  widget: any;
  // biome-ignore lint/suspicious/noExplicitAny: the export config (decorators)
  config: any;
}

export interface RunOptions {
  /** Replace `exportWidget` by a recorder (the default): the example's types, class and config are returned. */
  capture?: boolean;
  /** Top-level names of the example to hand back (its `const`s, classes). */
  locals?: string[];
}

export interface RunResult {
  exported: Exported[];
  locals: Record<string, unknown>;
}

/**
 * Runs a page's TypeScript example as CommonJS against the compiled library. Imports of
 * `slightning-coco-widget` (and subpaths) get the library; with `capture`, its `exportWidget` only records
 * its arguments, so a test can export the same widget with other decorators or inspect it. Without it, the
 * real `exportWidget` runs (and writes into the harness's `editorExports`).
 */
export function runExample(scw: ScwLibrary, code: string, options: RunOptions = {}): RunResult {
  const capture = options.capture ?? true;
  const exported: Exported[] = [];
  const locals = options.locals ?? [];
  const js = ts.transpileModule(`${code}\n;(globalThis as any).__scwLocals = { ${locals.join(", ")} };\n`, {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2020,
      esModuleInterop: true,
      jsx: ts.JsxEmit.React,
    },
  }).outputText;
  const requireForExample = (id: string): unknown => {
    if (!id.startsWith("slightning-coco-widget"))
      throw new Error(`the example imports ${id}, which these checks do not provide`);
    const library = scw.require(id);
    if (!capture || id !== "slightning-coco-widget") return library;
    return {
      ...library,
      // biome-ignore lint/suspicious/noExplicitAny: arguments exactly as the example passes them
      exportWidget: (types: any, widget: any, config: any) => {
        exported.push({ types, widget, config });
      },
    };
  };
  const module = { exports: {} as Record<string, unknown> };
  const holder = globalThis as { __scwLocals?: Record<string, unknown> };
  try {
    new Function("require", "module", "exports", js)(requireForExample, module, module.exports);
    return { exported, locals: holder.__scwLocals ?? {} };
  } finally {
    delete holder.__scwLocals;
  }
}

/** Lets pending promise jobs and timers of the library (its messages format values asynchronously) finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Type errors of a TypeScript module checked against the declarations generated from the SCW source (strict,
 * skipLibCheck: the declarations import editor-provided module types that are not in the source copy). Each
 * error is reported as `<source line>  <message>`.
 */
export function typeErrors(typesRoot: string, source: string): string[] {
  const file = join(typesRoot, "..", "type-check.ts");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    paths: {
      "slightning-coco-widget": [join(typesRoot, "slightning-coco-widget")],
      "slightning-coco-widget/*": [join(typesRoot, "slightning-coco-widget", "*")],
    },
  };
  const host = ts.createCompilerHost(options);
  const { readFile, fileExists } = host;
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
    const line = d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0;
    return `${source.split("\n")[line]}  ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}
