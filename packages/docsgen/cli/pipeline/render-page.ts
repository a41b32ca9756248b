import { readFileSync } from "node:fs";
import type { PageModel } from "../../shared/page-model.ts";
import type { PageData, SiteData } from "../../shared/site-data.ts";
import { htmlPathOf, pageDataPath } from "../../shared/url.ts";
import type { BlogPost } from "../blog/posts.ts";
import { excerptsHtml, postHtml } from "../blog/render.ts";
import { assetPath } from "../content/assets.ts";
import { contentOf, digestOf } from "../content/held.ts";
import { sha256 } from "../hash.ts";
import type { ContentSource, Renderable } from "../model/renderable.ts";
import type { RenderState } from "../plugins/site.ts";
import { authorPagesHtml } from "../render/author-pages-html.ts";
import { withDocCards } from "../render/doc-cards.ts";
import { renderDocument } from "../render/document.ts";
import { documentParts, type OutputFiles, type PageFiles, type RenderEnv } from "../render/env.ts";
import { lastUpdatedHtml } from "../render/last-updated-html.ts";
import { versionHtml } from "../render/version-html.ts";

/**
 * Renders one page: its content (docs and pages: rendered when parsed, with final URLs; blog: from the
 * tree) inside the layout; plus the page data used by in-site navigation. Images next to the source are
 * added as hashed assets. `files` comes empty and receives the page's files: none when the previous build's
 * are kept in place (`env.pages`).
 */
export async function renderPage(
  env: RenderEnv,
  state: RenderState,
  renderable: Omit<Renderable, "source"> & { source?: ContentSource | BlogPost },
  files: OutputFiles,
): Promise<string> {
  const { config } = env;
  const { model, source } = renderable;
  const copyAsset = (absPath: string) => {
    const rel = assetPath(absPath);
    files.set(rel, readFileSync(absPath));
    return config.baseUrl + rel;
  };
  let contentHtml = "";
  /** The content's digest, for the render key; docs and pages decode their content only to render. */
  let contentDigest: string;
  let bytes: Buffer | undefined;
  // Blog list pages have no content of their own: the template lists the posts, with these excerpts.
  const { siteHtml } = renderable;
  const excerpts = renderable.posts
    ? await excerptsHtml(state, renderable.posts, copyAsset, siteHtml?.excerpts)
    : undefined;
  // The files next to posts that the site's code rendered (compiled with the posts: blog/mdx.ts).
  for (const post of [...(renderable.posts ?? []), ...(source?.kind === "post" ? [source] : [])])
    for (const [rel, absPath] of post.mdx?.assets ?? []) files.set(rel, readFileSync(absPath));
  if (source?.kind === "post") {
    contentHtml = siteHtml?.content ?? (await postHtml(state, source, false, copyAsset));
    contentDigest = digestOf(contentHtml);
  } else if (source) {
    // A cached page knows its content's digest: its content is read only if the page renders.
    if (source.contentDigest === undefined) bytes = await contentOf(source);
    contentDigest = source.contentDigest ?? digestOf(bytes as Buffer);
    for (const [rel, absPath] of source.assets ?? []) files.set(rel, readFileSync(absPath));
  } else contentDigest = digestOf("");
  const sidebar = model.sidebarId ? state.sidebars[model.sidebarId] : undefined;
  // The site data comes from the models; the chunk's name is known only once the client is bundled.
  const site = env.searchChunk ? { ...state.site, searchChunk: env.searchChunk } : state.site;
  const key =
    env.memo || env.pages
      ? memoKey(env, model, { site: state.site, contentDigest, excerpts, siteAssets: renderable.siteAssets })
      : "";
  if (env.pages?.keep(model.route, key)) {
    for (const rel of [...files.keys()]) files.delete(rel);
    return contentHtml;
  }
  // A versioned doc's banner and badge lead its content (render/version-html.ts), or the site's own in their
  // place; a post's or page's last-update line follows it (render/last-updated-html.ts).
  const version = (model.version || model.siteParts) && versionHtml(site, model.version, model.siteParts?.html);
  const lastUpdated = lastUpdatedHtml(model);
  // The authors list and author pages are their content, with their posts' excerpts in it.
  const authorPage = authorPagesHtml({ site, page: model, strings: config.locale.strings.ui, excerpts });
  const framed = (shown: string) => (version || "") + (authorPage ?? shown) + lastUpdated;
  const render = (shown: string) => {
    const content = framed(shown);
    return renderDocument({
      config,
      props: { site, page: model, sidebar, contentHtml: content, excerptsHtml: authorPage ? undefined : excerpts },
      sidebarUrl: sidebarUrl(env, model),
      assets: {
        js: config.baseUrl + env.client.js,
        css: config.baseUrl + env.client.css,
        ...(renderable.siteAssets ? { pageJs: renderable.siteAssets.js, pageCss: renderable.siteAssets.css } : {}),
        // The shell parts the site replaces: their script and stylesheet on every page (theme/shell.ts).
        ...(site.themeShell ? { shellJs: site.themeShell.js, shellCss: site.themeShell.css } : {}),
        // The site's client modules: their script on every page (client-modules/script.ts).
        ...(site.clientModules ? { modulesJs: site.clientModules.js, modulesCss: site.clientModules.css } : {}),
      },
      ...documentParts(env, model.kind === "home"),
    });
  };
  const dataOf = (content: string) => {
    const data: PageData = {
      page: model,
      sidebarUrl: sidebarUrl(env, model),
      contentHtml: framed(content),
      excerptsHtml: authorPage ? undefined : excerpts,
    };
    return JSON.stringify(data);
  };
  const pageSource = source && source.kind !== "post" ? source : undefined;
  const held = pageSource ? (bytes ?? (await contentOf(pageSource))) : undefined;
  // A doc's <DocCardList /> elements become its category's cards (render/doc-cards.ts).
  const decode = (b: Buffer) =>
    pageSource?.cardLists ? withDocCards(b.toString("utf8"), site, model.cards) : b.toString("utf8");
  let made: PageFiles;
  if (env.memo?.page) {
    // A page kept in memory is neither decoded nor serialized again.
    made = env.memo.page(key, () => {
      const content = held ? decode(held) : contentHtml;
      return { html: render(content), data: model.kind === "not-found" ? undefined : dataOf(content) };
    });
  } else {
    if (held) contentHtml = decode(held);
    const html = env.memo ? env.memo.html(key, () => render(contentHtml), contentHtml) : render(contentHtml);
    made = { html, data: model.kind === "not-found" ? undefined : dataOf(contentHtml) };
  }
  if (made.data === undefined) {
    files.set("404.html", made.html);
  } else {
    files.set(htmlPathOf(model.route), made.html);
    files.set(pageDataPath(model.route), made.data);
  }
  env.pages?.wrote(model.route, key, [...files.keys()]);
  return contentHtml;
}

interface KeyParts {
  site: SiteData;
  contentDigest: string;
  excerpts?: string[];
  siteAssets?: Renderable["siteAssets"];
}

/**
 * Everything a page's HTML is made of apart from the config and the client, which stay the same for the
 * life of a memo (watch mode starts a fresh worker when either changes). The sidebar is in by its URL,
 * which carries the hash of its content; the content by its digest.
 */
function memoKey(env: RenderEnv, model: PageModel, { site, contentDigest, excerpts, siteAssets }: KeyParts): string {
  const page = JSON.stringify([model, sidebarUrl(env, model), excerpts ?? [], ...(siteAssets ? [siteAssets] : [])]);
  return sha256([siteDigest(env, site), page, contentDigest], "base64");
}

/** What every page of a build shares, hashed once per build: thousands of pages would each stringify it. */
const siteDigests = new WeakMap<SiteData, Map<RenderEnv, string>>();
export function siteDigest(env: RenderEnv, site: SiteData): string {
  let byEnv = siteDigests.get(site);
  if (!byEnv) {
    byEnv = new Map();
    siteDigests.set(site, byEnv);
  }
  let digest = byEnv.get(env);
  if (digest === undefined) {
    digest = digestOf(
      // The client's file names: watch mode bundles the stylesheet again when the site's CSS changes.
      JSON.stringify([
        site,
        env.client.js,
        env.client.css,
        env.searchChunk ?? "",
        env.themeScript,
        env.metaPolicy,
        env.feedLinks ?? "",
        env.injectedHead,
        env.injectedBody,
      ]),
    );
    byEnv.set(env, digest);
  }
  return digest;
}

function sidebarUrl(env: RenderEnv, model: PageModel): string | undefined {
  return model.sidebarId ? env.sidebarUrls[model.sidebarId] : undefined;
}
