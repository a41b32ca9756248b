import { Children, isValidElement, type ReactElement, type ReactNode, useId, useState } from "react";
import { TAB_ACTIVE_CLASS, TAB_CLASS, TABS_CLASS } from "../../shared/tabs.ts";

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, string>;
  children?: ReactNode;
}

/**
 * `@theme/Tabs` in a React page: the markup of markdown tabs (cli/markdown/mdx/tabs.ts), so the same styles
 * apply; switching is React state. `values` (Docusaurus's alternative to labels on the items) is honoured.
 */
export default function Tabs({
  children,
  defaultValue,
  values,
  className,
}: {
  children?: ReactNode;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  groupId?: string;
  className?: string;
}) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const labelOf = (item: TabItemProps) =>
    values?.find((v) => v.value === item.value)?.label ?? item.label ?? item.value;
  return (
    <div className={[TABS_CLASS, className].filter(Boolean).join(" ")}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: Docusaurus's tabs markup, which its CSS and the sites' CSS target */}
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map(({ props }) => (
          <li
            key={props.value}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: Docusaurus's tabs markup (see the list)
            role="tab"
            tabIndex={props.value === selected ? 0 : -1}
            aria-selected={props.value === selected}
            aria-controls={`${id}-${props.value}`}
            className={[TAB_CLASS, props.value === selected ? TAB_ACTIVE_CLASS : "", props.attributes?.className]
              .filter(Boolean)
              .join(" ")}
            onClick={() => setSelected(props.value)}
            onKeyDown={(e) => (e.key === "Enter" || e.key === " " ? setSelected(props.value) : undefined)}
          >
            {labelOf(props)}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {items.map(({ props }) => (
          <div
            key={props.value}
            role="tabpanel"
            id={`${id}-${props.value}`}
            hidden={props.value !== selected}
            className={props.className}
          >
            {props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
