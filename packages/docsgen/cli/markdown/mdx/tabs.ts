import type { BlockContent, PhrasingContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import {
  GROUP_ATTRIBUTE,
  QUERY_ATTRIBUTE,
  queryKey,
  TAB_ACTIVE_CLASS,
  TAB_CLASS,
  TABS_CLASS,
  VALUE_ATTRIBUTE,
} from "../../../shared/tabs.ts";
import type { StaticValue } from "./values.ts";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = ReadonlyMap<string, StaticValue>;

/** One `<TabItem>`: its props (already evaluated) and its element, whose children become the panel. */
export interface TabItemInput {
  props: Props;
  element: JsxElement;
}

/** Something wrong in a tab group, for the caller to report at the element. */
export type TabsProblem = (message: string, element: JsxElement) => void;

/**
 * Turns `<Tabs>` into its server-rendered markup, in place: a `role="tablist"` list of tabs and one
 * `role="tabpanel"` per item, the default one shown and the others `hidden` (so the page reads right
 * without JavaScript, and the client only changes attributes: nothing to hydrate). The default is, as in
 * Docusaurus, `defaultValue` on Tabs, else the item marked `default`, else the first; labels come from
 * Tabs' `values`, else the item's `label`, else its value. `on.index` makes the ids unique on the page.
 */
export function renderTabs(
  tabs: JsxElement,
  props: Props,
  items: TabItemInput[],
  on: { index: number; problem: TabsProblem },
) {
  const { index, problem } = on;
  const values = Array.isArray(props.get("values")) ? (props.get("values") as StaticValue[]) : [];
  const labelOf = (value: string, item: Props) => {
    const fromTabs = values.find((v) => typeof v === "object" && v !== null && !Array.isArray(v) && v.value === value);
    const label = (fromTabs as { label?: StaticValue } | undefined)?.label ?? item.get("label");
    return typeof label === "string" ? label : value;
  };
  const entries = items.map((item, i) => {
    const raw = item.props.get("value");
    if (typeof raw !== "string" && typeof raw !== "number") problem("a <TabItem> has no `value`", item.element);
    const value = typeof raw === "string" || typeof raw === "number" ? String(raw) : `tab-${i + 1}`;
    return { item, value, label: labelOf(value, item.props) };
  });
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.value)) problem(`two <TabItem>s have the value "${e.value}"`, e.item.element);
    seen.add(e.value);
  }
  const wanted = props.get("defaultValue");
  const marked = entries.find((e) => e.item.props.get("default") === true);
  let selected = typeof wanted === "string" ? entries.find((e) => e.value === wanted) : (marked ?? entries[0]);
  if (entries.length === 0) problem("<Tabs> has no <TabItem>", tabs);
  else if (!selected) {
    problem(`\`defaultValue="${wanted}"\` is none of the tabs' values (${[...seen].join(", ")})`, tabs);
    selected = entries[0];
  }
  const groupId = props.get("groupId");
  const query = props.get("queryString");
  const key =
    typeof query === "string" || query === true
      ? queryKey(query, typeof groupId === "string" ? groupId : undefined)
      : undefined;
  if (query === true && typeof groupId !== "string") problem("`queryString` without a key needs a `groupId`", tabs);
  const className = props.get("className");
  // Ids from the values (readable, stable across edits of other groups); a repeated value gets its position.
  const taken = new Set<string>();
  const suffixes = entries.map((e, i) => {
    const suffix = taken.has(slug(e.value)) ? `${slug(e.value)}-${i + 1}` : slug(e.value);
    taken.add(suffix);
    return suffix;
  });
  const id = (e: (typeof entries)[number], part: string) => `tabs-${index}-${part}-${suffixes[entries.indexOf(e)]}`;

  const tabList = element("ul", { role: "tablist", ariaOrientation: "horizontal", className: ["tabs"] }, [
    ...entries.map((e) => {
      const active = e === selected;
      const attributes = e.item.props.get("attributes");
      const extra =
        typeof attributes === "object" && attributes !== null && !Array.isArray(attributes) ? attributes : {};
      const extraClass = typeof extra.className === "string" ? [extra.className] : [];
      return element(
        "li",
        {
          ...withoutClass(extra),
          role: "tab",
          id: id(e, "tab"),
          tabIndex: active ? 0 : -1,
          ariaSelected: active ? "true" : "false",
          ariaControls: id(e, "panel"),
          className: [TAB_CLASS, ...(active ? [TAB_ACTIVE_CLASS] : []), ...extraClass],
          [VALUE_ATTRIBUTE]: e.value,
        },
        [{ type: "text", value: e.label }],
      );
    }),
  ]);
  const panels = element(
    "div",
    { className: ["margin-top--md"] },
    entries.map((e) =>
      element(
        "div",
        {
          role: "tabpanel",
          id: id(e, "panel"),
          ariaLabelledBy: id(e, "tab"),
          hidden: e !== selected,
          ...(typeof e.item.props.get("className") === "string" ? { className: [e.item.props.get("className")] } : {}),
        },
        e.item.element.children as BlockContent[],
      ),
    ),
  );
  tabs.data = {
    ...tabs.data,
    hName: "div",
    hProperties: {
      className: [TABS_CLASS, ...(typeof className === "string" ? [className] : [])],
      ...(typeof groupId === "string" ? { [GROUP_ATTRIBUTE]: groupId } : {}),
      ...(key ? { [QUERY_ATTRIBUTE]: key } : {}),
    },
  };
  tabs.children = [tabList, panels] as typeof tabs.children;
}

/** A node that remark-rehype turns into `<tag …props>` (its unknown-node handler honours hName). */
function element(tag: string, properties: Record<string, unknown>, children: (BlockContent | PhrasingContent)[]) {
  return {
    type: "mdxJsxFlowElement",
    name: tag,
    attributes: [],
    children,
    data: { hName: tag, hProperties: properties },
  } as unknown as MdxJsxFlowElement;
}

/** A TabItem's `attributes` for its tab, but its class (merged with the tab's) and objects HTML cannot hold. */
function withoutClass(props: { [key: string]: StaticValue }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props))
    if (name !== "className" && !/^on/i.test(name) && (typeof value !== "object" || value === null)) out[name] = value;
  return out;
}

/** Ids from values: letters and digits kept (any script), the rest a dash. */
function slug(value: string): string {
  return value.replace(/[^\p{L}\p{N}_-]+/gu, "-");
}
