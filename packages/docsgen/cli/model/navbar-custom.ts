import { NAVBAR_TYPES } from "../../shared/page-parts.ts";
import type { NavbarCustom } from "../../shared/site-data.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { drawsCustomItems } from "../theme/shell.ts";

/**
 * A `custom-<name>` item of the navbar (config/schema/navbar.ts keeps it as written): an item of the bar drawn
 * by the site's component when its `src/theme/NavbarItem/ComponentTypes` (or a theme package's) gives the
 * types, with the item's other keys as props, as Docusaurus's NavbarItem passes them. Otherwise, and inside a
 * dropdown, which docsgen draws itself, it is left out with a located warning. Undefined when left out.
 */
export function customNavbarItem(input: {
  config: ResolvedConfig;
  item: Readonly<Record<string, unknown>>;
  path: string;
  line: number | undefined;
  inDropdown: boolean;
  problems: Diagnostic[];
}): NavbarCustom | undefined {
  const { config, item, path } = input;
  const name = String(item.type);
  const leftOut = (why: string, hint: string) => {
    input.problems.push({
      severity: "warning",
      code: "config-ignored",
      message: `${path} is left out: ${why}`,
      file: config.configFile,
      line: input.line,
      hint,
    });
    return undefined;
  };
  if (input.inDropdown)
    return leftOut(
      `the custom item type "${name}" is drawn in the navbar itself, not in a dropdown's list`,
      "Move the item out of the dropdown, or make it a link or an html item.",
    );
  if (!drawsCustomItems(config.siteDir, config.themeDirs))
    return leftOut(
      `the custom item type "${name}" needs a component, which the site's src/theme/${NAVBAR_TYPES} gives (it has none)`,
      `Swizzle ${NAVBAR_TYPES} and add "${name}" to its map, as for Docusaurus, or remove the item.`,
    );
  const { type: _, ...rest } = item;
  const position = item.position === "right" ? "right" : "left";
  // Page data is JSON: a prop that is not (a function) is what the config cannot hand to the browser.
  const props = JSON.parse(JSON.stringify({ ...rest, position })) as Record<string, unknown>;
  return { type: "custom", name, position, props };
}
