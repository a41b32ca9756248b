import type { BlogChrome, NavLink, PageModel } from "../shared/page-model.ts";
import { href, type SiteData } from "../shared/site-data.ts";
import { STRINGS } from "../shared/strings.ts";

/** Date · reading time line of a post. */
export function PostMeta({ meta }: { meta: NonNullable<BlogChrome["post"]> }) {
  return (
    <div className="blogPostMeta margin-vert--md">
      <time dateTime={meta.date}>{meta.dateText}</time>
      {meta.readingTime ? ` · ${meta.readingTime}` : ""}
    </div>
  );
}

export function PostTags({ site, tags }: { site: SiteData; tags: NavLink[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blogTags">
      <b>{STRINGS.tagsListLabel}</b>
      <ul className="padding--none blogTagList">
        {tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={href(site, t.href)}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One post in a list page: title link, meta, excerpt HTML, read-more link when truncated, tags. */
export function PostListItem(props: {
  site: SiteData;
  title: string;
  route: string;
  meta: NonNullable<BlogChrome["post"]>;
  excerptHtml: string;
  truncated: boolean;
}) {
  const { site, title, route, meta, excerptHtml, truncated } = props;
  return (
    <article className="margin-bottom--xl blogPostItem">
      <header>
        <h2 className="blogPostTitle">
          <a href={href(site, route)}>{title}</a>
        </h2>
        <PostMeta meta={meta} />
      </header>
      <div className="markdown" dangerouslySetInnerHTML={{ __html: excerptHtml }} />
      <footer className="row docusaurus-mt-lg">
        <div className="col">
          <PostTags site={site} tags={meta.tags} />
        </div>
        {truncated ? (
          <div className="col text--right">
            <a href={href(site, route)} aria-label={STRINGS.readMoreLabel(title)}>
              <b>{STRINGS.readMore}</b>
            </a>
          </div>
        ) : null}
      </footer>
    </article>
  );
}

function Paginator({ site, paginator }: { site: SiteData; paginator: NonNullable<BlogChrome["paginator"]> }) {
  if (!paginator.newer && !paginator.older) return null;
  const isPost = paginator.ariaLabel === STRINGS.blogPostPaginatorAriaLabel;
  return (
    <nav className="pagination-nav" aria-label={paginator.ariaLabel}>
      {paginator.newer ? (
        <a className="pagination-nav__link pagination-nav__link--prev" href={href(site, paginator.newer.href)}>
          {isPost ? <div className="pagination-nav__sublabel">{STRINGS.blogNewerPost}</div> : null}
          <div className="pagination-nav__label">{paginator.newer.label}</div>
        </a>
      ) : null}
      {paginator.older ? (
        <a className="pagination-nav__link pagination-nav__link--next" href={href(site, paginator.older.href)}>
          {isPost ? <div className="pagination-nav__sublabel">{STRINGS.blogOlderPost}</div> : null}
          <div className="pagination-nav__label">{paginator.older.label}</div>
        </a>
      ) : null}
    </nav>
  );
}

/** Blog pages: recent-posts sidebar grouped by year, the page content, its paginator. */
export function BlogLayout({ site, page, contentHtml }: { site: SiteData; page: PageModel; contentHtml: string }) {
  const blog = page.blog;
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        {blog && blog.groups.length > 0 ? (
          <aside className="col col--3 blogSidebar">
            <nav aria-label={STRINGS.blogSidebarAriaLabel} className="thin-scrollbar">
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
        ) : null}
        <main className="col col--7">
          {page.kind === "blog-post" ? (
            <article>
              <header>
                <h1 className="blogPostTitle">{page.title}</h1>
                {blog?.post ? <PostMeta meta={blog.post} /> : null}
              </header>
              <div className="markdown" id="__docsgen_content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
              {blog?.post ? <PostTags site={site} tags={blog.post.tags} /> : null}
            </article>
          ) : (
            <>
              <header className="margin-bottom--lg">
                <h1>{page.title}</h1>
                {blog?.allTags ? <a href={href(site, blog.allTags.href)}>{blog.allTags.label}</a> : null}
              </header>
              <div id="__docsgen_content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
            </>
          )}
          {blog?.paginator ? <Paginator site={site} paginator={blog.paginator} /> : null}
        </main>
      </div>
    </div>
  );
}
