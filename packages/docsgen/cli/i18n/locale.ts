import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EN } from "../../shared/locales/en.ts";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import type { AdmonitionKind, Catalogue, ServerStrings, UiStrings } from "../../shared/strings.ts";
import { type Diagnostic, editDistance } from "../diagnostics/diagnostic.ts";
import { parseCodeJson } from "./code-json.ts";
import { ADMONITION_IDS, ID_ALIASES, SERVER_IDS, UI_IDS, UNUSED_DOCUSAURUS_IDS } from "./ids.ts";

/** The interface text a build uses, and what was wrong on the way (warnings, reported with the build's). */
export interface LoadedStrings {
  strings: Catalogue;
  findings: Diagnostic[];
  /** The site's own ids of code.json (not `theme.*`): the messages of its React pages' `<Translate id>`. */
  messages: Record<string, string>;
}

/** Where the locale is configured, for the fallback warning. */
export interface LocaleSource {
  file: string;
  line?: number;
}

/** The catalogue shipped for a locale: zh-CN for Simplified Chinese, en for English, none for the rest. */
function shippedCatalogue(lang: string): Catalogue | undefined {
  const l = lang.toLowerCase();
  if (l === "zh" || l === "zh-cn" || l === "zh-hans" || l.startsWith("zh-hans-")) return ZH_CN;
  if (l === "en" || l.startsWith("en-")) return EN;
  return undefined;
}

/**
 * The catalogue of `lang` (English, with one warning, when docsgen ships none for it), with the site's
 * `i18n/<lang>/code.json` applied: each id it names replaces that one string. An unknown id gets a warning
 * on its line naming the nearest known id; invalid JSON stops the build (parseCodeJson).
 */
export function loadStrings(siteDir: string, lang: string, source: LocaleSource): LoadedStrings {
  const findings: Diagnostic[] = [];
  const shipped = shippedCatalogue(lang);
  if (!shipped) {
    findings.push({
      severity: "warning",
      code: "i18n",
      message: `docsgen has no interface text for locale "${lang}"; it uses English`,
      file: source.file,
      line: source.line,
      hint: `docsgen ships "zh-CN" and "en". Translate the strings you need in i18n/${lang}/code.json (Docusaurus's translation ids, e.g. "theme.docs.paginator.next").`,
    });
  }
  const base = shipped ?? EN;
  const strings: Catalogue = {
    ui: { ...base.ui },
    server: { ...base.server, admonition: { ...base.server.admonition } },
  };
  const file = `i18n/${lang}/code.json`;
  const abs = join(siteDir, file);
  const messages: Record<string, string> = {};
  if (!existsSync(abs)) return { strings, findings, messages };

  const setters = new Map<string, (message: string) => void>();
  for (const [key, id] of Object.entries(UI_IDS)) setters.set(id, (m) => (strings.ui[key as keyof UiStrings] = m));
  for (const [key, id] of Object.entries(SERVER_IDS))
    setters.set(id, (m) => {
      (strings.server as unknown as Record<string, string>)[key as keyof ServerStrings] = m;
    });
  for (const [kind, id] of Object.entries(ADMONITION_IDS))
    setters.set(id, (m) => (strings.server.admonition[kind as AdmonitionKind] = m));
  for (const [alias, id] of Object.entries(ID_ALIASES)) {
    const set = setters.get(id);
    if (set) setters.set(alias, set);
  }

  const { entries, malformed } = parseCodeJson(readFileSync(abs, "utf8"), file);
  for (const { id, line } of malformed) {
    findings.push({
      severity: "warning",
      code: "i18n",
      message: `"${id}" has no message; the default text is kept`,
      file,
      line,
      hint: `Write "${id}": {"message": "…"} or "${id}": "…".`,
    });
  }
  for (const [id, entry] of entries) {
    const set = setters.get(id);
    if (set) set(entry.message);
    else if (!/^(theme|docsgen)\./.test(id)) messages[id] = entry.message;
    else if (!UNUSED_DOCUSAURUS_IDS.has(id)) {
      const near = nearest(id, [...setters.keys()]);
      findings.push({
        severity: "warning",
        code: "i18n",
        message: `unknown translation id "${id}"; it changes nothing`,
        file,
        line: entry.line,
        hint: `Did you mean "${near}"? The "Interface language" page of the manual lists where the ids come from.`,
      });
    }
  }
  return { strings, findings, messages };
}

/** The candidate closest to `id` by edit distance. */
function nearest(id: string, candidates: string[]): string {
  let best = candidates[0];
  let distance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = editDistance(id.toLowerCase(), c.toLowerCase());
    if (d < distance) {
      distance = d;
      best = c;
    }
  }
  return best;
}
