import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { themeFolder } from "../../../cli/config/theme-packages.ts";

// Issue 50, point 2: a theme of `themes` gives its components through its plugin's getThemePath(), read as
// Docusaurus reads it; one that gives none says why, in the clause its "not run" warning ends with.

const site = mkdtempSync(join(tmpdir(), "docsgen-theme-packages-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const configFile = join(site, "docusaurus.config.js");

function write(rel: string, text: string) {
  const file = join(site, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

write("docusaurus.config.js", "module.exports = {};");
write("node_modules/docusaurus-theme-lamp/package.json", '{"name":"docusaurus-theme-lamp","main":"index.js"}');
write(
  "node_modules/docusaurus-theme-lamp/index.js",
  "module.exports = (context, options) => ({ name: 'lamp', getThemePath: () => options.dir ?? './theme', injectHtmlTags() { return {}; } });",
);
mkdirSync(join(site, "node_modules/docusaurus-theme-lamp/theme"), { recursive: true });
write("themes/plain/index.js", "module.exports = () => ({ name: 'plain' });");
write("themes/later/index.js", "module.exports = async () => ({ name: 'later', getThemePath: () => './theme' });");
write("themes/broken/index.js", "module.exports = () => { throw new Error('no lamp oil'); };");

const read = (entry: unknown, options?: unknown) =>
  themeFolder({ entry, options, configFile, siteConfig: {}, name: String(entry) });

describe("a theme package's components", () => {
  it("are the folder its getThemePath() names, from its module's folder; its short name is expanded", () => {
    const folder = read("lamp");
    expect(folder.dir).toBe(join(site, "node_modules/docusaurus-theme-lamp/theme"));
    expect(folder.note).toBe(
      'is read by docsgen for its components only: the theme "lamp"\'s injectHtmlTags is not run',
    );
  });

  it("take the entry's options, as Docusaurus passes them", () => {
    expect(read("lamp", { dir: "/nowhere" }).unread).toContain("its theme folder /nowhere does not exist");
  });

  it("are none, with the reason, for a theme without getThemePath, an asynchronous one, one that throws", () => {
    expect(read("./themes/plain").unread).toBe("; its components are not read either: it has no getThemePath()");
    expect(read("./themes/later").unread).toContain("asynchronous");
    expect(read("./themes/broken").unread).toContain("it threw (no lamp oil)");
  });

  it("are not looked for in Docusaurus's own themes and search themes, nor in a theme that is not installed", () => {
    expect(read("@docusaurus/theme-live-codeblock")).toEqual({ unread: "" });
    expect(read("@easyops-cn/docusaurus-search-local")).toEqual({ unread: "" });
    expect(read("docusaurus-theme-absent")).toEqual({ unread: "" });
  });
});
