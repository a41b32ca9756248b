/** The navbar items of the config schema (../schema.ts): Docusaurus's item types, as docsgen validates them. */
import {
  arrayOf,
  boolean,
  ignored,
  object,
  oneOf,
  openObject,
  optional,
  recordOf,
  required,
  string,
  union,
  variants,
  withDefault,
} from "../shape.ts";
import { LINK_ATTRIBUTE } from "./common.ts";

const position = withDefault(oneOf("left", "right"), "left");

/** Keys every navbar item may carry: `className` is added to its element, `aria-label` labels it. */
const itemKeys = { position, className: optional(string()), "aria-label": optional(string()) };

/** A link's own keys (navbar, dropdown and footer links). */
export const linkKeys = {
  label: optional(string()),
  /** Inner HTML instead of `label` (Docusaurus's `html` key of link items). */
  html: optional(string()),
  href: optional(string()),
  to: optional(string()),
  prependBaseUrlToHref: optional(boolean()),
  target: optional(string()),
  rel: optional(string()),
  className: optional(string()),
  "aria-label": optional(string()),
};

/**
 * An item of a type the site adds (`custom-<name>`): valid Docusaurus, kept as written for the build, which
 * draws it with the site's component, or leaves it out with a located warning (model/navbar-custom.ts).
 */
export function isCustomNavbarItem(item: Readonly<Record<string, unknown>>): boolean {
  return typeof item.type === "string" && item.type.startsWith("custom-");
}

const docSidebarItem = openObject(
  {
    type: required(oneOf("docSidebar")),
    sidebarId: required(string()),
    label: optional(string()),
    docsPluginId: optional(string()),
    ...itemKeys,
  },
  LINK_ATTRIBUTE,
);
const docItem = openObject(
  {
    type: required(oneOf("doc")),
    docId: required(string()),
    label: optional(string()),
    docsPluginId: optional(string()),
    activeSidebarClassName: ignored("the active item gets docsgen's own class"),
    ...itemKeys,
  },
  LINK_ATTRIBUTE,
);
const linkItem = openObject(
  {
    type: optional(oneOf("link", "default")),
    ...linkKeys,
    html: ignored("a navbar link shows its `label`; an `html` item shows markup"),
    activeBasePath: optional(string()),
    activeBaseRegex: optional(string()),
    position,
  },
  LINK_ATTRIBUTE,
);
const htmlItem = openObject({ type: required(oneOf("html")), value: required(string()), ...itemKeys }, LINK_ATTRIBUTE);
/** The version read (else the reader's choice, else the last version): its label, linking its main doc. */
const docsVersionItem = openObject(
  {
    type: required(oneOf("docsVersion")),
    label: optional(string()),
    to: optional(string()),
    docsPluginId: optional(string()),
    ...itemKeys,
  },
  LINK_ATTRIBUTE,
);

/** What a dropdown lists: links, docs, sidebars, the version item and HTML. */
export const dropdownEntrySchema = variants(
  { key: "type", fallback: "link", keep: isCustomNavbarItem },
  {
    docSidebar: docSidebarItem,
    doc: docItem,
    link: linkItem,
    default: linkItem,
    html: htmlItem,
    docsVersion: docsVersionItem,
  },
);

export const navbarItemSchema = variants(
  {
    key: "type",
    fallback: "link",
    keep: isCustomNavbarItem,
    // Docusaurus: an item with `items` and no `type` is a dropdown.
    infer: (item) => (Array.isArray(item.items) ? "dropdown" : undefined),
  },
  {
    /** Links to the first page of a sidebar of `sidebars.ts`. */
    docSidebar: docSidebarItem,
    /** Links to one doc; active on every page of that doc's sidebar. */
    doc: docItem,
    /** `href`: an external URL (opens in a new tab); `to`: a site path such as `/docs/x`, without the base URL. */
    link: linkItem,
    default: linkItem,
    dropdown: openObject(
      {
        type: required(oneOf("dropdown")),
        label: optional(string()),
        items: required(arrayOf(dropdownEntrySchema)),
        to: ignored("a dropdown's label opens its menu; put the link in its `items`"),
        href: ignored("a dropdown's label opens its menu; put the link in its `items`"),
        ...itemKeys,
      },
      LINK_ATTRIBUTE,
    ),
    html: htmlItem,
    search: openObject({ type: required(oneOf("search")), ...itemKeys }, LINK_ATTRIBUTE),
    /** The version dropdown: each version's copy of the page read, else its main doc; the version read shown. */
    docsVersionDropdown: openObject(
      {
        type: required(oneOf("docsVersionDropdown")),
        dropdownItemsBefore: withDefault(arrayOf(dropdownEntrySchema), []),
        dropdownItemsAfter: withDefault(arrayOf(dropdownEntrySchema), []),
        dropdownActiveClassDisabled: optional(boolean()),
        docsPluginId: optional(string()),
        versions: optional(union(arrayOf(string()), recordOf(object({ label: optional(string()) })))),
        ...itemKeys,
      },
      LINK_ATTRIBUTE,
    ),
    docsVersion: docsVersionItem,
    /** The locale dropdown: the page read in each locale, the locale read shown. */
    localeDropdown: openObject(
      {
        type: required(oneOf("localeDropdown")),
        dropdownItemsBefore: withDefault(arrayOf(dropdownEntrySchema), []),
        dropdownItemsAfter: withDefault(arrayOf(dropdownEntrySchema), []),
        queryString: optional(string()),
        ...itemKeys,
      },
      LINK_ATTRIBUTE,
    ),
  },
);
