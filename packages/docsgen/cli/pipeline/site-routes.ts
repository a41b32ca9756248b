import { relative } from "node:path";
import type { PageModel } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { pagesInstanceLabel } from "../content/pages-instances.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { docCardListFindings } from "../model/doc-cards.ts";
import { checkDocReferences } from "../model/doc-front-matter.ts";
import { docTagRenderables } from "../model/doc-tags.ts";
import { instanceModel } from "../model/docs-instances.ts";
import { type DocsPart, type DocsParts, siteModel } from "../model/docs-parts.ts";
import { categoryModel, docModel, standaloneModel } from "../model/page-model.ts";
import type { Renderable } from "../model/renderable.ts";
import { docTagFindings } from "../model/tags-file.ts";
import { otherLocaleFolder, reservedRoute } from "../paths/reserved.ts";
import { type ReactPage, reactPageModel } from "../react/pages.ts";
import type { InstanceParts } from "./docs-instances.ts";

export interface SiteRoutesInput {
  config: ResolvedConfig;
  /** The docs of each version, with their sidebars (model/docs-parts.ts). */
  model: DocsParts;
  /** The other docs instances' (pipeline/docs-instances.ts). */
  instances?: readonly InstanceParts[];
  pages: readonly PageSource[];
  reactPages: readonly ReactPage[];
  /** Each blog's pages (posts, lists, tags and authors: blog/model.ts), the default blog's first. */
  blog: readonly { id: string; renderables: readonly Renderable[] }[];
}

/**
 * Every page of the site by route: docs with their generated category and tag pages, standalone markdown
 * pages, React pages, the blog's pages. A route docsgen keeps for itself is a located error; a route two files
 * produce is a located warning, the later winning (as in Docusaurus, which warns of duplicate routes).
 * Findings go to `findings`.
 */
export function siteRoutes(input: SiteRoutesInput, findings: Diagnostic[]): Map<string, Renderable> {
  const { config, model } = input;
  const renderables = new Map<string, Renderable>();
  // The instance of each route a docs or blog instance produced, and the file: two docs instances on one
  // route fail, as does another blog instance with any instance (the default blog's clash with the default
  // docs stays the warning it was before there were other instances).
  const instanceRoutes = new Map<string, { id: string; file: string }>();
  // The default pages, named only on a site with other pages instances, clash with those alone.
  const defaults = ['blog instance "default"', 'pages instance "default"'];
  const lenient = (x: string, y: string) => defaults.includes(x) && (y.startsWith("docs ") || defaults.includes(y));
  const clash = (a: string, b: string) => a !== b && !lenient(a, b) && !lenient(b, a);
  const add = (r: Renderable, file: string, instance?: string) => {
    const reserved = reservedRoute(r.model.route, file);
    if (reserved) return findings.push(reserved);
    const replaced = inLocaleFolder(config, r.model.route, file);
    if (replaced) return findings.push(replaced);
    const existing = renderables.get(r.model.route);
    const other = instanceRoutes.get(r.model.route);
    if (instance !== undefined) instanceRoutes.set(r.model.route, { id: instance, file });
    if (other && instance !== undefined && clash(instance, other.id)) {
      findings.push({
        severity: "error",
        code: "route-instances",
        message: `route ${r.model.route} is produced by the ${instance} and by the ${other.id} (${other.file})`,
        file,
        hint: "Give the instances different routeBasePath values, or change the slug of one of the files.",
      });
    } else if (existing) {
      findings.push({
        severity: "warning",
        code: "route-duplicate",
        message: `route ${r.model.route} is produced twice (also by ${existing.source?.file ?? "a generated category page"})`,
        file,
        hint: "Change the slug or file name of one of them; the later one wins.",
      });
    }
    renderables.set(r.model.route, r);
  };
  // The default docs instance, then the others: a page's sidebar is named as the site names it.
  const instances = [
    {
      id: "default",
      parts: model,
      shown: (part: DocsPart, m: PageModel, doc?: DocSource) => siteModel(model, part, m, doc),
    },
    ...(input.instances ?? []).map(({ id, parts }) => ({
      id,
      parts,
      shown: (part: DocsPart, m: PageModel) => instanceModel(id, part, m),
    })),
  ];
  for (const { parts, shown, ...at } of instances) {
    const id = `docs instance "${at.id}"`;
    for (const part of parts.parts) {
      for (const doc of part.docs) {
        add({ model: shown(part, docModel(part.ctx, doc), doc), source: doc }, doc.file, id);
        findings.push(
          ...checkDocReferences(part.ctx, doc),
          ...docCardListFindings(part.ctx, doc),
          ...docTagFindings(part.ctx.config, doc),
        );
      }
      for (const index of part.generatedIndexes)
        add({ model: shown(part, categoryModel(part.ctx, index)) }, part.sidebarRel, id);
      const docsConfig = part.ctx.config;
      for (const r of docTagRenderables(docsConfig, part.docs))
        add({ ...r, model: shown(part, r.model) }, relative(config.siteDir, docsConfig.docs.dir) || "docs", id);
    }
  }
  for (const page of input.pages)
    add(
      { model: standaloneModel(model.main.ctx, page), source: page },
      page.file,
      pagesInstanceLabel(config, page.absPath),
    );
  for (const react of input.reactPages)
    add(
      { model: reactPageModel(config, react), react },
      react.file,
      react.props ? undefined : pagesInstanceLabel(config, react.absPath),
    );
  for (const blog of input.blog)
    for (const r of blog.renderables) add(r, r.source?.file ?? "blog/", `blog instance "${blog.id}"`);
  return renderables;
}

/**
 * A page of the default locale whose route lies in another locale's folder (`src/pages/en/index.tsx` at
 * `/en` on a site with an `en` locale): Docusaurus builds it, then the `en` build clears its folder, so the
 * page is gone from the site. docsgen does not write it (the locale's output goes there whole: write/output.ts)
 * and says so, where it was silently the locale's whole folder that went missing.
 */
function inLocaleFolder(config: ResolvedConfig, route: string, file: string): Diagnostic | undefined {
  const locale = otherLocaleFolder(config.nestedOutputs, route);
  if (locale === undefined) return undefined;
  return {
    severity: "warning",
    code: "unbuilt",
    message: `the page's route ${route} lies in the folder of the locale ${locale}, whose own build replaces that folder (as in Docusaurus): this page of the default locale is not built`,
    file,
    hint: `To translate a page into ${locale}, put it in i18n/${locale}/docusaurus-plugin-content-pages/; else move it out of /${locale}/.`,
  };
}
