import type { Nodes, Root } from "mdast";
import { type LinkContext, type Located, resolveUrl } from "../model/link-resolver.ts";
import { targetOf } from "./link-targets.ts";
import { walk } from "./walk.ts";

/**
 * Where a link is written (relative targets resolve from the file and from its route) and how a file next to
 * it is published: `copyAsset` returns its public URL.
 */
export interface LinkOrigin {
  source: Located;
  copyAsset: (absPath: string) => string;
}

/**
 * The final URL of a link or image target (base path added, `.md` → route, assets copied). Unresolvable
 * targets are left as written; the link checks report them with their location.
 */
export function finalUrl(ctx: LinkContext, origin: LinkOrigin, url: string, image: boolean): string {
  const r = resolveUrl(ctx, origin.source, url, image);
  switch (r.kind) {
    case "route":
    case "static":
    case "external":
    case "hash":
      return r.href;
    case "asset":
      return origin.copyAsset(r.absPath);
    case "missing":
    case "outside":
      return url;
  }
}

/** Rewrites every link, image and reference definition URL of a tree to its final URL (blog posts, rendered from their trees). */
export function rewriteLinks(tree: Root, ctx: LinkContext, origin: LinkOrigin) {
  walk<Nodes>(tree, (node) => {
    const target = targetOf(node);
    if (target) target.node.url = finalUrl(ctx, origin, target.node.url, target.image);
  });
}
