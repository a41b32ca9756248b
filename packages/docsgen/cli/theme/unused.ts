import { NAVBAR_TYPES, PAGE_PARTS } from "../../shared/page-parts.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { siteThemeDir, themeComponents } from "./components.ts";
import { SHELL_PARTS } from "./shell.ts";

/**
 * The components of docsgen's page shell a site's `src/theme` replaces on every page (theme/shell.ts), besides
 * those its code imports (`@theme/…`, modules.ts) and the MDX components map (react/mdx-components.ts).
 */
export const SHELL_COMPONENTS: ReadonlySet<string> = new Set<string>([...SHELL_PARTS, NAVBAR_TYPES, ...PAGE_PARTS]);

/**
 * Components docsgen provides to the site's code but renders its own way in markdown: a swizzled one shows
 * where the site's code imports it, not in every page as in Docusaurus. Name → what stays docsgen's.
 */
const IMPORTED_ONLY: Record<string, string> = {
  CodeBlock: "code blocks written in markdown are docsgen's own",
  Heading: "headings written in markdown are docsgen's own",
  Admonition: "admonitions written in markdown (:::note) are docsgen's own",
  Details: "<details> written in markdown is docsgen's own",
  Tabs: "tabs in pages that use none of the site's code are docsgen's own",
  TabItem: "tabs in pages that use none of the site's code are docsgen's own",
  Layout: "docs, blog posts and markdown pages keep docsgen's layout",
  Mermaid: "diagrams written in markdown are docsgen's own",
};

/**
 * One located warning per component of the site's `src/theme` that docsgen does not use, and per component
 * used only where the site's code imports it. A part of one of the site's own components (`Footer/Links`
 * beside its `Footer`) is that component's to import; a part of one of docsgen's that docsgen does not have
 * (`Footer/LinkItem`, `Admonition/Icon/Tip` alone) is not used: docsgen's component is not made of it. `own`: the
 * components docsgen provides to site code (react/theme-modules.ts). Nothing for a site without `src/theme`.
 */
export function themeFindings(siteDir: string, own: ReadonlySet<string>): Diagnostic[] {
  const found: Diagnostic[] = [];
  const used = (name: string) => name === "MDXComponents" || own.has(name) || SHELL_COMPONENTS.has(name);
  const components = themeComponents(siteThemeDir(siteDir));
  // `Admonition/Icon/Tip` → `Admonition`, `Admonition/Icon`: the components it may be a part of.
  const ancestors = (name: string) =>
    name.split("/").flatMap((_, i, parts) => (i > 0 ? [parts.slice(0, i).join("/")] : []));
  for (const [name, file] of components) {
    const at = relativePath(siteDir, file);
    const warn = (message: string, hint: string) =>
      found.push({ severity: "warning", code: "unbuilt", message, file: at, hint });
    if (SHELL_COMPONENTS.has(name) || name === "MDXComponents") continue;
    if (IMPORTED_ONLY[name])
      warn(
        `@theme/${name} is the site's where its code imports it (React pages, MDX that imports it); ${IMPORTED_ONLY[name]}`,
        "Import it in the pages that should show it, or write the change as markdown or config settings.",
      );
    else if (used(name) || ancestors(name).some((a) => components.has(a))) continue;
    else if (ancestors(name).some(used)) {
      const whole = ancestors(name).find(used) as string;
      warn(
        `${name} is a part of Docusaurus's ${whole}; docsgen's ${whole} is not made of it, so it is not used`,
        `Swizzle ${whole} itself (ejected, or wrapping @theme-original/${whole}) to change it, or remove it.`,
      );
    } else
      warn(
        `docsgen's theme has no ${name}; it is not used`,
        "docsgen's manual (React pages) lists the components a site can replace; remove it, or import it from a page.",
      );
  }
  return found;
}
