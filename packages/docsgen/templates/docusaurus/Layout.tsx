// The site's src/theme/Footer when it has one (cli/theme/aliases.ts): a React page shows the same footer as the others.
import Footer from "@theme/Footer";
import type { ReactNode } from "react";
import { SKIP_TARGET_ID } from "../../shared/element-ids.ts";
import { AnnouncementBar, SkipToContent } from "../App.tsx";
import { Navbar } from "../Navbar.tsx";
import { useSiteContext } from "./context.ts";

interface LayoutProps {
  children?: ReactNode;
  /** The page's title: `<title>` is `title | site title`, as a markdown page's. */
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
}

/**
 * `@theme/Layout`: docsgen's page shell (skip link, announcement bar, navbar with colour mode and search,
 * footer) around the page's content. Its title and description become the page's metadata.
 */
export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps) {
  const { site, page, head } = useSiteContext();
  if (head) {
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
  }
  return (
    <>
      <SkipToContent />
      <AnnouncementBar site={site} />
      <Navbar site={site} route={page.route} />
      <div id={SKIP_TARGET_ID} className={["main-wrapper", wrapperClassName].filter(Boolean).join(" ")}>
        {children}
      </div>
      {noFooter ? null : <Footer />}
    </>
  );
}
