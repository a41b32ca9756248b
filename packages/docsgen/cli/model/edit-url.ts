import type { EditUrlFunction } from "../config/edit-url.ts";
import { runSiteCode, SiteCodeTimeout } from "../config/module/limits.ts";
import type { DocSource } from "../content/types.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import { originalOf } from "../i18n/locales.ts";
import { relativePath } from "../paths/relative.ts";
import type { ModelContext } from "./model-context.ts";

/**
 * A doc's edit URL from the config's editUrl function, called with Docusaurus's arguments. What it returns
 * that is not a non-empty string means no edit link, as in Docusaurus; a throw stops the build at the config's
 * `editUrl`, naming the doc.
 */
export function calledEditUrl(ctx: ModelContext, doc: DocSource, editUrl: EditUrlFunction): string | undefined {
  const { config } = ctx;
  const version = config.docs.versions?.find((v) => v.dir === config.docs.dir)?.name ?? "current";
  const args = {
    version,
    versionDocsDirPath: relativePath(config.siteDir, config.docs.dir),
    docPath: relativePath(config.docs.dir, originalOf(config.locale.overlays, doc.absPath)),
    permalink: `${config.baseUrl.replace(/\/$/, "")}${doc.route}`,
    locale: config.locale.lang,
  };
  let url: unknown;
  try {
    // Under the time limit of site code (limits.ts): a loop in it would hang the build.
    url = runSiteCode(() => editUrl.call(args));
  } catch (error) {
    const what =
      error instanceof SiteCodeTimeout
        ? `did not return for ${doc.file} within ${error.timeoutMs / 1000} s`
        : `threw for ${doc.file}: ${error instanceof Error ? error.message : String(error)}`;
    throw new BuildError([
      {
        severity: "error",
        code: "edit-url",
        message: `docs.editUrl ${what}`,
        file: config.configFile,
        line: editUrl.line,
        hint: "Make the function return a URL (or undefined, for no edit link) for every doc; it gets { version, versionDocsDirPath, docPath, permalink, locale }.",
      },
    ]);
  }
  return typeof url === "string" && url ? url : undefined;
}
