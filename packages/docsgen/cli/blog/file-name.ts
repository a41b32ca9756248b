/**
 * What a post's path in the blog folder says, by Docusaurus's blog plugin rule (`parseBlogFileName`): a date
 * anywhere in it (`2026-05-27-name.md`, `2026-05-27-name/index.md`, `2026/05/27/name.md`, `news/2026-5-7-x.md`)
 * gives the post its date and a slug of the date's parts as written, then the folder before the date, then the
 * rest of the name: `/2026/05/27/name`, `/2026/5/7/news/x`. Without a date, the slug is the path without its
 * extension and `/index`. The slug stands whatever the front matter's `date` says; only its `slug` replaces it.
 */
export interface BlogFileName {
  /** The date of the name, at midnight UTC (Docusaurus appends `Z`); undefined without one, or when invalid. */
  date?: Date;
  /** The name after the date (or the whole path without one): the title of a post without a title. */
  text: string;
  /** The route below the blog's route base, starting with `/`. */
  slug: string;
}

// `folder` is greedy, so the last date in the path is the post's; `text` stops before a final `/index`.
const DATED = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** `rel`: the post's path relative to the blog folder, `/`-separated. */
export function parseBlogFileName(rel: string): BlogFileName {
  const match = DATED.exec(rel);
  if (!match?.groups) {
    const text = rel.replace(/(?:\/index)?\.mdx?$/, "");
    return { text, slug: `/${text}` };
  }
  const { folder, date: written, text } = match.groups;
  const date = new Date(`${written}Z`);
  return {
    ...(Number.isNaN(date.getTime()) ? {} : { date }),
    text,
    slug: `/${written.replace(/-/g, "/")}/${folder}${text}`,
  };
}
