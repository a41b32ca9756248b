import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Command } from "commander";
import { findDocusaurusConfig } from "../config/docusaurus.ts";
import { editUrlFunction } from "../config/edit-url.ts";
import { lineOf } from "../config/locate.ts";
import { siteConfigText } from "../config/migrate.ts";
import { CONFIG_FILE, readUserConfig } from "../config/read.ts";
import { BuildError, formatDiagnostic, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { consoleLogger } from "../diagnostics/log.ts";
import { type CommonOptions, logLevel, printFailure } from "./common.ts";

/**
 * `docsgen migrate [dir]`: writes a site.config.ts from the site's Docusaurus config, for teams leaving
 * Docusaurus's format. Exit codes: 0 written, 1 the config has errors, 2 nothing to migrate or a
 * site.config.ts already there (never overwritten).
 */
export function migrateCommand(setCode: (code: number) => void): Command {
  return new Command("migrate")
    .description(
      "Write a site.config.ts from the site's docusaurus.config file (what docsgen reads of it); never overwrites.",
    )
    .argument("[dir]", "the site folder", ".")
    .option("-q, --quiet", "print only errors")
    .action(async (dir: string, options: CommonOptions) => {
      const log = consoleLogger(logLevel(options));
      const siteDir = resolve(dir);
      if (existsSync(join(siteDir, CONFIG_FILE))) {
        log.error(`docsgen: ${dir} already has ${CONFIG_FILE}; nothing was written`);
        log.error("    docsgen reads it; move it away first to write it again from the Docusaurus config.");
        setCode(2);
        return;
      }
      const from = findDocusaurusConfig(siteDir);
      if (!from) {
        log.error(`docsgen: ${dir} has no docusaurus.config.{ts,mts,js,mjs,cjs}; nothing to migrate`);
        log.error("    Run docsgen migrate in the folder of a Docusaurus site, or docsgen init to start a site.");
        setCode(2);
        return;
      }
      try {
        const read = await readUserConfig(siteDir, from);
        const errors = read.located.filter((d) => d.severity === "error");
        if (errors.length > 0) throw new BuildError(errors);
        writeFileSync(join(siteDir, CONFIG_FILE), siteConfigText(read.user, siteDir, from));
        // What the new file does not carry: the same warnings `docsgen build` gives for the Docusaurus config.
        for (const d of sortDiagnostics(read.located)) log.error(formatDiagnostic(d));
        if (read.blogDisabled) {
          log.error(
            `${from}: warning [config-ignored] blog: false has no counterpart in ${CONFIG_FILE}\n    Remove the blog folder, or keep building from ${from}.`,
          );
        }
        // A site.config.ts has the Mermaid theme built in: `markdown.mermaid` alone says whether diagrams are drawn.
        const mermaidFlag = (read.user as { markdown?: { mermaid?: unknown } } | undefined)?.markdown?.mermaid === true;
        const mermaidDiffers = read.mermaidTheme !== undefined && read.mermaidTheme !== mermaidFlag;
        if (mermaidDiffers) {
          log.error(
            read.mermaidTheme
              ? `${from}: warning [config-ignored] @docusaurus/theme-mermaid without markdown.mermaid has no counterpart in ${CONFIG_FILE}: <Mermaid> diagrams are shown as code\n    Set markdown: { mermaid: true } in ${CONFIG_FILE} to draw every diagram.`
              : `${from}: warning [config-ignored] markdown.mermaid without @docusaurus/theme-mermaid draws nothing in Docusaurus; ${CONFIG_FILE} draws the diagrams\n    Remove markdown.mermaid from ${CONFIG_FILE} to show them as code instead.`,
          );
        }
        // Called by `docsgen build` (config/edit-url.ts), but a site.config.ts holds values only.
        const editUrl = editUrlFunction(read.file);
        if (editUrl) {
          log.error(
            `${from}${editUrl.line ? `:${editUrl.line}` : ""}: warning [config-ignored] docs.editUrl is a function, which ${CONFIG_FILE} cannot hold
    Write the URL prefix of your docs as docs.editUrl, or keep building from ${from}.`,
          );
        }
        // The site's own plugins run only from a Docusaurus config (plugins/docusaurus/): a site.config.ts has none.
        const source = read.sitePlugins ? readFileSync(read.file, "utf8") : "";
        for (const { at, written, kind } of read.sitePlugins ?? [])
          log.error(
            `${from}:${lineOf(source, at) ?? 1}: warning [config-ignored] ${at} (the site's ${kind ?? "plugin"} ${written}) has no counterpart in ${CONFIG_FILE}
    Keep building from ${from} to run it.`,
          );
        const left =
          read.located.length +
          (read.blogDisabled ? 1 : 0) +
          (editUrl ? 1 : 0) +
          (mermaidDiffers ? 1 : 0) +
          (read.sitePlugins?.length ?? 0);
        log.info(
          `docsgen: wrote ${CONFIG_FILE} from ${from}${left > 0 ? `; ${left} setting${left === 1 ? " is" : "s are"} not carried over (above)` : ""}`,
        );
      } catch (error) {
        printFailure(log, error, siteDir);
        setCode(1);
      }
    });
}
