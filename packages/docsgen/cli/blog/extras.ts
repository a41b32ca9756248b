import { existsSync } from "node:fs";
import type { ResolvedConfig } from "../config/resolved.ts";
import { tagsFilePath } from "../model/tags-file.ts";
import { authorsMapFile } from "./authors.ts";
import { blogsOf } from "./instances.ts";

/**
 * Whether the site's blog has what templates/Blog.tsx shows (a tag's description, authors' social icons):
 * one of its blogs has an authors map or a tags file that is read. Its client bundle then renders them (client-bundle.ts's
 * `blogExtras`), and its page models carry them; no other site's do, so server and browser render alike. Read
 * from the files' presence: the client is bundled while the blog is read.
 */
export function hasBlogExtras(config: ResolvedConfig): boolean {
  return blogsOf(config).some(({ config }) => {
    if (!config.blog.enabled) return false;
    const tagsFile = tagsFilePath(config, "blog");
    return existsSync(authorsMapFile(config)) || (tagsFile !== undefined && existsSync(tagsFile));
  });
}

/** Whether one of the site's blogs has an authors map: its author pages then have their layout's App. */
export function hasBlogAuthors(config: ResolvedConfig): boolean {
  return blogsOf(config).some(({ config }) => config.blog.enabled && existsSync(authorsMapFile(config)));
}
