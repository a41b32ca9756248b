import { esc } from "../../shared/escape-html.ts";
import type { HtmlTag } from "../config/injected-tags.ts";

/** Elements with no content and no end tag (HTML's void elements): an `innerHTML` on them is not written. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * The config's tags as HTML, one a line, as Docusaurus writes them: `true` attributes bare, `false` ones
 * left out, values escaped (Docusaurus writes a string-form script or stylesheet URL unescaped; escaping
 * changes nothing for a URL and keeps a quote in one from opening an attribute), content as is.
 */
export function htmlTags(tags: readonly HtmlTag[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes).flatMap(([name, value]) =>
        value === false ? [] : value === true ? [name] : [`${name}="${esc(value)}"`],
      );
      const open = `<${[tag.tagName, ...attributes].join(" ")}>`;
      return VOID.has(tag.tagName) ? open : `${open}${tag.innerHTML ?? ""}</${tag.tagName}>`;
    })
    .join("\n");
}

/** The content of the inline scripts among `tags` (those without `src` that a browser runs): the CSP hashes them. */
export function inlineScripts(tags: readonly HtmlTag[]): string[] {
  return tags
    .filter((tag) => tag.tagName === "script" && tag.attributes.src === undefined && tag.innerHTML)
    .filter((tag) => {
      const type = String(tag.attributes.type ?? "").toLowerCase();
      return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
    })
    .map((tag) => tag.innerHTML as string);
}
