import { type FocusEvent, type KeyboardEvent, type ReactNode, useState } from "react";
import type { NavbarDropdown as Dropdown } from "../shared/site-data.ts";

interface DropdownProps {
  item: Dropdown;
  /** Whether the current page is one of the dropdown's links (the label is then marked active). */
  active: boolean;
  /** The drawer's copy: a collapsible menu entry, open at first when it holds the current page. */
  mobile: boolean;
  /** One `<li>` per entry of the dropdown. */
  children: ReactNode;
}

/**
 * A navbar dropdown (Docusaurus's `type: "dropdown"`) as a disclosure: its label is a button that opens and
 * closes the menu (click, Enter, Space; Escape closes it and gives focus back to the button; focus leaving
 * it closes it). On desktop the menu also shows while the pointer is over it, by CSS, before hydration too.
 * The same markup serves the bar and the drawer; the stylesheet gives each its look.
 */
export function NavbarDropdown({ item, active, mobile, children }: DropdownProps) {
  const [open, setOpen] = useState(mobile && active);
  const Tag = mobile ? "li" : "div";
  const link = mobile ? "menu__link" : "navbar__link";
  return (
    <Tag
      className={`dropdown ${mobile ? "menu__list-item" : `navbar__item dropdown--hoverable${item.position === "right" ? " dropdown--right" : ""}`}${open ? " dropdown--show" : ""}${item.className ? ` ${item.className}` : ""}`}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        if (e.key !== "Escape" || !open) return;
        setOpen(false);
        e.currentTarget.querySelector("button")?.focus();
      }}
      onBlur={(e: FocusEvent<HTMLElement>) => {
        if (!mobile && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={`clean-btn ${link}${active ? ` ${link}--active` : ""}`}
        aria-expanded={open}
        aria-label={item.ariaLabel}
        onClick={() => setOpen(!open)}
      >
        {item.label}
      </button>
      <ul className={mobile ? "menu__list" : "dropdown__menu"}>{children}</ul>
    </Tag>
  );
}
