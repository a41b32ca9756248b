import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../version.ts";

/** The classes of the shell's content wrapper and footer (templates/docusaurus/Layout.tsx, templates/App.tsx). */
const MAIN_WRAPPER = "main-wrapper";
const FOOTER = "theme-layout-footer";

/** One style rule of a stylesheet, with the at-rule around it (`@media …`), if any. */
interface Rule {
  selectors: string[];
  body: string;
  media?: string;
}

/** An Infima rule that may apply to a page: its selectors with the classes each requires, its variables. */
interface Candidate {
  rule: Rule;
  selectors: { text: string; classes: string[] }[];
  variables: string[];
}

/**
 * Infima's rules for the classes a React page uses that docsgen's own stylesheet does not style
 * (`card`, `badge badge--success`, `padding-horiz--md`, …), with the `--ifm-*` variables they need that
 * docsgen does not set: only those, so a page ships a few hundred bytes of Infima, not its 100 KiB, and
 * docsgen's look (its own `hero`, `button`, `row`, `col`, colours) stays as it is.
 */
export class InfimaPicker {
  /** Infima's rules whose selectors all require classes docsgen leaves unstyled, worked out once. */
  private readonly candidates: Candidate[];
  private readonly ownClasses: Set<string>;
  private readonly ownVars: Set<string>;
  /** Infima's variables by name: light (`:root`) and dark (`[data-theme=dark]`) values. */
  private readonly vars = { light: new Map<string, string>(), dark: new Map<string, string>() };

  constructor() {
    const require = createRequire(join(PACKAGE_ROOT, "package.json"));
    const infima = parseRules(readFileSync(require.resolve("infima/dist/css/default/default.css"), "utf8"));
    const own = readFileSync(join(PACKAGE_ROOT, "templates/styles.css"), "utf8");
    this.ownClasses = new Set(parseRules(own).flatMap((r) => r.selectors.flatMap(classesOf)));
    this.ownVars = new Set([...own.matchAll(/(--ifm-[\w-]+)\s*:/g)].map((m) => m[1]));
    this.candidates = [];
    for (const rule of infima) {
      const selectors = rule.selectors
        .map((text) => ({ text, classes: classesOf(text) }))
        // Column classes: see grid().
        .filter(
          ({ classes }) =>
            classes.length > 0 && classes.every((c) => !this.ownClasses.has(c) && !c.startsWith("col--")),
        );
      if (selectors.length === 0) continue;
      // Infima writes some as `var( --ifm-… )`: a variable missed here would be left unset on the page.
      const variables = [...rule.body.matchAll(/var\(\s*(--ifm-[\w-]+)/g)].map((m) => m[1]);
      this.candidates.push({ rule, selectors, variables });
    }
    for (const rule of infima) {
      const theme = rule.selectors.includes(":root")
        ? "light"
        : rule.selectors.some((s) => /data-theme=.?dark/.test(s))
          ? "dark"
          : undefined;
      if (!theme || rule.media) continue;
      for (const [, name, value] of rule.body.matchAll(/(--ifm-[\w-]+)\s*:\s*([^;]+);?/g))
        this.vars[theme].set(name, value.trim());
    }
  }

  /**
   * The CSS for the classes of `html` (a page's server-rendered markup); empty when docsgen styles them all.
   * Only the page's own part counts: docsgen's shell (navbar, footer: `@theme/Layout`) is styled by docsgen.
   */
  pick(html: string): string {
    const start = html.indexOf(`class="${MAIN_WRAPPER}`);
    const end = html.lastIndexOf(`<footer class="${FOOTER}`);
    const own = start >= 0 ? html.slice(start + 7, end > start ? end : undefined) : html;
    const used = new Set([...own.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));
    const out: string[] = [];
    const needed = new Set<string>();
    for (const { rule, selectors, variables } of this.candidates) {
      const applying = selectors.filter(({ classes }) => classes.every((c) => used.has(c)));
      if (applying.length === 0) continue;
      const css = `${applying.map((s) => s.text).join(",")}{${rule.body}}`;
      out.push(rule.media ? `${rule.media}{${css}}` : css);
      for (const name of variables) needed.add(name);
    }
    out.push(...this.grid(used));
    if (out.length === 0) return "";
    return [...this.variables(needed), ...out].join("\n");
  }

  /**
   * Column widths docsgen's grid lacks (`col--4`): docsgen's `.col` sets widths per class, where Infima's
   * reads a variable, so Infima's rule would not apply. Full width on narrow screens, as docsgen's own.
   */
  private grid(used: Set<string>): string[] {
    const out: string[] = [];
    for (const name of [...used].sort()) {
      const m = /^col--(offset-)?(\d{1,2})$/.exec(name);
      if (!m || this.ownClasses.has(name) || Number(m[2]) > 12) continue;
      const share = `${((Number(m[2]) / 12) * 100).toFixed(2)}%`;
      out.push(
        m[1]
          ? `.${name}{margin-left:${share}}@media (max-width:996px){.${name}{margin-left:0}}`
          : `.${name}{flex:0 0 ${share};max-width:${share}}@media (max-width:996px){.${name}{flex:0 0 100%;max-width:100%}}`,
      );
    }
    return out;
  }

  /** `:root` and dark-mode declarations of the variables `names` need, transitively, that docsgen does not set. */
  private variables(names: Set<string>): string[] {
    const all = new Set<string>();
    const visit = (name: string) => {
      if (all.has(name) || this.ownVars.has(name)) return;
      all.add(name);
      for (const theme of [this.vars.light, this.vars.dark])
        for (const [, inner] of (theme.get(name) ?? "").matchAll(/var\(\s*(--ifm-[\w-]+)/g)) visit(inner);
    };
    for (const name of names) visit(name);
    const block = (selector: string, values: Map<string, string>) => {
      const decls = [...all].filter((n) => values.has(n)).map((n) => `${n}:${values.get(n)}`);
      return decls.length > 0 ? [`${selector}{${decls.join(";")}}`] : [];
    };
    return [...block(":root", this.vars.light), ...block('[data-theme="dark"]', this.vars.dark)];
  }
}

/** The class names a selector requires (`.card__header`, `.badge--success`). */
function classesOf(selector: string): string[] {
  return [...selector.replace(/\[[^\]]*\]/g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

/**
 * The style rules of a stylesheet, top level and inside `@media`/`@supports` (other at-rules are left out):
 * enough for Infima's and docsgen's own well-formed CSS, not a general CSS parser.
 */
function parseRules(css: string, media?: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth > 0) {
      if (text[j] === "{") depth++;
      else if (text[j] === "}") depth--;
      j++;
    }
    const body = text.slice(open + 1, j - 1);
    if (/^@(media|supports)\b/.test(prelude)) rules.push(...parseRules(body, prelude));
    else if (!prelude.startsWith("@"))
      rules.push({ selectors: splitSelectors(prelude), body: body.trim().replace(/\s+/g, " "), media });
    i = j;
  }
  return rules;
}

/** `a, b:is(.c, .d)` → `["a", "b:is(.c, .d)"]`. */
function splitSelectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < list.length; k++) {
    if (list[k] === "(") depth++;
    else if (list[k] === ")") depth--;
    else if (list[k] === "," && depth === 0) {
      out.push(list.slice(start, k).trim());
      start = k + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out.map((s) => s.replace(/\s+/g, " ")).filter(Boolean);
}
