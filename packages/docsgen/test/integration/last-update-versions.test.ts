import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";
import { gitAs } from "../helpers/git.ts";

// Docusaurus reads a doc's last update from the file it builds the doc from (docs.ts readDocFile): the
// version's folder (versioned_docs/version-X/…), or its translation (i18n/<locale>/docusaurus-plugin-content-docs/
// version-X/…) when there is one. Fixture: versioned-translated-site (current, 2.0 and 1.0; French translations of
// current and 2.0, none of 1.0), with showLastUpdateTime and showLastUpdateAuthor on, made a git repository here.

let site: string;
const footer = (route: string) =>
  /<span class="theme-last-updated">.*?<\/span>/.exec(
    readFileSync(join(site, "build", route, "index.html"), "utf8"),
  )?.[0];

/** The page's last-update line names `who` and the time `when` (the language orders them). */
function expectLine(route: string, who: string, when: string) {
  const line = footer(route);
  expect(line, route).toContain(`<b>${who}</b>`);
  expect(line, route).toContain(`dateTime="${when}"`);
}

/** One commit that touches `file`, by `author` at `when`. */
function commit(file: string, when: string, author: string) {
  appendFileSync(join(site, file), "\nOne more line.\n");
  gitAs(site, ["commit", "-qam", `edit ${file}`], { when, author });
}

beforeAll(async () => {
  site = copyFixture("versioned-translated-site");
  const config = join(site, "docusaurus.config.js");
  writeFileSync(
    config,
    readFileSync(config, "utf8").replace(
      'sidebarPath: "./sidebars.js",',
      'sidebarPath: "./sidebars.js",\n          showLastUpdateTime: true,\n          showLastUpdateAuthor: true,',
    ),
  );
  const first = { when: "2024-01-05T10:00:00Z", author: "Ada" };
  gitAs(site, ["init", "-q"], first);
  gitAs(site, ["add", "."], first);
  gitAs(site, ["commit", "-qm", "site"], first);
  commit("versioned_docs/version-1.0/intro.md", "2024-02-10T08:30:00Z", "Bo");
  commit("i18n/fr/docusaurus-plugin-content-docs/version-2.0/intro.md", "2024-03-15T12:00:00Z", "Chloé");
  commit("docs/intro.md", "2024-04-20T09:00:00Z", "Dan");
  const r = await buildInProcess(site, { cache: false });
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).not.toContain("[last-update]");
}, 120_000);

describe("last-update lines of versioned and translated docs", () => {
  it("each version's doc shows its own file's last commit", () => {
    expectLine("docs/next/intro", "Dan", "2024-04-20T09:00:00.000Z");
    expectLine("docs/intro", "Ada", "2024-01-05T10:00:00.000Z");
    expectLine("docs/1.0/intro", "Bo", "2024-02-10T08:30:00.000Z");
    expectLine("docs/1.0/setup", "Ada", "2024-01-05T10:00:00.000Z");
  });

  it("a translated doc shows its translation's last commit; an untranslated one, the version's file", () => {
    expectLine("fr/docs/intro", "Chloé", "2024-03-15T12:00:00.000Z");
    expectLine("fr/docs/next/intro", "Ada", "2024-01-05T10:00:00.000Z");
    // 1.0 has no French translation: its docs are the version's files, with their history.
    expectLine("fr/docs/1.0/intro", "Bo", "2024-02-10T08:30:00.000Z");
    expectLine("fr/docs/guides/sync", "Ada", "2024-01-05T10:00:00.000Z");
  });
});
