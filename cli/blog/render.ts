import type { Root } from "mdast";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { href } from "../../shared/site-data.ts";
import { PostListItem } from "../../templates/Blog.tsx";
import { codeOf } from "../content/held.ts";
import { rewriteLinks } from "../markdown/rewrite-links.ts";
import { toHast } from "../markdown/to-hast.ts";
import type { Renderable } from "../model/renderable.ts";
import type { RenderState } from "../pipeline/site-state.ts";
import { renderContent } from "../render/content.ts";
import type { RenderEnv } from "../render/env.ts";
import { esc } from "../render/head.ts";
import { postMeta } from "./model.ts";
import type { BlogPost } from "./posts.ts";

/** A post's markdown (or its excerpt) to HTML, links rewritten relative to the post's file. */
export async function postHtml(
  state: RenderState,
  post: BlogPost,
  excerpt: boolean,
  copyAsset: (abs: string) => string,
): Promise<string> {
  const tree = structuredClone(post.tree) as Root;
  // The truncate marker was removed at excerptLength: everything before it is the excerpt.
  if (excerpt && post.excerptLength !== undefined) tree.children = tree.children.slice(0, post.excerptLength);
  // The title is shown by the layout; a leading `# Title` in the body would repeat it.
  if (tree.children[0]?.type === "heading" && tree.children[0].depth === 1) tree.children.shift();
  rewriteLinks(tree, state.linkCtx, post, copyAsset);
  return renderContent(toHast(tree, { code: await codeOf(post) }));
}

/** The content of a blog list, tag list or archive page (rendered once at build time). */
export async function blogPageHtml(
  env: RenderEnv,
  state: RenderState,
  r: Renderable,
  copyAsset: (abs: string) => string,
): Promise<string> {
  const { site } = state;
  if (r.model.kind === "blog-list") {
    const posts = r.posts ?? [];
    const excerpts = await Promise.all(posts.map((post) => postHtml(state, post, true, copyAsset)));
    return posts
      .map((post, i) =>
        renderToStaticMarkup(
          createElement(PostListItem, {
            site,
            title: post.title,
            route: post.route,
            meta: postMeta(env.config, post),
            excerptHtml: excerpts[i],
            truncated: post.excerptLength !== undefined,
          }),
        ),
      )
      .join("");
  }
  if (r.model.kind === "blog-tags") {
    const byLetter = new Map<string, NonNullable<Renderable["tags"]>>();
    for (const tag of [...(r.tags ?? [])].sort((a, b) => a.label.localeCompare(b.label, "zh-CN"))) {
      const letter = tag.label[0].toUpperCase();
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
    }
    return [...byLetter]
      .map(
        ([letter, tags]) =>
          `<article><h2>${esc(letter)}</h2><ul class="padding--none blogTagList">${tags
            .map(
              (t) =>
                `<li><a class="tag" href="${esc(href(site, t.href))}">${esc(t.label)}<span class="tagCount">${t.count}</span></a></li>`,
            )
            .join("")}</ul></article>`,
      )
      .join("");
  }
  // Archive: posts grouped by year, newest first.
  const years = new Map<number, BlogPost[]>();
  for (const post of r.posts ?? [])
    years.set(post.date.getUTCFullYear(), [...(years.get(post.date.getUTCFullYear()) ?? []), post]);
  return [...years]
    .map(
      ([year, posts]) =>
        `<section class="margin-vert--lg"><h2>${year}</h2><ul>${posts
          .map((p) => {
            const meta = postMeta(env.config, p);
            return `<li><time datetime="${meta.date}">${esc(meta.dateText)}</time> · <a href="${esc(href(site, p.route))}">${esc(p.title)}</a></li>`;
          })
          .join("")}</ul></section>`,
    )
    .join("");
}
