/**
 * What a site imports from the `docsgen` package: the types of `site.config.ts` and `sidebars.ts`, and
 * `defineConfig`, which only gives an editor the types (it returns its argument). `npm pack` compiles this
 * to dist/config.js and its declarations to dist/types/ (scripts/dist.js).
 */
import type { UserConfig } from "./types.ts";

export type { UserSidebars as SidebarsConfig } from "../model/sidebar-types.ts";
export type { BlogConfig, NavbarItem, ReportingSeverity, ThemeConfig, UserConfig } from "./types.ts";

/** Types the default export of `site.config.ts`: `export default defineConfig({ title: "…", … })`. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
