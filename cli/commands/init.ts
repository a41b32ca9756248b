import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { Command } from "commander";
import { consoleLogger } from "../diagnostics/log.ts";
import { scaffold } from "../init/scaffold.ts";
import { type CommonOptions, logLevel } from "./common.ts";

export function initCommand(setCode: (code: number) => void): Command {
  return new Command("init")
    .description("Create a site that builds (config, sidebar, two docs, a home page) in a folder; never overwrites.")
    .argument("[dir]", "folder to create the site in (made if missing)", ".")
    .option("--title <title>", "the site's title", "My Docs")
    .option("-q, --quiet", "print only errors")
    .action((dir: string, options: CommonOptions & { title: string }) => {
      const log = consoleLogger(logLevel(options));
      const root = resolve(dir);
      const files = scaffold(options.title);
      const taken = Object.keys(files).filter((rel) => existsSync(join(root, rel)));
      if (taken.length > 0) {
        log.error(`docsgen: ${dir} already has ${taken.join(", ")}; nothing was written`);
        log.error("    Run docsgen init in an empty folder, or move those files away first.");
        setCode(2);
        return;
      }
      for (const [rel, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, rel)), { recursive: true });
        writeFileSync(join(root, rel), text);
      }
      const where = dir === "." ? "" : ` ${dir}`;
      log.info(`docsgen: created a site in ${basename(root)}/ (${Object.keys(files).length} files)`);
      log.info(`  Next: npx docsgen serve${where} --watch   (build it: npx docsgen build${where})`);
    });
}
