import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { ADMONITION_IDS, ID_ALIASES, SERVER_IDS, UI_IDS, UNUSED_DOCUSAURUS_IDS } from "../../../cli/i18n/ids.ts";
import { loadStrings } from "../../../cli/i18n/locale.ts";
import { EN } from "../../../shared/locales/en.ts";
import { ZH_CN } from "../../../shared/locales/zh-CN.ts";

const SOURCE = { file: "site.config.ts", line: 8 };

/** A site folder with `i18n/<lang>/code.json` holding `json`. */
function siteWith(lang: string, json: string): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-i18n-"));
  mkdirSync(join(dir, "i18n", lang), { recursive: true });
  writeFileSync(join(dir, "i18n", lang, "code.json"), json);
  return dir;
}

describe("loadStrings", () => {
  it("ships zh-CN (and its aliases) and en, without warnings", () => {
    const empty = mkdtempSync(join(tmpdir(), "docsgen-i18n-"));
    for (const lang of ["zh-CN", "zh-Hans", "zh"])
      expect(loadStrings(empty, lang, SOURCE)).toEqual({ strings: ZH_CN, findings: [], messages: {} });
    for (const lang of ["en", "en-GB"])
      expect(loadStrings(empty, lang, SOURCE)).toEqual({ strings: EN, findings: [], messages: {} });
  });

  it("falls back to English for other locales with one warning at the config's locale line", () => {
    const { strings, findings } = loadStrings(mkdtempSync(join(tmpdir(), "docsgen-i18n-")), "de", SOURCE);
    expect(strings).toEqual(EN);
    expect(findings.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^site\.config\.ts:8: warning \[i18n\] docsgen has no interface text for locale "de"; it uses English\n {4}.*i18n\/de\/code\.json/,
      ),
    ]);
  });

  it("applies code.json by Docusaurus's ids: client text, build text and admonition titles", () => {
    const site = siteWith(
      "en",
      JSON.stringify(
        {
          "theme.docs.paginator.next": { message: "Onwards" },
          "theme.blog.post.readingTime.plurals": "A minute|{readingTime} minutes",
          "theme.admonition.tip": "Hint",
          "docsgen.admonition.important": "Heads up",
          "theme.lastUpdated.atDate": " on {date}",
          "theme.docs.DocCard.categoryDescription": "{count} pages",
        },
        null,
        2,
      ),
    );
    const { strings, findings } = loadStrings(site, "en", SOURCE);
    expect(findings).toEqual([]);
    expect(strings.ui.next).toBe("Onwards");
    expect(strings.ui.previous).toBe(EN.ui.previous);
    expect(strings.server.readingTime).toBe("A minute|{readingTime} minutes");
    expect(strings.server.admonition.tip).toBe("Hint");
    expect(strings.server.admonition.important).toBe("Heads up");
    expect(strings.server.categoryItems).toBe("{count} pages"); // Docusaurus 2's id of the same string
    // The shipped catalogue itself is untouched.
    expect(EN.ui.next).toBe("Next");
  });

  it("keeps the site's own ids (not theme.*) as its messages, without a warning", () => {
    const site = siteWith(
      "en",
      '{\n  "homepage.tagline": {"message": "Fast docs"},\n  "theme.docs.paginator.next": "On"\n}\n',
    );
    const { strings, findings, messages } = loadStrings(site, "en", SOURCE);
    expect(messages).toEqual({ "homepage.tagline": "Fast docs" });
    expect(strings.ui.next).toBe("On");
    expect(findings).toEqual([]);
  });

  it("warns on an unknown id at its line with the nearest known id, and on an entry without a message", () => {
    const site = siteWith(
      "zh-CN",
      '{\n  "theme.common.editThisPag": "改这页",\n  "theme.NotFound.title": {"description": "x"}\n}\n',
    );
    const { strings, findings } = loadStrings(site, "zh-CN", SOURCE);
    expect(strings).toEqual(ZH_CN);
    expect(findings.map(formatDiagnostic)).toEqual([
      'i18n/zh-CN/code.json:3: warning [i18n] "theme.NotFound.title" has no message; the default text is kept\n    Write "theme.NotFound.title": {"message": "…"} or "theme.NotFound.title": "…".',
      'i18n/zh-CN/code.json:2: warning [i18n] unknown translation id "theme.common.editThisPag"; it changes nothing\n    Did you mean "theme.common.editThisPage"? The "Interface language" page of the manual lists where the ids come from.',
    ]);
  });
});

describe("the translation ids", () => {
  it("are unique, and none is both used and listed as unused", () => {
    const used = [...Object.values(UI_IDS), ...Object.values(SERVER_IDS), ...Object.values(ADMONITION_IDS)];
    expect(new Set(used).size).toBe(used.length);
    for (const id of [...used, ...Object.keys(ID_ALIASES)]) expect(UNUSED_DOCUSAURUS_IDS.has(id), id).toBe(false);
    for (const target of Object.values(ID_ALIASES)) expect(used).toContain(target);
    for (const id of used) expect(id).toMatch(/^(theme|docsgen)\.[\w.]+$/);
  });
});
