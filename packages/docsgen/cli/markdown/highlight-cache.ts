import type { HighlighterCore, RegexEngine } from "shiki/core";

/*
 * Two ways to make shiki cheaper within one process: regexes compiled once, tokenized lines remembered
 * (nothing is kept across builds). The output is byte-identical to plain shiki
 * (test/cli/markdown/highlight-cache.test.ts).
 */

/** At most this many distinct patterns keep their compiled regex; past that, scanners compile as in shiki. */
const MAX_PATTERNS = 20_000;

type Scanner = ReturnType<RegexEngine["createScanner"]>;
type Match = NonNullable<ReturnType<Scanner["findNextMatchSync"]>>;
type Subject = Parameters<Scanner["findNextMatchSync"]>[0];

/**
 * One compiled regex, shared by every scanner that contains its pattern, with its last answer: searching
 * from `from` found `match` (or nothing), so a search from any later position up to that match's start
 * has the same answer. `\G` patterns are never reused: they match only at the search's start.
 */
interface SharedPattern {
  scanner: Scanner;
  reusable: boolean;
  subject: Subject | undefined;
  options: number;
  from: number;
  match: Match | null;
}

/**
 * Compiles each distinct regex once. vscode-textmate compiles one oniguruma scanner per grammar rule, with
 * all the patterns the rule can match at that point; TypeScript's rules share most of them (`#expression`
 * is included nearly everywhere), so this site's 95 scanners held 4,239 patterns but only 385 distinct ones,
 * and compiling them was half of all highlighting time. Here a rule's scanner is a list of one-regex
 * scanners: the earliest match wins and, at the same position, the earlier pattern (oniguruma's own rule
 * for a scanner). Answers are remembered per regex for the current line, as oniguruma does inside a
 * scanner, and now across the rules of a line too.
 */
export async function sharePatterns(engine: Promise<RegexEngine>): Promise<RegexEngine> {
  const inner = await engine;
  const shared = new Map<string, SharedPattern>();
  const patternOf = (source: string): SharedPattern => {
    let p = shared.get(source);
    if (!p) {
      const scanner = inner.createScanner([source]);
      p = { scanner, reusable: !source.includes("\\G"), subject: undefined, options: 0, from: 0, match: null };
      shared.set(source, p);
    }
    return p;
  };
  const search = (p: SharedPattern, subject: Subject, from: number, options: number): Match | null => {
    if (
      p.reusable &&
      p.subject === subject &&
      p.options === options &&
      p.from <= from &&
      (p.match === null || p.match.captureIndices[0].start >= from)
    ) {
      return p.match;
    }
    const match = p.scanner.findNextMatchSync(subject, from, options);
    p.subject = subject;
    p.options = options;
    p.from = from;
    p.match = match;
    return match;
  };
  return {
    createString: (s) => inner.createString(s),
    createScanner(patterns) {
      const sources = patterns.map((p) => (typeof p === "string" ? p : p.source));
      if (shared.size + sources.length > MAX_PATTERNS && sources.some((s) => !shared.has(s))) {
        return inner.createScanner(patterns);
      }
      const parts = sources.map(patternOf);
      return {
        findNextMatchSync(subject, from, options = 0) {
          let best: Match | null = null;
          let bestIndex = -1;
          for (let i = 0; i < parts.length; i++) {
            const match = search(parts[i], subject, from, options);
            if (match && (best === null || match.captureIndices[0].start < best.captureIndices[0].start)) {
              best = match;
              bestIndex = i;
              if (match.captureIndices[0].start === from) break; // nothing can start earlier
            }
          }
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
      };
    },
  };
}

/**
 * Remembers TextMate tokenization line by line.
 *
 * Highlighting is the largest cost of a build, and docs repeat lines: blank-ish lines, closing braces,
 * imports, `export default …` (more than half the code lines of this site occur elsewhere too). A line's
 * tokens depend only on the grammar state at its start and its text, so (state, text) → (tokens, next
 * state) is safe to reuse. "Same state" is vscode-textmate's own notion of equality (the rule stack with each
 * frame's rule id and end pattern, and the scope lists), computed as interned ids so keys stay short.
 */

type Grammar = ReturnType<HighlighterCore["getLanguage"]>;
type Tokenize = Grammar["tokenizeLine2"];
type LineResult = ReturnType<Tokenize>;

/** The vscode-textmate internals the key reads (StateStackImpl, AttributedScopeStack, ScopeStack). */
interface Frame {
  parent: Frame | null;
  ruleId: number;
  endRule: string | null;
  beginRuleCapturedEOL: boolean;
  nameScopesList: Scopes | null;
  contentNameScopesList: Scopes | null;
}
interface Scopes {
  parent: Scopes | null;
  scopePath: Path;
  tokenAttributes: number;
}
interface Path {
  parent: Path | null;
  scopeName: string;
}

/** Beyond this many lines a cache is dropped and restarted: memory stays bounded on any site. */
const MAX_ENTRIES = 200_000;

const cached = new WeakSet<Grammar>();

/** Makes `grammar.tokenizeLine2` remember its results; shiki calls it once per non-empty line. */
export function cacheLineTokens(grammar: Grammar): void {
  if (cached.has(grammar)) return;
  cached.add(grammar);
  const tokenize: Tokenize = grammar.tokenizeLine2.bind(grammar);
  const ids = new Interner();
  let lines = new Map<string, LineResult>();
  grammar.tokenizeLine2 = (text, state, timeLimit) => {
    const key = `${ids.frame(state as unknown as Frame | null)}\0${text}`;
    const hit = lines.get(key);
    if (hit) return hit;
    const result = tokenize(text, state, timeLimit);
    if (result.stoppedEarly) return result; // cut short by the time limit: not the real answer
    if (lines.size >= MAX_ENTRIES) lines = new Map();
    lines.set(key, result);
    return result;
  };
}

/** Gives structurally equal states (and scope lists) the same small number. */
class Interner {
  private readonly numbers = new Map<string, number>();
  private readonly known = new WeakMap<object, number>();

  /** The number of `object`, described by `describe` (which names its parts by their numbers). */
  private number<T extends object>(object: T, describe: (o: T) => string): number {
    let n = this.known.get(object);
    if (n === undefined) {
      const text = describe(object);
      n = this.numbers.get(text);
      if (n === undefined) {
        n = this.numbers.size + 1;
        this.numbers.set(text, n);
      }
      this.known.set(object, n);
    }
    return n;
  }

  /** 0 for the initial state (shiki's INITIAL has rule id 0 and no scopes): the first line is special. */
  frame(f: Frame | null): number {
    if (!f || (f.ruleId === 0 && f.nameScopesList === null)) return 0;
    return this.number(
      f,
      (f) =>
        `f${this.frame(f.parent)},${f.ruleId},${f.beginRuleCapturedEOL ? 1 : 0},${this.scope(f.nameScopesList)},${this.scope(f.contentNameScopesList)},${f.endRule ?? ""}`,
    );
  }

  private scope(s: Scopes | null): number {
    return s ? this.number(s, (s) => `s${this.scope(s.parent)},${this.path(s.scopePath)},${s.tokenAttributes}`) : 0;
  }

  private path(p: Path | null): number {
    return p ? this.number(p, (p) => `p${this.path(p.parent)},${p.scopeName}`) : 0;
  }
}
