/**
 * The blogs site plugins built by wrapping the blog plugin (blog-plugin.ts), put into the config the build
 * reads: one of the default id is the site's `blog` (the classic preset's is then `false`, as Docusaurus
 * requires one plugin a id), another one of `blogInstances`; each with its translations folder read in a
 * translated locale, as a blog of the config is (i18n/locales.ts).
 */
import type { ResolvedConfig } from "../../config/resolved.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { blogOverlay, type PluginBlog } from "./blog-plugin.ts";
import { pluginDiagnostic } from "./call.ts";

/** The fields of the config that change: `blog`, `blogInstances` and the locale's overlays. */
export function withPluginBlogs(config: ResolvedConfig, blogs: readonly PluginBlog[]): Partial<ResolvedConfig> {
  if (blogs.length === 0) return {};
  const errors: Diagnostic[] = [];
  const taken = new Set([
    ...(config.blog.enabled ? ["default"] : []),
    ...(config.blogInstances ?? []).map((i) => i.id),
  ]);
  let blog = config.blog;
  const instances = [...(config.blogInstances ?? [])];
  for (const made of blogs) {
    if (taken.has(made.id)) {
      errors.push(
        pluginDiagnostic(config, made.place, {
          severity: "error",
          code: "config-invalid",
          message: `builds a blog of the id ${JSON.stringify(made.id)}, which another blog of the site has`,
          hint:
            made.id === "default"
              ? "Set the classic preset's `blog: false`, as Docusaurus requires when a plugin builds the default blog, or give the plugin an `id`."
              : "Give each blog its own id.",
        }),
      );
      continue;
    }
    taken.add(made.id);
    if (made.id === "default") blog = made.blog;
    else instances.push({ id: made.id, blog: made.blog });
  }
  if (errors.length > 0) throw new BuildError(errors);
  const overlays = [...config.locale.overlays];
  for (const made of blogs) {
    const overlay = blogOverlay({ ...config, locale: { ...config.locale, overlays } }, made.id, made.blog.dir);
    if (overlay) overlays.push(overlay);
  }
  return {
    blog,
    ...(instances.length > 0 ? { blogInstances: instances } : {}),
    ...(overlays.length > config.locale.overlays.length ? { locale: { ...config.locale, overlays } } : {}),
  };
}
