import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import ts from "typescript";
import { expect, it } from "vitest";

// No function takes more than four positional parameters (issue 32): past that, call sites stop saying what
// each argument is, and the next option is added as a fifth. An object names them. Callbacks whose shape an
// API fixes are written so too (a replace callback takes the match and re-reads it).

const REPO = join(import.meta.dirname, "../..");
const MAX = 4;

function tooLong(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(REPO, file), "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && !ts.isFunctionTypeNode(node) && node.parameters.length > MAX) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const name = node.name?.getText(source) ?? "(anonymous)";
      found.push(`${file}:${line + 1} ${name} has ${node.parameters.length} parameters`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it(`no function in cli/, client/, shared/, templates/ or bench/ takes more than ${MAX} positional parameters`, () => {
  const files = fg.sync(["{cli,client,shared,templates,bench}/**/*.{ts,tsx}"], { cwd: REPO });
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap(tooLong)).toEqual([]);
}, 30_000); // parses ~400 files: ~2 s alone, several times that beside a build
