/**
 * The configuration types, all derived from the schema (schema.ts): what users write in `site.config.ts`
 * (`UserConfig`, the default export) and what it becomes once defaults are filled in.
 */

import type { blogSchema } from "./schema/blog.ts";
import type { severity } from "./schema/common.ts";
import type { navbarItemSchema } from "./schema/navbar.ts";
import type { themeConfigSchema } from "./schema/theme-config.ts";
import type { configSchema } from "./schema.ts";
import type { Input, Output } from "./shape.ts";

/** The default export of `site.config.ts`; see the manual's configuration reference for each key. */
export type UserConfig = Input<typeof configSchema>;

/** `UserConfig` with every default filled in (folders still relative: `ResolvedConfig` makes them absolute). */
export type DefaultedConfig = Output<typeof configSchema>;

/** What a check does when it finds a problem. */
export type ReportingSeverity = Output<typeof severity>;

/** A navbar item: `{ type: "docSidebar", sidebarId, label }` or a link `{ label, href | to }`. */
export type NavbarItem = Output<typeof navbarItemSchema>;

/** `themeConfig` with its defaults filled in. */
export type ThemeConfig = Output<typeof themeConfigSchema>;

/** `blog` with its defaults filled in. */
export type BlogConfig = Output<typeof blogSchema>;
