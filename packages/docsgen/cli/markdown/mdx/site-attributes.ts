import type { Schema } from "hast-util-sanitize";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { find, html } from "property-information";
import { isUrlModule } from "../../paths/media.ts";
import type { DroppedAttribute } from "./attributes.ts";
import { htmlProperties, propsOf } from "./attributes.ts";
import { withControls } from "./controls.ts";
import { isHandler, readsAny } from "./site-code.ts";
import { type Binding, expressionOf } from "./values.ts";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Attributes an HTML element may take from the site's code (`className={styles.box}`, a CSS module's class):
 * kinds that neither load nor run anything, so the sanitizer's verdict on the rest of the element holds.
 */
const FROM_SITE_CODE = /^(className|style|id|title|role|aria-[a-z-]+|data-[a-z0-9-]+)$/;

/**
 * On a page that uses the site's code, an HTML element whose attributes read the site's imports
 * (`<div className={styles.box}>`) is the site's code to render, as in Docusaurus: it stays MDX, with those
 * attributes as written when FROM_SITE_CODE allows them, and its other attributes judged as raw HTML's are
 * (attributes.ts). An event handler written as code (`onClick={() => …}`) is the page's code too: it is kept,
 * and the element may then be a form control (controls.ts). Undefined when no attribute reads the site's
 * code or handles an event, or when the element itself goes.
 */
export function withSiteAttributes(
  node: JsxElement,
  context: { siteNames: ReadonlySet<string>; bindings: ReadonlyMap<string, Binding>; schema: Schema },
): { node: JsxElement; dropped: DroppedAttribute[] } | undefined {
  const reads = (a: JsxElement["attributes"][number]): a is MdxJsxAttribute =>
    a.type === "mdxJsxAttribute" &&
    typeof a.value === "object" &&
    a.value !== null &&
    (isHandler(a) || readsAny(expressionOf(a.value.data?.estree), context.siteNames));
  const fromSite = node.attributes.filter(reads);
  if (fromSite.length === 0 || !node.name) return undefined;
  const handled = fromSite.some(isHandler);
  const rest = node.attributes.filter((a) => !fromSite.some((b) => b === a));
  const { props, dropped } = propsOf({ ...node, attributes: rest }, context.bindings);
  const judged = htmlProperties(props, node.name, handled ? withControls(context.schema) : context.schema);
  if (judged.keep !== "element") return undefined;
  const kept = new Set(Object.keys(judged.properties));
  const allowed = (a: MdxJsxAttribute) =>
    FROM_SITE_CODE.test(a.name) || isHandler(a) || importedMedia(a, context.bindings);
  const attributes = [
    ...rest.filter((a) => a.type === "mdxJsxAttribute" && kept.has(find(html, a.name).property)),
    ...fromSite.filter(allowed),
  ];
  for (const a of fromSite)
    if (!allowed(a))
      dropped.push({
        message: `the attribute ${a.name} of <${node.name}> reads the site's code, which may make it a URL`,
        ruleId: "html-unsafe",
      });
  return { node: { ...node, attributes }, dropped: [...dropped, ...judged.dropped] };
}

/**
 * `src={shot}` where `import shot from "./shot.png"`: the bundler makes the name the URL of the site's own
 * file, published beside its code (cli/react/bundle.ts), as Docusaurus's webpack does. No other URL can come
 * of it, so a `src` or `href` may take it.
 */
function importedMedia(a: MdxJsxAttribute, bindings: ReadonlyMap<string, Binding>): boolean {
  if (a.name !== "src" && a.name !== "href" && a.name !== "poster") return false;
  const e = typeof a.value === "object" && a.value !== null ? expressionOf(a.value.data?.estree) : undefined;
  const binding = e?.type === "Identifier" ? bindings.get(e.name) : undefined;
  return binding?.imported === "default" && isUrlModule(binding.source);
}
