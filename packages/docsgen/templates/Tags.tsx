import type { NavLink, TagGroup } from "../shared/page-model.ts";
import { href, type PageProps, type SiteData } from "../shared/site-data.ts";
import { useStrings } from "./strings-context.ts";

/** A post's or doc's tags in a row, after "标签：". */
export function TagsInline({ site, tags }: { site: SiteData; tags: NavLink[] }) {
  const s = useStrings();
  if (tags.length === 0) return null;
  return (
    <div className="blogTags">
      <b>{s.tagsListLabel}</b>
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

/** Every tag, grouped by first letter, with its count (the blog's and the docs' tag list pages). */
export function TagGroups({ site, groups }: { site: SiteData; groups: TagGroup[] }) {
  return groups.map((group) => (
    <article key={group.letter}>
      <h2>{group.letter}</h2>
      <ul className="padding--none blogTagList">
        {group.tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={href(site, tag.href)}>
              {tag.label}
              <span className="tagCount">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </article>
  ));
}

/** The docs' tag pages: the list of every tag, or one tag's docs with their descriptions. */
export function DocTagsPage({ site, page }: Pick<PageProps, "site" | "page">) {
  const chrome = page.docTags;
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        <main className="col col--8 col--offset-2">
          <header className="margin-bottom--lg">
            <h1>{page.title}</h1>
            {chrome?.description ? <p>{chrome.description}</p> : null}
            {chrome?.allTags ? <a href={href(site, chrome.allTags.href)}>{chrome.allTags.label}</a> : null}
          </header>
          {chrome?.groups ? <TagGroups site={site} groups={chrome.groups} /> : null}
          {chrome?.docs?.map((doc) => (
            <article key={doc.href} className="margin-vert--lg">
              <a href={href(site, doc.href)}>
                <h2>{doc.title}</h2>
              </a>
              {doc.description ? <p>{doc.description}</p> : null}
            </article>
          ))}
        </main>
      </div>
    </div>
  );
}
