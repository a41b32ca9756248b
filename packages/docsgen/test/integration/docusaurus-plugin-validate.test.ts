import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildFailure, buildQuietly } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 50: a site plugin's static validateOptions and validateThemeConfig, called before its plugin function
// as Docusaurus calls them (fixture: docusaurus-site-plugins, whose fruit plugin validates its options and its
// slice of the theme config with schemas of the site's Joi-shaped library, plugins/schema.js).

/** A copy of the fixture with `edit` applied to its config's text. */
function siteWithConfig(edit: (text: string) => string): string {
  const site = copyFixture("docusaurus-site-plugins");
  const file = join(site, "docusaurus.config.ts");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return site;
}

/** A copy of the fixture whose fruit plugin's validateOptions (or `name`) is `statics` (source) in place of its own. */
function siteWithStatics(statics: string, name = "validateOptions"): string {
  const site = copyFixture("docusaurus-site-plugins");
  const file = join(site, "plugins/fruit-plugin.js");
  const text = readFileSync(file, "utf8");
  const own = new RegExp(`^module\\.exports\\.${name} = .*$`, "m");
  if (!own.test(text)) throw new Error(`the fixture's plugin has no ${name} to replace`);
  writeFileSync(file, text.replace(own, statics));
  return site;
}

const FRUITS = '{ fruits: ["apple", "pear", "quince"] }';

const lineOf = (site: string, needle: string) =>
  readFileSync(join(site, "docusaurus.config.ts"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

describe("a site plugin's validateOptions", () => {
  const timeout = process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
  afterEach(() => {
    if (timeout === undefined) delete process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
    else process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS = timeout;
  });

  it("gives the plugin what it returns: the schema's defaults and the id every plugin has", async () => {
    const site = copyFixture("docusaurus-site-plugins");
    const built = await buildQuietly(site);
    const html = readFileSync(join(site, "build/index.html"), "utf8");
    expect(html).toContain('<meta name="orchard-plugin" content="ripe">');
    expect(html).toContain('<meta name="orchard-instance" content="default">');
    expect(built.diagnostics.filter((d) => d.code === "site-plugin" || d.code === "config-invalid")).toEqual([]);
  }, 60_000);

  it("refusing an option is a located error naming the plugin and the option, as Docusaurus stops", async () => {
    const cases: [string, string][] = [
      ['{ fruits: ["apple", 3] }', 'has an invalid option fruits[1]: "fruits[1]" must be a string'],
      ['{ fruits: ["apple"], colour: "red" }', 'has an invalid option colour: "colour" is not allowed'],
      ['{ fruits: ["apple"], id: "two words" }', 'has an invalid option id: "id" fails to match the pattern'],
      ["{}", 'has an invalid option fruits: "fruits" is required'],
    ];
    for (const [options, message] of cases) {
      const site = siteWithConfig((t) => t.replace(FRUITS, options));
      const errors = await buildFailure(site);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: "config-invalid", file: "docusaurus.config.ts" });
      expect(errors[0].message).toContain(`the plugin ./plugins/fruit-plugin (plugins[0]) ${message}`);
      expect(errors[0].line).toBe(lineOf(site, "./plugins/fruit-plugin"));
      expect(existsSync(join(site, "build"))).toBe(false);
    }
  }, 60_000);

  it("is given the options as written when it does not validate them, and its result is the plugin's options", async () => {
    const site = siteWithStatics(
      'module.exports.validateOptions = ({ options }) => ({ ...options, ripeness: "overripe", id: "orchard" });',
    );
    await buildQuietly(site);
    const html = readFileSync(join(site, "build/index.html"), "utf8");
    expect(html).toContain('<meta name="orchard-plugin" content="overripe">');
    expect(html).toContain('<meta name="orchard-instance" content="orchard">');
    // The instance is the id validateOptions gave: its global data is under it.
    expect(html).toContain('"globalData":{"fruit-plugin":{"orchard":{"count":3,"first":"apple"}}}');
  }, 60_000);

  it("with a schema docsgen cannot read, lets the options through with a warning, the id added", async () => {
    // A schema of another library (yup's validate is asynchronous): Docusaurus's validate wants Joi's.
    const site = siteWithStatics(
      "module.exports.validateOptions = ({ validate, options }) => validate({ validate: async (v) => v }, options);",
    );
    const built = await buildQuietly(site);
    expect(built.diagnostics.filter((d) => d.code === "site-plugin").map((d) => [d.severity, d.message])).toEqual([
      [
        "warning",
        "the plugin ./plugins/fruit-plugin (plugins[0]) gives validate() a schema docsgen cannot read (not a Joi schema): its options are used unchecked",
      ],
    ]);
    expect(readFileSync(join(site, "build/index.html"), "utf8")).toContain(
      '<meta name="orchard-instance" content="default">',
    );
  }, 60_000);

  it("returning no options is a located error; so is one that throws", async () => {
    const none = await buildFailure(siteWithStatics("module.exports.validateOptions = () => {};"));
    expect(none.map((d) => d.message)).toEqual([
      "the plugin ./plugins/fruit-plugin (plugins[0]) returned no options object from its validateOptions",
    ]);
    const threw = await buildFailure(
      siteWithStatics('module.exports.validateOptions = () => { throw new Error("no schema"); };'),
    );
    expect(threw[0].message).toMatch(
      /^the plugin \.\/plugins\/fruit-plugin \(plugins\[0\]\) threw in its validateOptions \(plugins\/fruit-plugin\.js:\d+:\d+\): no schema$/,
    );
  }, 60_000);

  it("is contained: one that never finishes or calls process.exit() is a located error, and nothing else runs", async () => {
    process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS = "500";
    for (const [statics, message] of [
      [
        "module.exports.validateOptions = () => { while (true) {} };",
        "did not finish its validateOptions within 0.5 s",
      ],
      [
        "module.exports.validateOptions = async () => { await new Promise(() => {}); };",
        "did not finish its validateOptions within 0.5 s",
      ],
      ["module.exports.validateOptions = () => process.exit(0);", "threw in its validateOptions"],
    ]) {
      const site = siteWithStatics(statics);
      const errors = await buildFailure(site);
      expect(errors.map((d) => d.code)).toEqual(["site-plugin"]);
      expect(errors[0].message).toContain(`the plugin ./plugins/fruit-plugin (plugins[0]) ${message}`);
      expect(existsSync(join(site, "build"))).toBe(false);
    }
  }, 60_000);

  it("calling process.exit(0) after an await ends the CLI with exit 1 and where, not a silent success", () => {
    const site = siteWithStatics("module.exports.validateOptions = async () => { await null; process.exit(0); };");
    const r = docsgen(["build", site], undefined, { timeoutMs: 60_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/plugins\/fruit-plugin\.js:\d+:\d+: error \[config-load\] called process\.exit\(0\)/);
    expect(existsSync(join(site, "build"))).toBe(false);
  }, 90_000);

  it("of an ES module is its named export, read beside the default one", async () => {
    const site = copyFixture("docusaurus-site-plugins");
    const file = join(site, "plugins/webpack-config-plugin.ts");
    const text = readFileSync(file, "utf8")
      .replace("(context: LoadContext)", "(context: LoadContext, options: { season: string })")
      .replace('JSON.stringify("autumn")', "JSON.stringify(options.season)");
    writeFileSync(
      file,
      `${text}\nexport function validateOptions({ options }: { options: object }) {\n  return { ...options, season: "winter" };\n}\n`,
    );
    await buildQuietly(site);
    expect(readFileSync(join(site, "build/index.html"), "utf8").replace(/<!-- -->/g, "")).toContain("season winter");
  }, 60_000);
});

describe("a site plugin's validateThemeConfig", () => {
  it("fills the theme config the plugin and the site's components read, before the plugin function runs", async () => {
    const site = copyFixture("docusaurus-site-plugins");
    await buildQuietly(site);
    const html = readFileSync(join(site, "build/index.html"), "utf8");
    expect(html).toContain('<meta name="orchard-basket" content="wicker">');
    expect(html.replace(/<!-- -->/g, "")).toContain('<p class="basket">basket: wicker</p>');
  }, 60_000);

  it("keeps what the config wrote, and refusing a value is a located error at it", async () => {
    const given = siteWithConfig((t) =>
      t.replace('presets: [["classic"', 'themeConfig: { orchard: { basket: "crate" } },\n  presets: [["classic"'),
    );
    await buildQuietly(given);
    expect(readFileSync(join(given, "build/index.html"), "utf8")).toContain(
      '<meta name="orchard-basket" content="crate">',
    );

    const refused = siteWithConfig((t) =>
      t.replace(
        'presets: [["classic"',
        'themeConfig: {\n    orchard: {\n      basket: 3,\n    },\n  },\n  presets: [["classic"',
      ),
    );
    const errors = await buildFailure(refused);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "config-invalid", line: lineOf(refused, "basket: 3") });
    expect(errors[0].message).toBe(
      'the plugin ./plugins/fruit-plugin (plugins[0]) finds themeConfig.orchard.basket invalid: "orchard.basket" must be a string',
    );
  }, 60_000);

  it("changing a key docsgen's theme reads is a warning: the page keeps the config's value", async () => {
    const site = siteWithStatics(
      'module.exports.validateThemeConfig = ({ themeConfig }) => ({ ...themeConfig, orchard: { basket: "sack" }, navbar: { title: "Changed" } });',
      "validateThemeConfig",
    );
    const built = await buildQuietly(site);
    expect(built.diagnostics.filter((d) => d.code === "site-plugin").map((d) => d.message)).toEqual([
      "the plugin ./plugins/fruit-plugin (plugins[0]) changes themeConfig.navbar in its validateThemeConfig, which docsgen's theme reads as the config writes it",
    ]);
    const html = readFileSync(join(site, "build/index.html"), "utf8");
    expect(html).toContain('<meta name="orchard-basket" content="sack">');
    expect(html).not.toContain("Changed");
  }, 60_000);
});
