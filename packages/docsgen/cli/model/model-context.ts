import type { SidebarNode } from "../../shared/sidebar.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { LastChange } from "../content/git-history.ts";
import type { DocSource } from "../content/types.ts";

/** What every page model is built from: the config, the resolved sidebars and the docs by id. */
export interface ModelContext {
  config: ResolvedConfig;
  sidebars: Record<string, SidebarNode[]>;
  docSidebar: Map<string, string>;
  docsById: Map<string, DocSource>;
  /** The docs' last changes from git, by absolute path, when the config shows last-update lines. */
  lastChanges?: Map<string, LastChange>;
}
