import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { esc } from "../../shared/escape-html.ts";
import type { AuthorCard, PageModel } from "../../shared/page-model.ts";
import { href, type SiteData } from "../../shared/site-data.ts";
import type { UiStrings } from "../../shared/strings.ts";
import { BlogLayout, SocialLinks } from "../../templates/Blog.tsx";
import { StringsContext } from "../../templates/strings-context.ts";

/**
 * The blog's authors list and author pages (Docusaurus 3.5's BlogAuthorsListPage and BlogAuthorsPostsPage),
 * as the HTML of their content: the client keeps content as the server wrote it, so no site's client bundle
 * carries code for them, and the bundle of a site without authors stays byte for byte what it was (as
 * version-html.ts). Their posts are Blog.tsx's list items, rendered here. Undefined for every other page.
 */
export function authorPagesHtml(input: {
  site: SiteData;
  page: PageModel;
  strings: UiStrings;
  excerpts?: string[];
}): string | undefined {
  const { site, page } = input;
  const blog = page.blog;
  if (!blog || (page.kind !== "authors" && page.kind !== "author")) return undefined;
  if (page.kind === "authors") {
    const items = (blog.authors ?? []).map(
      (author) => `<li class="blogAuthors margin-bottom--lg">${authorHtml(site, author, "h2")}</li>`,
    );
    return `<h1>${esc(page.title)}</h1><section class="margin-vert--lg"><ul class="clean-list">${items.join("")}</ul></section>`;
  }
  const { author, allAuthors } = blog;
  const header = [
    author ? `<div class="blogAuthors">${authorHtml(site, author, "h1")}</div>` : "",
    author?.description ? `<p>${esc(author.description)}</p>` : "",
    allAuthors ? `<a href="${esc(href(site, allAuthors.href))}">${esc(allAuthors.label)}</a>` : "",
  ].join("");
  const none = author?.noPosts ? `<p>${esc(author.noPosts)}</p>` : "";
  return `<header class="margin-bottom--xl">${header}</header><hr/>${none}${postsHtml(input)}`;
}

/**
 * An author's posts and the paginator, as Blog.tsx renders a list page's: its layout is rendered with no
 * sidebar and an empty title, and what follows its header inside `<main>` is kept.
 */
function postsHtml({ site, page, strings, excerpts }: Parameters<typeof authorPagesHtml>[0]): string {
  const list: PageModel = {
    ...page,
    kind: "blog-list",
    title: "",
    blog: { ...(page.blog as NonNullable<PageModel["blog"]>), groups: [], author: undefined, allAuthors: undefined },
  };
  const html = renderToString(
    createElement(
      StringsContext,
      { value: strings },
      createElement(BlogLayout, { site, page: list, contentHtml: "", excerptsHtml: excerpts }),
    ),
  );
  const start = html.indexOf("</header>") + "</header>".length;
  return html.slice(start, html.lastIndexOf("</main>"));
}

/**
 * One author in Infima's avatar markup, laid out as Docusaurus's Author component: photo and name link to
 * their page (or URL), the post count on the list, the title, the social links as icons.
 */
function authorHtml(site: SiteData, author: AuthorCard, heading: "h1" | "h2"): string {
  const link = author.url ? esc(href(site, author.url)) : undefined;
  const photo = author.imageUrl
    ? `<img class="avatar__photo" src="${esc(author.imageUrl)}" alt="${esc(author.name ?? "")}" width="48" height="48"/>`
    : "";
  const name = author.name ? `<${heading} class="authorName">${esc(author.name)}</${heading}>` : "";
  const count = heading === "h2" && author.count > 0 ? `<span class="tagCount">${author.count}</span>` : "";
  // The icons posts show too (templates/Blog.tsx), as markup: these pages' content is the server's HTML.
  const socials =
    author.socials.length > 0 ? renderToStaticMarkup(createElement(SocialLinks, { socials: author.socials })) : "";
  const intro =
    author.name || author.title
      ? `<div class="avatar__intro"><div class="avatar__name">${name && link ? `<a href="${link}">${name}</a>` : name}${count}</div>${
          author.title
            ? `<small class="avatar__subtitle" title="${esc(author.title)}">${esc(author.title)}</small>`
            : ""
        }${socials}</div>`
      : "";
  return `<div class="avatar">${photo && link ? `<a class="avatar__photo-link" href="${link}">${photo}</a>` : photo}${intro}</div>`;
}
