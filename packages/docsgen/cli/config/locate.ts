/**
 * Finds where a config path such as `themeConfig.navbar.items[6].label` is written in `site.config.ts`, so a
 * problem names the line of that very key (the 7th item's `label`, not the first `label:` in the file).
 *
 * A scanner, not a parser: it follows the brackets of object and array literals, skipping strings, template
 * literals and comments, and records the line of every key and array element. Values built by code (a
 * variable, a spread, a call) are not followed: the problem then names the line of the nearest enclosing key.
 */

type Frame =
  | { kind: "object"; path: string; key?: string }
  | { kind: "array"; path: string; index: number; started: boolean }
  | { kind: "other" }
  /** `( … )` around a value (`({ … })` after a type comment in Docusaurus JS files): transparent to paths. */
  | { kind: "paren"; path: string }
  | { kind: "template" };

/** Every object literal that is not inside another literal, as a map from the paths in it to their lines. */
function scan(source: string): Map<string, number>[] {
  const roots: Map<string, number>[] = [];
  let lines = new Map<string, number>();
  const stack: Frame[] = [];
  let line = 1;
  let i = 0;
  /** The last significant character or word, to tell an object literal `{` from a block `{`. */
  let previous = "";

  const top = () => stack[stack.length - 1];
  const inLiteral = () => stack.some((f) => f.kind === "object" || f.kind === "array");
  /** Marks the start of a value: the first token of an array element records the element's line. */
  const valueStarts = () => {
    const frame = top();
    if (frame?.kind === "array" && !frame.started) {
      frame.started = true;
      if (frame.path !== "") lines.set(`${frame.path}[${frame.index}]`, line);
    }
  };
  /** The path a value opened at this point belongs to, or "" when it is not part of the literal. */
  const childPath = (): string => {
    const frame = top();
    if (frame?.kind === "object") return frame.path !== "" ? (frame.key ?? "") : "";
    if (frame?.kind === "array") return frame.path === "" ? "" : `${frame.path}[${frame.index}]`;
    if (frame?.kind === "paren") return frame.path;
    return "";
  };
  const skipString = (quote: string) => {
    for (i++; i < source.length && source[i] !== quote; i++) {
      if (source[i] === "\\") i++;
      if (source[i] === "\n") line++;
    }
    i++;
  };
  /** Scans template text up to its end or a `${`, which opens a frame closed by the matching `}`. */
  const skipTemplate = () => {
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === "\\") i++;
      else if (c === "\n") line++;
      else if (c === "`") return void i++;
      else if (c === "$" && source[i + 1] === "{") {
        stack.push({ kind: "template" });
        i += 2;
        return;
      }
    }
  };

  while (i < source.length) {
    const c = source[i];
    const frame = top();
    if (c === "\n") {
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (c === "/" && source[i + 1] === "/") {
      while (i < source.length && source[i] !== "\n") i++;
    } else if (c === "/" && source[i + 1] === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (; i < stop; i++) if (source[i] === "\n") line++;
    } else if (c === '"' || c === "'") {
      const start = i;
      const startLine = line;
      valueStarts();
      skipString(c);
      const text = source.slice(start + 1, i - 1);
      if (frame?.kind === "object" && frame.path !== "" && frame.key === undefined && nextIs(source, i, ":")) {
        frame.key = join(frame.path, text);
        lines.set(frame.key, startLine);
      }
      previous = "string";
    } else if (c === "`") {
      valueStarts();
      i++;
      skipTemplate();
      previous = "string";
    } else if (c === "{" || c === "[" || c === "(") {
      valueStarts();
      const literal = c !== "(" && (c === "[" || /^$|[=:,([?]|^return$|^default$|^=>$/.test(previous));
      const block = c === "{" && previous === "=>";
      if (c === "(" && /^[:,[]$/.test(previous) && top()?.kind !== "other") {
        stack.push({ kind: "paren", path: childPath() });
      } else if (!literal || block) {
        stack.push({ kind: "other" });
      } else {
        const path = childPath();
        const isRoot = !inLiteral();
        if (isRoot) {
          lines = new Map([["", line]]);
          roots.push(lines);
        }
        const own = isRoot ? "(root)" : path;
        stack.push(c === "{" ? { kind: "object", path: own } : { kind: "array", path: own, index: 0, started: false });
      }
      i++;
      previous = c;
    } else if (c === "}" || c === "]" || c === ")") {
      stack.pop();
      i++;
      if (c === "}" && frame?.kind === "template") skipTemplate();
      previous = c;
    } else if (c === ",") {
      if (frame?.kind === "object") frame.key = undefined;
      if (frame?.kind === "array") {
        frame.index += frame.started ? 1 : 0;
        frame.started = false;
      }
      i++;
      previous = c;
    } else {
      const word = /^[\w$\u0080-\uffff]+|^\.\.\.|^=>|^[^\s\w]/.exec(source.slice(i, i + 200))?.[0] ?? c;
      valueStarts();
      // After a spread, an element's index in the source is no longer its index in the value.
      if (word === "..." && frame?.kind === "array") frame.path = "";
      // `{ ...base }`: `base` is not a key.
      if (word === "..." && frame?.kind === "object") frame.key = "";
      if (
        frame?.kind === "object" &&
        frame.path !== "" &&
        frame.key === undefined &&
        /^[\w$\u0080-\uffff]+$/.test(word)
      ) {
        const key = join(frame.path, word);
        // `key: value` or the shorthand `{ key }`; either way this is where `key` is written.
        if (nextIs(source, i + word.length, ":,}")) {
          frame.key = key;
          lines.set(key, line);
        }
      }
      i += word.length;
      previous = word;
    }
  }
  return roots;
}

/** Whether the first character after `from` that is not white space is one of `chars`. */
function nextIs(source: string, from: number, chars: string): boolean {
  let j = from;
  while (j < source.length && /\s/.test(source[j])) j++;
  return j < source.length && chars.includes(source[j]);
}

function join(path: string, key: string): string {
  return path === "(root)" ? key : `${path}.${key}`;
}

/**
 * The line of `path` in `source`, or of its nearest enclosing key written there; the root object literal is
 * the one holding the longest part of the path (the largest one when none does).
 */
export function lineOf(source: string, path: string): number | undefined {
  const prefixes = [path];
  for (let p = path; p !== ""; ) {
    p = p.replace(/(\.[^.[\]]*|\[\d+\])$|^[^.[\]]*$/, "");
    prefixes.push(p);
  }
  let best: { depth: number; size: number; line: number } | undefined;
  for (const lines of scan(source)) {
    const depth = prefixes.findIndex((p) => lines.has(p));
    const candidate = { depth, size: lines.size, line: lines.get(prefixes[depth]) as number };
    if (depth >= 0 && (!best || depth < best.depth || (depth === best.depth && lines.size > best.size))) {
      best = candidate;
    }
  }
  return best?.line;
}
