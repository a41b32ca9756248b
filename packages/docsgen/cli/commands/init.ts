import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { Command } from "commander";
import { consoleLogger, type Logger } from "../diagnostics/log.ts";
import { missingFromPackageJson, sitePackageJson } from "../init/package-json.ts";
import { starterFiles } from "../init/starter.ts";
import { type CommonOptions, logLevel } from "./common.ts";

export function initCommand(setCode: (code: number) => void): Command {
  return new Command("init")
    .description(
      "Create a starter site in a folder, as create-docusaurus does (npm scripts, docs, a component, a deploy workflow); never overwrites.",
    )
    .argument("[dir]", "folder to create the site in (made if missing)", ".")
    .option("--title <title>", "the site's title", "My Docs")
    .option("-q, --quiet", "print only errors")
    .action((dir: string, options: CommonOptions & { title: string }) => {
      const log = consoleLogger(logLevel(options));
      const root = resolve(dir);
      const files = starterFiles(options.title);
      const taken = Object.keys(files).filter((rel) => existsSync(join(root, rel)));
      if (taken.length > 0) {
        log.error(`docsgen: ${dir} already has ${taken.join(", ")}; nothing was written`);
        log.error("    Run docsgen init in an empty folder, or move those files away first.");
        setCode(2);
        return;
      }
      // A project that has its package.json (npm init, or docsgen installed in it) keeps it as it is.
      const packageJson = join(root, "package.json");
      const keptPackageJson = existsSync(packageJson);
      if (!keptPackageJson) files["package.json"] = sitePackageJson(basename(root));
      for (const [rel, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, rel)), { recursive: true });
        writeFileSync(join(root, rel), text);
      }
      log.info(`docsgen: created a site in ${basename(root)}/ (${Object.keys(files).length} files)`);
      if (keptPackageJson) reportKeptPackageJson(log, join(dir, "package.json"), readFileSync(packageJson, "utf8"));
      log.info("  Next:");
      if (dir !== ".") log.info(`    cd ${/^[\w./-]+$/.test(dir) ? dir : JSON.stringify(dir)}`);
      log.info("    npm install   (docsgen and React)");
      log.info("    npm start     (serves the site, rebuilding it on every save; npm run build writes build/)");
    });
}

/** Says what the kept package.json lacks for `npm install` and `npm start` to work. */
function reportKeptPackageJson(log: Logger, path: string, text: string): void {
  const missing = missingFromPackageJson(text);
  if (missing.scripts.length === 0 && missing.dependencies.length === 0) {
    log.info(`docsgen: ${path}: kept as it is; it has the scripts and dependencies a site needs`);
    return;
  }
  log.info(`docsgen: ${path}: kept as it is (init never overwrites a file); add to it what a site needs:`);
  if (missing.scripts.length > 0) log.info(`    "scripts": { ${missing.scripts.join(", ")} }`);
  if (missing.dependencies.length > 0) log.info(`    "dependencies": { ${missing.dependencies.join(", ")} }`);
}
