import type { BlogChrome, PageModel } from "../../shared/page-model.ts";
import { href, type PageProps, type SiteData } from "../../shared/site-data.ts";
import { BlogLayout, Sidebar } from "../Blog.tsx";
import { useStrings } from "../strings-context.ts";
import { replaceElements } from "./replace.ts";

/** Blog.tsx's layout with the recent-posts sidebar below (BlogLayout has no hooks: it may be called). */
export function ThemedBlogLayout(props: PageProps) {
  return replaceElements(BlogLayout(props), (element) =>
    element.type === Sidebar ? <ThemedSidebar {...(element.props as SidebarProps)} /> : undefined,
  );
}

type SidebarProps = { site: SiteData; page: PageModel; blog: BlogChrome };

/**
 * The recent-posts sidebar; with `themeConfig.blog.sidebar.groupByYear: false` (the model's one group without
 * a year: cli/blog/model.ts) the posts in one list without year headings, as Docusaurus's BlogSidebar/Content
 * lists them. Grouped, Blog.tsx's.
 */
export function ThemedSidebar(props: SidebarProps) {
  const s = useStrings();
  const { site, page, blog } = props;
  if (blog.groups[0]?.year !== "") return <Sidebar {...props} />;
  return (
    <aside className="col col--3 blogSidebar">
      <nav aria-label={s.blogSidebarAriaLabel} className="thin-scrollbar">
        <div className="blogSidebarTitle">{blog.sidebarTitle}</div>
        <ul className="clean-list">
          {blog.groups[0].items.map((item) => (
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
      </nav>
    </aside>
  );
}
