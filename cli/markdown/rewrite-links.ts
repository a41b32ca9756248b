import type { Nodes, Root } from "mdast";
import type { ParsedSource } from "../content/types.ts";
import { type LinkContext, resolveUrl } from "../model/link-resolver.ts";
import { walk } from "./walk.ts";

/**
 * Rewrites link and image URLs to final site URLs (base path added, `.md` → route, assets copied).
 * `copyAsset` returns the public URL of a file next to the source. Unresolvable targets are left as
 * written; the link checks report them with their location.
 */
export function rewriteLinks(
  tree: Root,
  ctx: LinkContext,
  source: ParsedSource & { route: string },
  copyAsset: (absPath: string) => string,
): void {
  walk<Nodes>(tree, (node) => {
    if (node.type !== "link" && node.type !== "image") return;
    const r = resolveUrl(ctx, source, node.url, node.type === "image");
    switch (r.kind) {
      case "route":
      case "static":
      case "external":
      case "hash":
        node.url = r.href;
        break;
      case "asset":
        node.url = copyAsset(r.absPath);
        break;
      case "missing":
        break;
    }
  });
}
