import type { Nodes, Root } from "mdast";
import { type LinkContext, resolveUrl } from "../model/link-resolver.ts";
import { targetOf } from "./link-targets.ts";
import { walk } from "./walk.ts";

/** Where a link is written: relative targets resolve from the file and from its route. */
type Located = { absPath: string; route: string };

/**
 * The final URL of a link or image target (base path added, `.md` → route, assets copied).
 * `copyAsset` returns the public URL of a file next to the source. Unresolvable targets are left as
 * written; the link checks report them with their location.
 */
export function finalUrl(
  ctx: LinkContext,
  source: Located,
  url: string,
  image: boolean,
  copyAsset: (absPath: string) => string,
): string {
  const r = resolveUrl(ctx, source, url, image);
  switch (r.kind) {
    case "route":
    case "static":
    case "external":
    case "hash":
      return r.href;
    case "asset":
      return copyAsset(r.absPath);
    case "missing":
    case "outside":
      return url;
  }
}

/** Rewrites every link, image and reference definition URL of a tree to its final URL (blog posts, rendered from their trees). */
export function rewriteLinks(tree: Root, ctx: LinkContext, source: Located, copyAsset: (absPath: string) => string) {
  walk<Nodes>(tree, (node) => {
    const target = targetOf(node);
    if (target) target.node.url = finalUrl(ctx, source, target.node.url, target.image, copyAsset);
  });
}
