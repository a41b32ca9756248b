import type { DocHead } from "../../cli/content/heads.ts";

/** The head of `docs/intro/welcome.md` (the basic fixture's first doc) with the given markdown body. */
export function welcomeHead(absPath: string, body: string): DocHead {
  return {
    kind: "doc",
    file: "docs/intro/welcome.md",
    absPath,
    mtimeMs: 0,
    size: body.length,
    frontMatter: {},
    frontMatterWarnings: [],
    body,
    bodyLine: 1,
    route: "/docs/intro/welcome",
    fallbackTitle: "welcome",
    id: "intro/welcome",
    dir: "intro",
    isIndex: false,
    draft: false,
  };
}
