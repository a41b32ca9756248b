import type { LiveNavbarParts } from "../SearchButton.tsx";

/** navbar-parts.ts for a site that replaces neither its SearchBar nor its navbar item types: nothing. */
const live: LiveNavbarParts | undefined = undefined;
export default live;
