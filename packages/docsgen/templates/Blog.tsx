import { CONTENT_ID, EXCERPT_ATTRIBUTE } from "../shared/element-ids.ts";
import type {
  AuthorSocial,
  BlogAuthor,
  BlogChrome,
  BlogListItem,
  BlogPostMeta,
  PageModel,
} from "../shared/page-model.ts";
import { href, type PageProps, type SiteData } from "../shared/site-data.ts";
import { fill } from "../shared/strings.ts";
import { Paginator } from "./Paginator.tsx";
import { useStrings } from "./strings-context.ts";
import { TagGroups, TagsInline } from "./Tags.tsx";

/**
 * Defined by the client bundle (cli/assets/client-bundle.ts): whether this site's blog has extras to show
 * (Blog.tsx: a tag's description, authors' social icons). Undefined on the server, which always renders
 * them. Each use below is written out in full, `typeof … || …`: a define folds only where it is written (a
 * module constant holding it is not inlined once bundled), so on other sites the plain markup alone remains.
 */
declare const DOCSGEN_BLOG_EXTRAS: boolean | undefined;

/** Date · reading time line of a post. */
function PostMeta({ meta }: { meta: BlogPostMeta }) {
  return (
    <div className="blogPostMeta margin-vert--md">
      <time dateTime={meta.date}>{meta.dateText}</time>
      {meta.readingTime ? ` · ${meta.readingTime}` : ""}
    </div>
  );
}

/** A post's authors, in Infima's avatar markup as Docusaurus writes it (site CSS that styles `.avatar` applies). */
function Authors({ authors }: { authors: BlogAuthor[] }) {
  return (
    <div className="blogAuthors margin-top--md margin-bottom--sm">
      {authors.map((a) => (
        <div key={a.key ?? a.name ?? a.imageUrl} className="avatar">
          {a.imageUrl ? (
            <img className="avatar__photo" src={a.imageUrl} alt={a.name ?? ""} width={48} height={48} />
          ) : null}
          <div className="avatar__intro">
            {a.name ? <div className="avatar__name">{a.url ? <a href={a.url}>{a.name}</a> : a.name}</div> : null}
            {a.title ? <small className="avatar__subtitle">{a.title}</small> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/** One post on a list page: title link, meta, excerpt HTML, read-more link when truncated, tags. */
function PostListItem({ site, item, excerptHtml }: { site: SiteData; item: BlogListItem; excerptHtml: string }) {
  const s = useStrings();
  return (
    <article className="margin-bottom--xl blogPostItem">
      <header>
        <h2 className="blogPostTitle">
          <a href={href(site, item.href)}>{item.title}</a>
        </h2>
        <PostMeta meta={item.meta} />
        {item.meta.authors ? <Authors authors={item.meta.authors} /> : null}
      </header>
      {/* Rendered once at build time; the client reads each excerpt back from here on the first load. */}
      <div className="markdown" {...{ [EXCERPT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: excerptHtml }} />
      <footer className="row docusaurus-mt-lg">
        <div className="col">
          <TagsInline site={site} tags={item.meta.tags} />
        </div>
        {item.truncated ? (
          <div className="col text--right">
            <a href={href(site, item.href)} aria-label={fill(s.readMoreLabel, { title: item.title })}>
              <b>{s.readMore}</b>
            </a>
          </div>
        ) : null}
      </footer>
    </article>
  );
}

function Archive({ site, years }: { site: SiteData; years: NonNullable<BlogChrome["archive"]> }) {
  return years.map((year) => (
    <section key={year.year} className="margin-vert--lg">
      <h2>{year.year}</h2>
      <ul>
        {year.posts.map((post) => (
          <li key={post.href}>
            <time dateTime={post.date}>{post.dateText}</time>
            {" · "}
            <a href={href(site, post.href)}>{post.title}</a>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** The recent-posts sidebar of every blog page (the author pages' too: AuthorPagesApp.tsx). */
export function Sidebar({ site, page, blog }: { site: SiteData; page: PageModel; blog: BlogChrome }) {
  const s = useStrings();
  return (
    <aside className="col col--3 blogSidebar">
      <nav aria-label={s.blogSidebarAriaLabel} className="thin-scrollbar">
        <div className="blogSidebarTitle">{blog.sidebarTitle}</div>
        {blog.groups.map((g) => (
          <div key={g.year} role="group">
            <h3 className="blogSidebarYear">{g.year}</h3>
            <ul className="clean-list">
              {g.items.map((item) => (
                <li key={item.href} className="blogSidebarItem">
                  <a
                    href={href(site, item.href)}
                    className={item.href === page.route ? "blogSidebarItemLink--active" : undefined}
                    aria-current={item.href === page.route ? "page" : undefined}
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

/**
 * Every blog page (list, tag, tag list, archive, post): recent-posts sidebar grouped by year, the page's
 * content from its model, its paginator.
 */
export function BlogLayout({ site, page, contentHtml, excerptsHtml }: PageProps) {
  const blog = page.blog;
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        {blog && blog.groups.length > 0 ? <Sidebar site={site} page={page} blog={blog} /> : null}
        <main className="col col--7">
          {page.kind === "blog-post" ? (
            <article>
              <header>
                <h1 className="blogPostTitle">{page.title}</h1>
                {blog?.post ? <PostMeta meta={blog.post} /> : null}
                {blog?.post?.authors ? (
                  typeof DOCSGEN_BLOG_EXTRAS === "undefined" || DOCSGEN_BLOG_EXTRAS ? (
                    <PostAuthors authors={blog.post.authors} />
                  ) : (
                    <Authors authors={blog.post.authors} />
                  )
                ) : null}
              </header>
              <div className="markdown" id={CONTENT_ID} dangerouslySetInnerHTML={{ __html: contentHtml }} />
              {blog?.post ? <TagsInline site={site} tags={blog.post.tags} /> : null}
            </article>
          ) : (
            <>
              {typeof DOCSGEN_BLOG_EXTRAS === "undefined" || DOCSGEN_BLOG_EXTRAS ? (
                <ListHeader site={site} page={page} blog={blog} />
              ) : (
                <header className="margin-bottom--lg">
                  <h1>{page.title}</h1>
                  {blog?.allTags ? <a href={href(site, blog.allTags.href)}>{blog.allTags.label}</a> : null}
                </header>
              )}
              {blog?.posts?.map((item, i) => (
                <PostListItem key={item.href} site={site} item={item} excerptHtml={excerptsHtml?.[i] ?? ""} />
              ))}
              {blog?.tagGroups ? <TagGroups site={site} groups={blog.tagGroups} /> : null}
              {blog?.archive ? <Archive site={site} years={blog.archive} /> : null}
            </>
          )}
          {blog?.paginator ? <Paginator site={site} nav={blog.paginator} /> : null}
        </main>
      </div>
    </div>
  );
}

// What only some blogs show (issue 48): a tag's description from the blog's tags file, and authors' social
// links as icons. BlogLayout renders these instead of its plain header and authors where DOCSGEN_BLOG_EXTRAS
// allows. They live in this module: one of their own would import React's JSX runtime through a wrapper call
// that esbuild keeps even when the components go, growing every site's bundle.

/** A list page's header: the title, the tag's description on a tag page (as Docusaurus's), the all-tags link. */
export function ListHeader({ site, page, blog }: { site: SiteData; page: PageModel; blog?: BlogChrome }) {
  return (
    <header className="margin-bottom--lg">
      <h1>{page.title}</h1>
      {blog?.tagDescription ? <p>{blog.tagDescription}</p> : null}
      {blog?.allTags ? <a href={href(site, blog.allTags.href)}>{blog.allTags.label}</a> : null}
    </header>
  );
}

/** A post's authors, as Blog.tsx's, with their social links under each (Docusaurus's AuthorSocials). */
export function PostAuthors({ authors }: { authors: BlogAuthor[] }) {
  return (
    <div className="blogAuthors margin-top--md margin-bottom--sm">
      {authors.map((a) => (
        <div key={a.key ?? a.name ?? a.imageUrl} className="avatar">
          {a.imageUrl ? (
            <img className="avatar__photo" src={a.imageUrl} alt={a.name ?? ""} width={48} height={48} />
          ) : null}
          <div className="avatar__intro">
            {a.name ? <div className="avatar__name">{a.url ? <a href={a.url}>{a.name}</a> : a.name}</div> : null}
            {a.title ? <small className="avatar__subtitle">{a.title}</small> : null}
            {a.socials?.length ? <SocialLinks socials={a.socials} /> : null}
          </div>
        </div>
      ))}
    </div>
  );
}

/** An author's social links, one icon each, named by the platform for screen readers and on hover. */
export function SocialLinks({ socials }: { socials: AuthorSocial[] }) {
  return (
    <div className="authorSocials">
      {socials.map((s) => (
        <a
          key={s.href}
          className="authorSocialLink"
          href={s.href}
          title={s.label}
          aria-label={s.label}
          rel="noopener noreferrer"
          target="_blank"
        >
          <SocialIcon platform={s.platform} />
        </a>
      ))}
    </div>
  );
}

/**
 * A platform's icon: a rounded badge with its monogram, in the link's colour (docsgen's own drawing, not the
 * platforms' logos). Platforms without a monogram get a chain link.
 */
function SocialIcon({ platform }: { platform?: string }) {
  const mark = platform ? MONOGRAMS[platform] : undefined;
  return (
    <svg className="authorSocialIcon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="1" y="1" width="22" height="22" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      {mark ? (
        <text
          x="12"
          y="16.5"
          textAnchor="middle"
          fontSize={mark.length > 1 ? 10 : 13}
          fontWeight="700"
          fill="currentColor"
        >
          {mark}
        </text>
      ) : (
        <path
          d="M10 14l4-4M8.5 11.5l-1.8 1.8a2.5 2.5 0 0 0 3.5 3.5l1.8-1.8M15.5 12.5l1.8-1.8a2.5 2.5 0 0 0-3.5-3.5l-1.8 1.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The monogram of each platform Docusaurus knows (cli/blog/author-socials.ts). */
const MONOGRAMS: Record<string, string> = {
  github: "GH",
  x: "X",
  twitter: "Tw",
  linkedin: "in",
  stackoverflow: "SO",
  bluesky: "Bs",
  instagram: "Ig",
  threads: "@",
  mastodon: "M",
  youtube: "YT",
  twitch: "Tv",
  email: "@",
};
