// The blog authors list's and author pages' strings, added to ServerStrings here rather than in strings.ts:
// strings.ts is in every site's client bundle, and any change to its text, types included, renames the
// minified symbols of every site's bundle (esbuild weighs names by the source's characters). These strings
// are the server's only (cli/render/author-pages-html.tsx), like the rest of ServerStrings.

export {};

declare module "./strings.ts" {
  interface ServerStrings {
    /** The blog's authors list: its title, and the link to it from an author's page. */
    blogAuthorsTitle: string;
    blogAuthorsViewAll: string;
    /** An author's page title: `{authorName}`; `{nPosts}`: blogPostCount filled in. */
    blogAuthorTitle: string;
    /** An author's page when they have no listed post. */
    blogAuthorNoPosts: string;
  }
}
