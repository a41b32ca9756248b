import { describe, expect, it } from "vitest";
import {
  decodeSearchState,
  encodeSearchState,
  searchDelta,
  withSearchDelta,
  wordsOf,
} from "../../../cli/cache/search-state.ts";
import type { Renderable } from "../../../cli/model/renderable.ts";
import { pageFragments, type SearchIndexState, searchIndex } from "../../../cli/search/index-files.ts";
import { pageSearch, type SearchSection, searchDigestOf } from "../../../cli/search/page-search.ts";
import { fragmentPath, MAX_POSTINGS, shardPath } from "../../../templates/search/layout.ts";
import { seeded } from "../../helpers/site-edits.ts";

/*
 * The search index updated for the pages that changed (a warm build, a watch rebuild) writes the same bytes
 * as the index built whole from the same pages: same shards, same manifest, and fragments that are either
 * written again or kept as the earlier build left them.
 */

const WORDS = ["控件", "属性", "方法", "事件", "类型", "widget", "props", "emit", "render", "logger", "回调", "编译"];

interface FakePage {
  route: string;
  title: string;
  sections: SearchSection[];
  /** A generated page (no source): its one section is its description. */
  generated?: boolean;
  unlisted?: boolean;
}

function randomSections(random: () => number, common: boolean): SearchSection[] {
  const count = 1 + Math.floor(random() * 4);
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from(
      { length: 3 + Math.floor(random() * 8) },
      () => WORDS[Math.floor(random() * WORDS.length)],
    );
    // A token in every section of most pages: past MAX_POSTINGS sections its postings are cut.
    if (common) words.push("常见");
    return { heading: i === 0 ? "" : `第${i}节 ${words[0]}`, anchor: i === 0 ? "" : `s-${i}`, text: words.join(" ") };
  });
}

function renderables(pages: FakePage[]): Renderable[] {
  return pages.map((p) => {
    const model = {
      route: p.route,
      title: p.title,
      kind: "doc",
      description: p.sections[0]?.text ?? "",
      unlisted: p.unlisted,
    };
    if (p.generated) return { model } as unknown as Renderable;
    const source = {
      kind: "doc",
      search: pageSearch(p.title, p.sections),
      searchDigest: searchDigestOf(p.title, p.sections),
    };
    return { model, source } as unknown as Renderable;
  });
}

/** The folder an index leaves: `earlier` as it was, with `files` written over it. */
function folder(earlier: Map<string, string>, files: Map<string, string>, pages: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, body] of earlier) if (!path.startsWith("search/p/")) out.set(path, body);
  for (let page = 0; page < pages; page++) {
    const body = files.get(fragmentPath(page)) ?? earlier.get(fragmentPath(page));
    if (body !== undefined) out.set(fragmentPath(page), body);
  }
  for (const [path, body] of files) if (!path.startsWith("search/p/")) out.set(path, body);
  return out;
}

function byToken(state: SearchIndexState): Map<string, [number[], string]> {
  return new Map(state.tokens.map((t, i) => [t, [[...state.lists[i]], state.serialized[i]]]));
}

/** Each shard's tokens in the order they are written, when the state knows it. */
function shardTokens(state: SearchIndexState): string[][] | undefined {
  return state.members?.map((ids) => ids.map((id) => state.tokens[id]));
}

describe("the search index updated for changed pages", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`equals the index built whole (seed ${seed})`, async () => {
      const random = seeded(seed);
      const pages: FakePage[] = Array.from({ length: 800 }, (_, i) => ({
        route: `/docs/p${i}`,
        title: `页面 ${i} ${WORDS[i % WORDS.length]}`,
        sections: randomSections(random, i % 10 !== 0),
        generated: i % 50 === 7,
      }));
      const built = await searchIndex("/base/", renderables(pages));
      let state: SearchIndexState = built.state;
      let files = built.files;
      const sections = built.state.pages.reduce((n, p) => n + p.sections, 0);
      expect(sections).toBeGreaterThan(MAX_POSTINGS); // the cut is exercised
      for (let round = 0; round < 6; round++) {
        // A few pages change: text, title, or a section more or less; now and then a page a fragment is lost.
        // Round 3 changes more pages than are looked up one by one (a list is scanned whole then).
        const changes = round === 3 ? 40 : 1 + Math.floor(random() * 6);
        for (let n = 0; n < changes; n++) {
          const page = pages[Math.floor(random() * pages.length)];
          const what = random();
          if (what < 0.5) page.sections = randomSections(random, random() < 0.5);
          else if (what < 0.8) page.title = `${page.title} 改`;
          else page.sections = page.sections.slice(1);
        }
        // A page's fragment and a shard the output no longer holds as the earlier build left them.
        const lost = Math.floor(random() * pages.length);
        const lostShard = shardPath(Math.floor(random() * state.ids.length));
        const keep = (rel: string) => rel !== fragmentPath(lost) && rel !== lostShard;
        const updated = await searchIndex("/base/", renderables(pages), { state, keep });
        const whole = await searchIndex("/base/", renderables(pages));
        expect(folder(files, updated.files, pages.length)).toEqual(whole.files);
        // The same state but for the order of tokens (a new token comes last, not where a page first has it).
        expect(byToken(updated.state)).toEqual(byToken(whole.state));
        expect(updated.state.pages).toEqual(whole.state.pages);
        expect(updated.state.ids).toEqual(whole.state.ids);
        // The shards' token order is carried from the earlier state (an unchanged shard's is the same list;
        // a changed one's new tokens are merged in, gone ones left out): it is the order the whole build wrote.
        expect(shardTokens(updated.state)).toEqual(shardTokens(whole.state));
        const now = new Set(updated.state.tokens);
        if (whole.state.ids.length === state.ids.length && state.tokens.every((t) => now.has(t))) {
          const carried = updated.state.members?.filter((ids, i) => ids === state.members?.[i]).length ?? 0;
          expect(carried).toBeGreaterThan(0);
        }
        state = updated.state;
        files = whole.files;
      }
    });
  }

  it("keeps its vocabulary from one update to the next, and rebuilds it after an update that was dropped", async () => {
    const random = seeded(11);
    const pages: FakePage[] = Array.from({ length: 40 }, (_, i) => ({
      route: `/p${i}`,
      title: `t${i}`,
      sections: randomSections(random, false),
    }));
    const first = await searchIndex("/", renderables(pages));
    const keep = () => true;
    const edit = (title: string) => {
      pages[5].title = title;
      return renderables(pages);
    };
    // Each update leaves the vocabulary it used, grown by the tokens it added, for the next one.
    const a = await searchIndex("/", edit("t5 xyzzy"), { state: first.state, keep });
    const vocabulary = a.state.vocabulary;
    expect(vocabulary?.size).toBe(a.state.tokens.length);
    expect(a.state.tokens.every((token, id) => vocabulary?.get(token) === id)).toBe(true);
    const c = await searchIndex("/", edit("t5 xyzzy plugh"), { state: a.state, keep });
    expect(c.state.vocabulary).toBe(vocabulary);
    // The same earlier state again (the build that made `c` failed and was dropped): its vocabulary holds
    // tokens it does not, and the result is still the whole index's.
    const b = await searchIndex("/", edit("t5 xyzzy quux"), { state: a.state, keep });
    expect(b.state.vocabulary).not.toBe(vocabulary);
    const whole = await searchIndex("/", renderables(pages));
    expect(byToken(b.state)).toEqual(byToken(whole.state));
    const afterA = folder(first.files, a.files, pages.length);
    expect(folder(afterA, b.files, pages.length)).toEqual(whole.files);
  });

  it("is built whole when pages were added or removed", async () => {
    const random = seeded(9);
    const pages: FakePage[] = Array.from({ length: 30 }, (_, i) => ({
      route: `/p${i}`,
      title: `t${i}`,
      sections: randomSections(random, false),
    }));
    const first = await searchIndex("/", renderables(pages));
    pages.splice(3, 1);
    const updated = await searchIndex("/", renderables(pages), { state: first.state, keep: () => true });
    expect(updated.files).toEqual((await searchIndex("/", renderables(pages))).files);
  });
});

describe("the fragments a build writes while its workers render", () => {
  it("are the fragments of the index built whole, which then leaves them out", async () => {
    const random = seeded(11);
    const pages: FakePage[] = Array.from({ length: 60 }, (_, i) => ({
      route: `/docs/p${i}`,
      title: `页面 ${i}`,
      sections: randomSections(random, false),
      generated: i % 20 === 3,
      unlisted: i % 25 === 4,
    }));
    const whole = (await searchIndex("/base/", renderables(pages))).files;
    const early = new Map<string, string>();
    for await (const [path, body] of pageFragments("/base/", renderables(pages))) early.set(path, body);
    const rest = (await searchIndex("/base/", renderables(pages), undefined, true)).files;
    expect([...early.keys()].every((path) => path.startsWith("search/p/"))).toBe(true);
    expect([...rest.keys()].some((path) => path.startsWith("search/p/"))).toBe(false);
    expect(new Map([...rest, ...early])).toEqual(whole);
  });
});

describe("the search index state as saved", () => {
  const state = async () =>
    (
      await searchIndex(
        "/",
        renderables([
          { route: "/a", title: "控件 a", sections: [{ heading: "", anchor: "", text: "emit 事件 回调" }] },
          { route: "/b", title: "props b", sections: [{ heading: "属性", anchor: "props", text: "render 类型" }] },
        ]),
      )
    ).state;

  it("round-trips, from bytes aligned (read as a view) or not (copied)", async () => {
    // The shards' token order is kept in memory only, like the vocabulary.
    const { members, ...s } = await state();
    expect(members).toBeDefined();
    const bytes = encodeSearchState("id-1", s);
    expect(decodeSearchState(bytes, "id-1")).toEqual(s);
    const shifted = Buffer.alloc(bytes.length + 1).subarray(1);
    bytes.copy(shifted);
    expect(decodeSearchState(shifted, "id-1")).toEqual(s);
  });

  it("is saved as changes to an earlier state, applied to give the later state", async () => {
    const random = seeded(7);
    const pages: FakePage[] = Array.from({ length: 200 }, (_, i) => ({
      route: `/p${i}`,
      title: `页面 ${i}`,
      sections: randomSections(random, i % 3 === 0),
    }));
    const base = (await searchIndex("/", renderables(pages))).state;
    let state = base;
    for (let round = 0; round < 4; round++) {
      for (let n = 0; n < 3; n++) pages[Math.floor(random() * pages.length)].sections = randomSections(random, false);
      // A token only one page held goes, and one no page held comes.
      if (round === 2) pages[5].sections = [{ heading: "", anchor: "", text: "独有的词" }];
      state = (await searchIndex("/", renderables(pages), { state, keep: () => true })).state;
      const delta = searchDelta(base, state);
      // Changes since the base accumulate: the delta is of the state saved whole, not of the last one. It
      // holds no token whose postings are the base's.
      const baseLists = byToken(base);
      for (const [i, token] of delta.tokens.entries())
        expect([...delta.lists[i]], token).not.toEqual(baseLists.get(token)?.[0] ?? []);
      expect(delta.tokens.length).toBeLessThan(state.tokens.length / 2);
      expect(wordsOf(delta)).toBeLessThan(wordsOf(state));
      const saved = decodeSearchState(encodeSearchState("d", delta), "d");
      if (!saved) throw new Error("the delta did not read back");
      const applied = withSearchDelta(base, saved);
      expect(byToken(applied)).toEqual(byToken(state));
      expect(applied.pages).toEqual(state.pages);
      expect(applied.ids).toEqual(state.ids);
    }
  });

  it("reads back a delta that only removes one token", () => {
    const base = {
      pages: [],
      ids: ["x"],
      tokens: ["a", "b"],
      lists: [Int32Array.of(0, 0, 1), Int32Array.of(0, 0, 2)],
      serialized: ["[1]", "[2]"],
    };
    const next = { ...base, tokens: ["a"], lists: [base.lists[0]], serialized: ["[1]"] };
    const delta = searchDelta(base, next);
    expect(delta.tokens).toEqual(["b"]);
    const saved = decodeSearchState(encodeSearchState("d", delta), "d");
    if (!saved) throw new Error("the delta did not read back");
    expect(withSearchDelta(base, saved)).toEqual(next);
  });

  it("is not used under another id, or damaged anywhere", async () => {
    const bytes = encodeSearchState("id-1", await state());
    expect(decodeSearchState(bytes, "id-2")).toBeUndefined();
    // In the header, the text, the list lengths, the lists.
    for (const at of [bytes.indexOf(0x0a) - 3, bytes.indexOf(0x0a) + 3, bytes.length - 30, bytes.length - 1]) {
      const copy = Buffer.from(bytes);
      copy[at] ^= 0x01;
      expect(decodeSearchState(copy, "id-1"), `byte ${at}`).toBeUndefined();
    }
    expect(decodeSearchState(bytes.subarray(0, bytes.length - 4), "id-1")).toBeUndefined();
    expect(decodeSearchState(Buffer.concat([bytes, Buffer.alloc(4)]), "id-1")).toBeUndefined();
  });
});
