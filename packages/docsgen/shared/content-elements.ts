// Names in the content HTML that the server render writes and the site's code reads: one definition for both.
// Apart from element-ids.ts, which docsgen's client entry imports: its bundle stays as it was.

/** The element name that carries a highlighted code block's HTML to the renderer (templates/RawCode.tsx, render/content.ts). */
export const RAW_CODE_TAG = "docsgen-code";
/** Marks the part of the content that the site's components render and their page's script hydrates (cli/react/). */
export const MDX_ROOT_ATTRIBUTE = "data-docsgen-mdx";

/** The place of a shell part the site replaces (cli/theme/shell.ts): its value is the part's name (`Footer`). */
export const THEME_SHELL_ATTRIBUTE = "data-docsgen-theme";
