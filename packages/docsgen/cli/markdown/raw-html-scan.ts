import type { Schema } from "hast-util-sanitize";
import type { Root } from "mdast";
import type { LinkRef } from "../content/types.ts";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { UNSAFE_HINT } from "./raw-html.ts";
import { toHast } from "./to-hast.ts";

export interface RawHtmlScan {
  /** Links and images written in raw HTML, in the order the renderer asks for their URLs. */
  links: LinkRef[];
  /** Element ids written in raw HTML (`<a id>`, `<a name>`, `<h2 id>`): anchors besides the headings'. */
  anchors: string[];
  /** The `src` of each `<iframe>` the raw HTML keeps. */
  frames: string[];
  /** One `html-unsafe` message per construct the renderer removes from the raw HTML, at its position. */
  messages: PluginMessage[];
}

/**
 * What a page's raw HTML holds, read while its positions are known: the page is converted as it will
 * be rendered (code blocks left empty), so the links found here are exactly those the renderer resolves,
 * in the same order (render/prerender.ts relies on it). Run only for pages with `html` nodes: parsing
 * with parse5 is their cost alone. `schema` is what the HTML may hold (sanitize-schema.ts).
 */
export function scanRawHtml(tree: Root, schema?: Schema): RawHtmlScan {
  const scan: RawHtmlScan = { links: [], anchors: [], frames: [], messages: [] };
  toHast(tree, {
    rawHtml: {
      schema,
      url: (url, image, place) => {
        scan.links.push({ kind: image ? "image" : "link", html: true, url, ...place });
        return url;
      },
      anchor: (id) => scan.anchors.push(id),
      frame: (src) => scan.frames.push(src),
      unsafe: ({ message, place }) =>
        scan.messages.push({ reason: message, ruleId: "html-unsafe", ...place, note: UNSAFE_HINT }),
    },
  });
  return scan;
}
