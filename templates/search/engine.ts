import { queryTokens, tokenize } from "./tokenize.ts";

/**
 * The search data the build writes (cli/search/index-data.ts): pages and the text under each heading. The
 * browser tokenizes it into an inverted index when the dialog first opens, so the download stays a compact
 * text store instead of megabytes of postings.
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
 * Headings and titles weigh more.
 */
export interface SearchIndex {
  data: SearchData;
  postings: Map<string, number[]>;
}

export function buildIndex(data: SearchData): SearchIndex {
  const postings = new Map<string, number[]>();
  const add = (token: string, section: number, weight: number) => {
    const list = postings.get(token);
    if (!list) postings.set(token, [section, weight]);
    else if (list[list.length - 2] === section) list[list.length - 1] += weight;
    else list.push(section, weight);
  };
  const titles: string[][] = [];
  data.sections.forEach(([page, heading, , text], i) => {
    for (const t of tokenize(text)) add(t, i, 1);
    for (const t of tokenize(heading)) add(t, i, 8);
    titles[page] ??= tokenize(data.pages[page][1]);
    for (const t of titles[page]) add(t, i, heading ? 3 : 6);
  });
  return { data, postings };
}

/** Ranked sections for a query: idf-weighted term weights, strongly favouring sections that match every token. */
export function search(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const total = index.data.sections.length;
  const scores = new Map<number, { score: number; matched: number }>();
  for (const token of tokens) {
    const list = index.postings.get(token);
    if (!list) continue;
    const idf = Math.log(1 + total / (list.length / 2));
    for (let i = 0; i < list.length; i += 2) {
      const section = list[i];
      const s = scores.get(section) ?? { score: 0, matched: 0 };
      s.score += idf * (1 + Math.log(list[i + 1]));
      s.matched++;
      scores.set(section, s);
    }
  }
  return [...scores]
    .map(([section, s]) => {
      const [page, heading, anchor, text] = index.data.sections[section];
      const coverage = s.matched / tokens.length;
      return {
        url: index.data.pages[page][0],
        title: index.data.pages[page][1],
        heading,
        anchor,
        text,
        score: s.score * coverage * coverage,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
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
