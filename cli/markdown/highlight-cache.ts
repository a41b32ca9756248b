import type { HighlighterCore, RegexEngine } from "shiki/core";

/*
 * Two caches that make shiki cheaper within one process (nothing is kept across builds). The output is
 * byte-identical to plain shiki (test/unit/highlight-cache.test.ts).
 */

/** At most this many distinct pattern lists keep their compiled scanner; later ones compile as before. */
const MAX_SCANNERS = 5_000;

/**
 * Shares compiled scanners between identical pattern lists. vscode-textmate recompiles a rule's scanner
 * whenever an end pattern with back-references changes (string quotes, heredocs); compiling a TypeScript
 * scanner takes ~10 ms, and on the bench corpus a quarter of all compilations were repeats. A shared
 * scanner is never disposed (textmate would free it under another rule's feet); the map is bounded.
 */
export async function shareScanners(engine: Promise<RegexEngine>): Promise<RegexEngine> {
  const inner = await engine;
  const scanners = new Map<string, ReturnType<RegexEngine["createScanner"]>>();
  return {
    createString: (s) => inner.createString(s),
    createScanner(patterns) {
      const key = patterns.map((p) => (typeof p === "string" ? p : p.source)).join("\0");
      let scanner = scanners.get(key);
      if (!scanner) {
        scanner = inner.createScanner(patterns);
        if (scanners.size >= MAX_SCANNERS) return scanner;
        scanner.dispose = () => {};
        scanners.set(key, scanner);
      }
      return scanner;
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
