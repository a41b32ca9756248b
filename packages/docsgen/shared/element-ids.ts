// Element ids that the server render writes and the client looks up: one definition for both sides.

/** The element React hydrates. */
export const APP_ROOT_ID = "__docsgen";
/** The `<script type="application/json">` holding the first page's site data and model. */
export const PAGE_DATA_SCRIPT_ID = "__docsgen_data";
/** The rendered markdown of a page; the client reuses it on hydration instead of shipping it twice. */
export const CONTENT_ID = "__docsgen_content";
/** Target of the skip link (Docusaurus's id, which themes and tests rely on). */
export const SKIP_TARGET_ID = "__docusaurus_skipToContent_fallback";
/** Marks each post excerpt on a blog list page; the client reads them back, in document order, like the content. */
export const EXCERPT_ATTRIBUTE = "data-docsgen-excerpt";
