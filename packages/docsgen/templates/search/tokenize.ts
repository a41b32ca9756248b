/**
 * The search tokenizer, shared by the build (tests, bench) and the browser (index and queries), so both
 * always agree. Chinese text gets overlapping two-character pairs (控件类型 → 控件, 件类, 类型: a query
 * matches wherever its pairs occur, whatever a dictionary would call a word); other text gets lower-cased
 * words plus their camelCase and snake/kebab parts and the suffixes made of those parts (getSuperWidget →
 * get, super, widget, superwidget, getsuperwidget).
 *
 * Words are found with one regular expression rather than Intl.Segmenter: the segmenter was four fifths
 * of the time the browser spent indexing (1.2 of 1.5 s for 1,000 pages), and for Chinese it added nothing
 * the pairs do not already match.
 */
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;
/** Letters, digits, `_` and `$`, joined by `.`, `:`, `'` or `-` between them (`a.b`, `x:y`, `kebab-case`). */
const WORD = /[\p{L}\p{N}_$]+(?:[.:'\-/][\p{L}\p{N}_$]+)*/gu;

function words(text: string): string[] {
  return text.replace(CJK_RUN, " ").match(WORD) ?? [];
}

function asciiTokens(word: string, out: string[]) {
  const lower = word.toLowerCase();
  out.push(lower);
  const parts = (word.match(PART) ?? []).map((p) => p.toLowerCase());
  if (parts.length > 1) {
    for (let i = 0; i < parts.length; i++) {
      out.push(parts[i]);
      if (i > 0) out.push(parts.slice(i).join(""));
    }
  }
}

function bigrams(text: string, out: string[]) {
  for (const run of text.match(CJK_RUN) ?? []) {
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
}

/** Tokens of a text to index (with repeats: the count is the term frequency). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    // `MethodBlockParam.THIS`, `snake_case`, `kebab-case`: the whole, then each piece.
    const pieces = w.split(/[._\-/:']+/).filter(Boolean);
    if (pieces.length > 1) out.push(w.toLowerCase());
    for (const piece of pieces) asciiTokens(piece, out);
  }
  bigrams(text, out);
  return out;
}

/** Distinct tokens of a query; a lone Chinese character stays a one-character token. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query.trim()))].filter(Boolean);
}

/**
 * The token of a whole heading of two tokens or more, case and spacing aside: a query that repeats a heading
 * finds that section through this one rare token. On a large site, each of the heading's pairs can be in
 * thousands of sections, and the index keeps only the heaviest of those (layout.ts `MAX_POSTINGS`): without
 * it, such a heading lost to every heading that shared all but its common pairs. `=` is never part of
 * another token.
 */
export function phraseToken(text: string, tokens: readonly string[] = tokenize(text)): string | undefined {
  return new Set(tokens).size >= 2 ? `=${text.trim().toLowerCase().replace(/\s+/g, " ")}` : undefined;
}

/** The tokens a query is ranked by: its own, and its phrase (see phraseToken). */
export function rankTokens(query: string): string[] {
  const tokens = queryTokens(query);
  const phrase = phraseToken(query, tokens);
  return phrase ? [...tokens, phrase] : tokens;
}
