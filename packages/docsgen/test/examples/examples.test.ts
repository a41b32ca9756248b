import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { describeWithScw } from "../content/scw/library.ts";
import { SCW, WORKSPACE } from "../helpers/cli.ts";
import { type Example, extractExamples } from "./extract.ts";

// Every fenced ts/tsx example in the docs must type-check against SCW's real public API: the declarations the
// harness (test/content/scw/library.ts) generates from ../shared/scw-source. Each block becomes its own module;
// one `tsc` run checks them all. Without ../shared the check is skipped, loudly (describeWithScw): it never
// falls back to a hand-written declaration, which would only agree with the pages it was written from.

const TSC = join(WORKSPACE, "node_modules/typescript/bin/tsc");
const REACT_TYPES = join(WORKSPACE, "node_modules/@types/react");
const MAX_OPT_OUTS = 5;
const TSC_TIMEOUT = 120_000;

/** A markdown file: its path as reported (e.g. `docs/api/widget/emit.md`) and its text. */
interface MarkdownSource {
  file: string;
  markdown: string;
}

/** A type error, located in the markdown file (or in the API declaration itself). */
interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The packages the examples import, each mapped to its generated declarations (subpaths included). */
const PACKAGES = ["slightning-coco-widget", "slightning-coco-widget--webpack", "@slightning/anything-to-string"];

/**
 * The `target`, `lib` and `jsx` of the tsconfig.json the fast start gives the reader (pack.md#tsconfig): ts-loader
 * type-checks with them, so an example using a newer library API (`Array.prototype.at`, `Object.fromEntries`)
 * would fail the reader's `npx webpack` though it passes with a newer lib, and a tsx example must have React in
 * scope (`"jsx": "react"`).
 */
function readersOptions(): { target: string; lib: string[]; jsx: string } {
  const pack = readFileSync(join(SCW, "docs/tutorial/fast-start/pack.md"), "utf8");
  const block = /^```jsonc title="tsconfig.json"\n([\s\S]*?)^```$/m.exec(pack.slice(pack.indexOf("{#tsconfig}")))?.[1];
  if (!block) throw new Error("pack.md#tsconfig: no jsonc block titled tsconfig.json");
  const { target, lib, jsx } = JSON.parse(block.replace(/^\s*\/\/.*$/gm, "")).compilerOptions;
  return { target, lib, jsx };
}

function tsconfig(typesRoot: string) {
  const paths: Record<string, string[]> = {
    react: [REACT_TYPES],
    "react/*": [`${REACT_TYPES}/*`],
    // The test example of export-widget.md#nodejs imports Vitest, which the repo has installed.
    vitest: [join(WORKSPACE, "node_modules/vitest")],
  };
  for (const name of PACKAGES) {
    paths[name] = [join(typesRoot, name)];
    paths[`${name}/*`] = [join(typesRoot, name, "*")];
  }
  return {
    compilerOptions: {
      strict: true,
      noEmit: true,
      ...readersOptions(),
      module: "ESNext",
      moduleResolution: "Bundler",
      // The generated declarations import the editor-provided module types (types-of-provided-modules/, not in
      // the source copy), webpack and babel, none of which are installed here: only the examples are checked.
      skipLibCheck: true,
      types: [],
      // tsx examples get React's types from the repo's node_modules (the temporary folder has none).
      paths,
    },
    include: ["**/*.ts", "**/*.tsx"],
  };
}

/** A block's title when it names a TypeScript file by a relative path (`src/a.ts`, `test/a.test.ts`). */
function titledPath(example: Example): string | undefined {
  const title = /(?:^|\s)title="([^"]+)"/.exec(example.meta)?.[1];
  return title && /^[\w-]+(\/[\w.-]+)*\.tsx?$/.test(title) && !title.includes("..") ? title : undefined;
}

/**
 * One module per block: the name keeps file and line readable in a stray diagnostic. A block titled with a
 * file path that no other block of its page has is written at that path, in a folder of its page, so the
 * page's files import one another as the reader's project does (`import … from "./add-version-block"`).
 */
function moduleName(example: Example, page: Example[]): string {
  const mangled = example.file.replace(/[\\/]/g, "__");
  const path = titledPath(example);
  if (path && page.filter((e) => titledPath(e) === path).length === 1) return `${mangled}/${path}`;
  return `${mangled}__L${example.line}.${example.lang === "tsx" ? "tsx" : "ts"}`;
}

/** Blocks without import/export would be scripts sharing one global scope; make every block a module. */
function asModule(code: string): string {
  return /^\s*(import|export)\b/m.test(code) ? `${code}\n` : `${code}\nexport {};\n`;
}

// `name(line,col): error TS1234: message`, with indented continuation lines (--pretty false).
const DIAGNOSTIC = /^(.+)\((\d+),(\d+)\): error (TS\d+: .*)$/;

/** Type-checks the ts/tsx examples of the given markdown files (skip-check blocks excluded). */
function checkExamples(sources: MarkdownSource[], typesRoot: string): Problem[] {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "scw-examples-")));
  try {
    const modules = new Map<string, Example>();
    const pages = sources.map(({ file, markdown }) => extractExamples(markdown, file).filter((e) => !e.skipped));
    const write = (name: string, example: Example) => {
      modules.set(resolve(dir, name), example);
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), asModule(example.code));
    };
    for (const page of pages) {
      for (const example of page) {
        const name = moduleName(example, page);
        write(name, example);
        // A file another page has (extend.md's index imports decorator.md's src/hide-test-methods.ts) is
        // copied next to the importer when exactly one block of the site has that title.
        const path = titledPath(example);
        if (!path || !name.endsWith(path)) continue;
        for (const [, specifier] of example.code.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
          const target = join(dirname(path), specifier);
          const wanted = [`${target}.ts`, `${target}.tsx`];
          if (page.some((e) => wanted.includes(titledPath(e) ?? ""))) continue;
          const elsewhere = pages.flat().filter((e) => wanted.includes(titledPath(e) ?? ""));
          const copy = elsewhere[0];
          if (elsewhere.length === 1 && copy) write(`${name.slice(0, -path.length)}${titledPath(copy)}`, copy);
        }
      }
    }
    if (modules.size === 0) return [];
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig(typesRoot), null, 2));
    const run = spawnSync(process.execPath, [TSC, "-p", dir, "--pretty", "false"], {
      cwd: dir,
      encoding: "utf8",
      timeout: TSC_TIMEOUT,
    });
    const problems: Problem[] = [];
    for (const text of run.stdout.split("\n")) {
      const m = DIAGNOSTIC.exec(text);
      if (!m) {
        // A continuation of the previous message (elaboration of a type mismatch).
        if (text.trim() && problems.length > 0) problems[problems.length - 1].message += `\n${text}`;
        else if (text.trim()) problems.push({ file: "tsc", line: 0, message: text });
        continue;
      }
      const [, path, line, , message] = m;
      const example = modules.get(resolve(dir, path));
      problems.push(
        example
          ? { file: example.file, line: example.line + Number(line), message }
          : { file: relative(SCW, resolve(dir, path)), line: Number(line), message },
      );
    }
    if (run.status !== 0 && problems.length === 0) {
      problems.push({ file: "tsc", line: 0, message: `exit ${run.status}: ${run.stderr || run.error?.message}` });
    }
    return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(problems: Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}  ${p.message}`).join("\n");
}

function readSources(): MarkdownSource[] {
  return fg
    .sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW })
    .sort()
    .map((file) => ({ file, markdown: readFileSync(join(SCW, file), "utf8") }));
}

describeWithScw("doc examples compile against the declarations generated from the SCW source", (scw) => {
  it("every ts/tsx example in docs/ and pages/ type-checks", { timeout: TSC_TIMEOUT }, () => {
    const sources = readSources();
    const examples = sources.flatMap((s) => extractExamples(s.markdown, s.file));
    const optOuts = examples.filter((e) => e.skipped).map((e) => `${e.file}:${e.line}`);
    console.log(
      `${examples.length - optOuts.length} examples checked; opted out (skip-check): ${optOuts.length}\n` +
        optOuts.map((o) => `  ${o}`).join("\n"),
    );
    const problems = checkExamples(sources, scw().typesRoot);
    expect(problems.length, `type errors in doc examples:\n${report(problems)}`).toBe(0);
    expect(optOuts.length, `at most ${MAX_OPT_OUTS} skip-check blocks`).toBeLessThanOrEqual(MAX_OPT_OUTS);
  });
});

const FIXTURE = `---
description: fixture
---

# Fixture

\`\`\`ts title="src/widget.ts"
import { getSuperWidgt, Types } from "slightning-coco-widget";

declare const types: Types;
class W extends getSuperWidgt(types) {}
\`\`\`

:::tip 提示
\`\`\`typescript
import { MethodTypes } from "slightning-coco-widget";

const m: MethodTypes = { key: "m", label: "方法", block: ["调用"], blockOptions: { inline: "no" } };
\`\`\`
:::

\`\`\`ts skip-check
this is a deliberate fragment
\`\`\`

\`\`\`js
not checked: JavaScript
\`\`\`
`;

describe("the example extractor", () => {
  it("extracts ts/typescript/tsx blocks with fence line, meta and skip flag", () => {
    const examples = extractExamples(FIXTURE, "fixture.md");
    expect(examples.map(({ line, lang, meta, skipped }) => ({ line, lang, meta, skipped }))).toEqual([
      { line: 7, lang: "ts", meta: 'title="src/widget.ts"', skipped: false },
      { line: 15, lang: "typescript", meta: "", skipped: false },
      { line: 22, lang: "ts", meta: "skip-check", skipped: true },
    ]);
    expect(examples[0].code.split("\n")[0]).toBe('import { getSuperWidgt, Types } from "slightning-coco-widget";');
  });
});

describeWithScw("the example checker itself", (scw) => {
  it("reports a misspelled export and a wrong option type at their markdown lines", { timeout: TSC_TIMEOUT }, () => {
    const problems = checkExamples([{ file: "test/fixture/broken.md", markdown: FIXTURE }], scw().typesRoot);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      "test/fixture/broken.md:8",
      "test/fixture/broken.md:18",
    ]);
    expect(problems[0].message).toMatch(/TS2724: .*'getSuperWidgt'.*Did you mean 'getSuperWidget'/);
    expect(problems[1].message).toMatch(/TS2322: Type 'string' is not assignable to type '.*boolean/);
  });

  it("resolves a page's relative imports between its titled files, and reports one to a file it lacks", {
    timeout: TSC_TIMEOUT,
  }, () => {
    const fence = "```";
    const files = (page: string, target: string) => `# ${page}

${fence}ts title="src/version.ts"
export const version: string = "1.0.0";
${fence}

${fence}ts title="test/version.test.ts"
import { version } from "${target}";

export const shown: string = version;
${fence}
`;
    const ok = checkExamples(
      [{ file: "test/fixture/two-files.md", markdown: files("ok", "../src/version") }],
      scw().typesRoot,
    );
    expect(ok).toEqual([]);
    const missing = checkExamples(
      [{ file: "test/fixture/missing.md", markdown: files("missing", "../src/other") }],
      scw().typesRoot,
    );
    expect(missing.map((p) => `${p.file}:${p.line}`)).toEqual(["test/fixture/missing.md:8"]);
    expect(missing[0].message).toMatch(/TS2307: Cannot find module '\.\.\/src\/other'/);
  });
});
