import { isDeepStrictEqual } from "node:util";
import { type FileStamp, settled } from "../paths/file-stamp.ts";
import { bundleSiteCode } from "../react/bundle.ts";
import type { SiteCode, SiteCodeOptions } from "../react/site-code.ts";
import { same, stampAt } from "./module-memo.ts";

/** Bundles the site's own code (React pages, MDX with the site's components): cli/react/bundle.ts. */
export type SiteCodeBundler = (options: SiteCodeOptions) => Promise<SiteCode>;

/**
 * Watch mode's site code: bundled again only when what it is made of changed (the options, which hold the
 * pages' compiled MDX, or a file esbuild read), as Docusaurus's webpack recompiles only then. An edit of a
 * doc that uses no component then skips both esbuild builds (~0.4 s on this site). A bundle made while one
 * of its files was being changed is not kept: it may hold the file's old bytes under the new stamp.
 */
export function siteCodeMemo(bundle: SiteCodeBundler = bundleSiteCode): SiteCodeBundler {
  let kept: { options: SiteCodeOptions; stamps: [string, FileStamp | undefined][]; code: SiteCode } | undefined;
  return async (options) => {
    // Compared, not serialized: the pages' compiled MDX of an unchanged build are the very strings kept.
    if (
      kept &&
      isDeepStrictEqual(kept.options, options) &&
      kept.stamps.every(([path, stamp]) => same(stampAt(path), stamp))
    )
      return kept.code;
    const started = Date.now();
    const code = await bundle(options);
    const stamps = code.inputs.map((path): [string, FileStamp | undefined] => [path, stampAt(path)]);
    kept = stamps.every(([, stamp]) => stamp && settled(stamp, started)) ? { options, stamps, code } : undefined;
    return code;
  };
}
