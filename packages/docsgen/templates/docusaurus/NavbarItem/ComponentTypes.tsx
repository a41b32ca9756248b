import SearchBar from "@theme/SearchBar";
import Link from "../Link.tsx";

/**
 * `@theme/NavbarItem/ComponentTypes`: the navbar item types by name, which a site's own map spreads before
 * adding its `custom-*` types (cli/theme/shell.ts). docsgen draws the config's other items itself, so only the
 * site's `custom-*` entries are read; these are for a site component that renders one of the plain types.
 * Docusaurus's docs and dropdown types read its docs plugin's client data, which docsgen does not have.
 */
const ComponentTypes: Record<string, (props: ItemProps) => React.ReactNode> = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;

/** A link: in the bar, or as an entry of the drawer's menu (`mobile`). */
function DefaultNavbarItem({ label, to, href, className, mobile, onClick }: ItemProps) {
  const link = (
    <Link
      to={to}
      href={href}
      className={`${mobile ? "menu__link" : "navbar__item navbar__link"}${className ? ` ${className}` : ""}`}
      onClick={onClick}
    >
      {label}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

/** The config's HTML, as docsgen's own html item draws it. */
function HtmlNavbarItem({ value, className, mobile }: ItemProps) {
  const html = { __html: value ?? "" };
  return mobile ? (
    <li className={`menu__list-item${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={html} />
  ) : (
    <div className={`navbar__item${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={html} />
  );
}

/** The search bar; none in the drawer, as Docusaurus's. */
function SearchNavbarItem({ mobile }: ItemProps) {
  return mobile ? null : <SearchBar />;
}

/** What a navbar item of these types is given: its config keys, and in the drawer `mobile` and `onClick`. */
interface ItemProps {
  label?: string;
  to?: string;
  href?: string;
  value?: string;
  className?: string;
  mobile?: boolean;
  onClick?: () => void;
}
