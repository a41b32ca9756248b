// The site's own when it has them (its SearchBar, its custom navbar item types): they render with the page.
import ComponentTypes from "@theme/NavbarItem/ComponentTypes";
import SearchBar from "@theme/SearchBar";
import type { LiveNavbarParts } from "../SearchButton.tsx";

/**
 * The navbar's parts a React page renders itself (Layout.tsx, SearchButton.tsx). In the bundles of a site that
 * replaces neither, navbar-parts-none.ts stands in (cli/theme/shell.ts navbarPartsNone): its pages carry none
 * of this code.
 */
const live: LiveNavbarParts | undefined = { SearchBar, types: ComponentTypes as LiveNavbarParts["types"] };
export default live;
