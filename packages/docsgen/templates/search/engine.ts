import { phraseToken, queryTokens, rankTokens, tokenize } from "./tokenize.ts";

/**
 * The site's searchable text (cli/search/index-data.ts): pages and the text under each heading. The build
 * turns it into the sharded index of layout.ts; `buildIndex` and `search` below rank it in one piece, with
 * the same weights and scores the dialog uses (the tests hold the two to the same answers).
 */
export interface SearchData {
  v: 1;
  pages: [string, string][];
  sections: [number, string, string, string][];
}

export interface SearchHit {
  url: string;
  title: string;
  heading: string;
  anchor: string;
  text: string;
  score: number;
}

/**
 * An inverted index over sections: token → flat [section, weight, section, weight, …] in section order
 * (one array per token, not a map: sections are indexed in order, so a repeat adds to the last pair).
 */
export interface SearchIndex {
  data: SearchData;
  postings: Map<string, number[]>;
}

/**
 * Each token's weight in one section: 1 per occurrence in its text, 8 in its heading (and the heading's
 * phrase token, tokenize.ts), and the page title's tokens 6 in the section before the first heading, 3 in the
 * others. Headings and titles weigh more.
 */
export function sectionWeights(
  title: string[],
  heading: string,
  text: string,
  add: (token: string, weight: number) => void,
) {
  for (const t of tokenize(text)) add(t, 1);
  const headingTokens = tokenize(heading);
  for (const t of headingTokens) add(t, 8);
  const phrase = phraseToken(heading, headingTokens);
  if (phrase) add(phrase, 8);
  for (const t of title) add(t, heading ? 3 : 6);
}

export function buildIndex(data: SearchData): SearchIndex {
  const postings = new Map<string, number[]>();
  const titles: string[][] = [];
  data.sections.forEach(([page, heading, , text], i) => {
    titles[page] ??= tokenize(data.pages[page][1]);
    sectionWeights(titles[page], heading, text, (token, weight) => {
      const list = postings.get(token);
      if (!list) postings.set(token, [i, weight]);
      else if (list[list.length - 2] === i) list[list.length - 1] += weight;
      else list.push(i, weight);
    });
  });
  return { data, postings };
}

/** A query token's postings as ranking reads them: `[section, weight, …]` in section order, and its df. */
export interface RankInput {
  df: number;
  entries: number[];
}

/**
 * Sections ranked for a query's tokens: idf-weighted term weights (1 + ln weight), times the square of the
 * share of the query's tokens the section holds, so sections matching every token come first. Ties keep
 * the order in which sections were first met (tokens in query order, sections in site order).
 */
export function rank(lists: (RankInput | undefined)[], total: number): { section: number; score: number }[] {
  const scores = new Map<number, { score: number; matched: number }>();
  for (const list of lists) {
    if (!list) continue;
    const idf = Math.log(1 + total / list.df);
    for (let i = 0; i < list.entries.length; i += 2) {
      const section = list.entries[i];
      const s = scores.get(section) ?? { score: 0, matched: 0 };
      s.score += idf * (1 + Math.log(list.entries[i + 1]));
      s.matched++;
      scores.set(section, s);
    }
  }
  return [...scores]
    .map(([section, s]) => {
      const coverage = s.matched / lists.length;
      return { section, score: s.score * coverage * coverage };
    })
    .sort((a, b) => b.score - a.score);
}

/** Ranked sections for a query, from an index held in one piece (tests and the bench). */
export function search(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const tokens = rankTokens(query);
  if (tokens.length === 0) return [];
  const lists = tokens.map((t) => {
    const entries = index.postings.get(t);
    return entries ? { df: entries.length / 2, entries } : undefined;
  });
  return rank(lists, index.data.sections.length)
    .slice(0, limit)
    .map(({ section, score }) => {
      const [page, heading, anchor, text] = index.data.sections[section];
      return { url: index.data.pages[page][0], title: index.data.pages[page][1], heading, anchor, text, score };
    });
}

/** Text around the first match, as parts with `match` flags for highlighting (no HTML involved). */
export function snippet(text: string, query: string, radius = 40): { text: string; match: boolean }[] {
  const needles = [query.trim(), ...queryTokens(query).sort((a, b) => b.length - a.length)].filter((n) => n.length > 0);
  const lower = text.toLowerCase();
  let at = -1;
  let needle = "";
  for (const n of needles) {
    at = lower.indexOf(n.toLowerCase());
    if (at >= 0) {
      needle = n;
      break;
    }
  }
  if (at < 0) return [{ text: text.slice(0, radius * 2) + (text.length > radius * 2 ? "…" : ""), match: false }];
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + needle.length + radius);
  return [
    { text: (start > 0 ? "…" : "") + text.slice(start, at), match: false },
    { text: text.slice(at, at + needle.length), match: true },
    { text: text.slice(at + needle.length, end) + (end < text.length ? "…" : ""), match: false },
  ];
}

/** A short text (title, heading) split into parts with every occurrence of the query's tokens marked. */
export function highlight(text: string, query: string): { text: string; match: boolean }[] {
  const needles = [query.trim(), ...queryTokens(query)].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
  if (needles.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi");
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
